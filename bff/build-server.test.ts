// The compiled server `npm start` runs (bff/build-server.mjs): besides the bundle, the files Node
// loads by path at run time must be there and run as plain JavaScript, without tsx.
import { fork, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../db/reference/types.js';

const root = path.resolve(import.meta.dirname, '..');

describe('the compiled server', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'allmotors-build-'));

  beforeAll(() => {
    const built = spawnSync(process.execPath, ['bff/build-server.mjs', '--force', '--out', out], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
  }, 120_000);

  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it('holds every migration compiled, under the name knex records for it', () => {
    const sources = fs.readdirSync(path.join(root, 'db/migrations')).filter((f) => /^\d{14}_.*\.ts$/.test(f));
    const compiled = fs.readdirSync(path.join(out, 'migrations')).filter((f) => f.endsWith('.js'));
    expect(compiled.map((f) => f.replace(/\.js$/, ''))).toEqual(sources.map((f) => f.replace(/\.ts$/, '')));
    expect(fs.existsSync(path.join(out, 'start.js.map'))).toBe(true);
  });

  it('runs the search index text worker as a plain Node child process', async () => {
    const worker = fork(path.join(out, 'text-worker.js'), [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const slots = CATEGORIES.map(() => 0);
    const answer = new Promise<{ type: string; file: string }>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('exit', (code) => reject(new Error(`the worker exited with ${code}`)));
    });
    worker.send({ type: 'reserve', slots });
    worker.send({ type: 'finish', slots, dir: os.tmpdir() });
    const { type, file } = await answer;
    expect(type).toBe('texts');
    expect(fs.existsSync(file)).toBe(true);
    fs.rmSync(file, { force: true });
  });

  it('loads the search worker module with no TypeScript loader', async () => {
    const loaded = (await import(pathToFileURL(path.join(out, 'search-worker.js')).href)) as {
      default: unknown;
    };
    expect(typeof loaded.default).toBe('function');
  });
});
