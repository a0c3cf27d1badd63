// `npm start` exactly as a user runs it, stopped by a signal sent to the npm process alone (as a
// process manager or `kill <pid>` does): the whole tree must drain and exit, freeing the port and
// the embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDb } from '../db/index.js';

const root = path.resolve(import.meta.dirname, '..');

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Every live descendant of a process, read from /proc (a signal must reach all of them). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the command name (field 2) may hold spaces.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents)
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
  };
  walk(pid);
  return found;
}

/** Running, not merely a zombie waiting for a parent that never reaps it (state Z in /proc). */
const alive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

describe('npm start', () => {
  let npm: ChildProcess | undefined;
  let dataDir = '';

  afterEach(() => {
    // A failed run must not leave a server behind: the tree has its own process group.
    try {
      if (npm?.pid) process.kill(-npm.pid, 'SIGKILL');
    } catch {
      // Nothing of the group is left.
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start() {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'allmotors-start-'));
    const port = await freePort();
    // The embedded database in its own folder, whatever database the test run itself uses.
    const { DATABASE_URL: _db, NODE_ENV: _env, ...env } = process.env;
    npm = spawn('npm', ['start'], {
      cwd: root,
      detached: true,
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO_SOURCES_PORT: '0',
        SKIP_WEB_BUILD: '1',
        SEED_LISTINGS: '60',
        LOG_FORMAT: 'json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => npm!.once('exit', (code) => resolve(code)));
    // Generous: a real start (migrations, the demo world, the first crawl) on a busy machine.
    for (const deadline = Date.now() + 200_000; ;) {
      const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).catch(() => null);
      if (ready?.ok) break;
      if (npm.exitCode !== null || Date.now() > deadline)
        throw new Error(`the server never became ready:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { npm, port, exited, output: () => output };
  }

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the whole process tree cleanly on %s sent to the npm process',
    async (signal) => {
      const run = await start();
      const tree = descendants(run.npm.pid!);
      expect(tree.length).toBeGreaterThan(0);

      process.kill(run.npm.pid!, signal);
      const code = await Promise.race([
        run.exited,
        new Promise((resolve) => setTimeout(() => resolve('still running'), 30_000)),
      ]);

      expect(code, run.output()).toBe(0);
      expect(run.output()).toContain('"event":"server.stopped"');
      expect(tree.filter(alive)).toEqual([]);
      expect(await refused(run.port)).toBe(true);
      // The embedded database was closed, not abandoned: it opens again.
      const db = await createDb({ dataDir });
      expect((await db.knex.raw('select 1 as one')).rows[0].one).toBe(1);
      await db.close();
    },
    300_000,
  );
});
