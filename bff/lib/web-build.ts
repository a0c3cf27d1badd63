// Builds the web app (web/dist) and the server's renderer of its first screens (web/dist-ssr) when
// either is missing or older than any of their sources: what `npm run build` does.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Logger } from 'pino';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'package-lock.json'];

function newest(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const BUILT = ['web/dist/index.html', 'web/dist/.vite/manifest.json', 'web/dist-ssr/entry-server.js'];

export function webBuildIsStale(): boolean {
  const built = BUILT.map((file) => path.join(ROOT, file));
  if (!built.every((file) => fs.existsSync(file))) return true;
  const builtAt = Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
  return SOURCES.some((source) => newest(path.join(ROOT, source)) > builtAt);
}

export async function ensureWebBuild(log: Logger): Promise<void> {
  if (!webBuildIsStale()) return;
  log.info({ event: 'web.build.started' }, 'Building the web app');
  const started = Date.now();
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  for (const ssr of [[], ['--ssr']]) {
    const result = spawnSync(
      process.execPath,
      [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...ssr],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (result.status !== 0) throw new Error('The web app failed to build (see the output above)');
  }
  log.info({ event: 'web.build.completed', ms: Date.now() - started });
}
