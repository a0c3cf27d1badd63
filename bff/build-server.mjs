// `npm start` runs the server as compiled JavaScript, not through tsx: one plain Node process, no
// compiler loaded at run time. This script (plain JavaScript, so it needs no tsx itself) bundles the
// server into dist/server when the bundle is missing or older than its sources, and does nothing
// otherwise. `node bff/build-server.mjs --force` rebuilds regardless.
//
// dist/server sits two folders below the repository, like bff/lib and db/: code that finds files from
// its own module URL keeps working. Files that Node loads by path get entry points of their own beside
// the bundle: the search workers (forked and run in worker threads) and the migrations (knex imports
// each one by name, db/migrate.ts).
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
// --out <dir> builds elsewhere (the build's own test); the server runs from dist/server.
const outAt = process.argv.indexOf('--out');
const OUT = outAt > 0 ? path.resolve(process.argv[outAt + 1]) : path.join(ROOT, 'dist/server');
const STAMP = path.join(OUT, 'start.js');
// What the server is built from: its code, the database code, and what fixes the dependencies.
const SOURCES = ['bff', 'db', 'package.json', 'package-lock.json', 'tsconfig.json'];
// Tests and their fixtures are not part of the server.
const SKIP = new Set(['node_modules', 'dist', 'fixtures']);

/** The newest change under `target`, folders included (a deleted file changes its folder). */
function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    if (!SKIP.has(entry) && !/\.test\.tsx?$/.test(entry))
      latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

function serverBuildIsStale() {
  if (!fs.existsSync(STAMP)) return true;
  const builtAt = fs.statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newest(path.join(ROOT, source)) > builtAt);
}

function entryPoints() {
  const migrations = fs
    .readdirSync(path.join(ROOT, 'db/migrations'))
    .filter((file) => /^\d{14}_[a-z0-9-]+\.ts$/.test(file))
    .map((file) => ({ in: `db/migrations/${file}`, out: `migrations/${file.replace(/\.ts$/, '')}` }));
  return [
    { in: 'bff/start.ts', out: 'start' },
    { in: 'bff/plugins/search/text-worker.ts', out: 'text-worker' },
    { in: 'bff/plugins/search/search-worker.ts', out: 'search-worker' },
    ...migrations,
  ];
}

async function buildServer() {
  // Into a folder of its own, then swapped in whole: a server starting meanwhile never reads half a
  // build, and two starts building at once (a journey run beside a test run) do not mix their files.
  const next = `${OUT}.${process.pid}`;
  const old = `${OUT}.${process.pid}.old`;
  fs.rmSync(next, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: entryPoints(),
    outdir: next,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  if (fs.existsSync(OUT)) fs.renameSync(OUT, old);
  try {
    fs.renameSync(next, OUT);
  } catch (error) {
    // Another start put its build in place first: the same sources, so use that one.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    fs.rmSync(next, { recursive: true, force: true });
  }
  fs.rmSync(old, { recursive: true, force: true });
}

const force = process.argv.includes('--force');
if (force || serverBuildIsStale()) {
  const started = Date.now();
  await buildServer();
  process.stdout.write(`Built the server into ${path.relative(ROOT, OUT)} in ${Date.now() - started} ms\n`);
}
