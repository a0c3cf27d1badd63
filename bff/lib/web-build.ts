// Builds the web app when web/dist is missing or older than any of its sources.
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

export function webBuildIsStale(): boolean {
  const built = path.join(ROOT, 'web/dist/index.html');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return SOURCES.some((source) => newest(path.join(ROOT, source)) > builtAt);
}

export async function ensureWebBuild(log: Logger): Promise<void> {
  if (!webBuildIsStale()) return;
  log.info({ event: 'web.build.started' }, 'Building the web app');
  const started = Date.now();
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('The web app failed to build (see the output above)');
  log.info({ event: 'web.build.completed', ms: Date.now() - started });
}
