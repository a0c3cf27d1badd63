// The real server as a child process for the HTTP benchmarks, as `npm start` runs it (the compiled
// bundle, `node --enable-source-maps dist/server/start.js`, built first by bff/build-server.mjs) with
// the environment a benchmark needs, its start-up timed to the first answers of /api/health and
// /api/health/ready, its memory read from /proc, and a stop that always ends it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

export interface ServerProcess {
  pid: number;
  url: string;
  /** Milliseconds from spawn to the first 200 of /api/health and of /api/health/ready. */
  healthMs: number;
  readyMs: number;
  /** A search asked once between the first health answer and readiness (the index warming), if there was time. */
  warmingSearch: { status: number; ms: number; retryAfter: string | null } | null;
  logFile: string;
  stop(): Promise<void>;
}

/** A port free on loopback now (the server binds it a moment later). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function answers200(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/** One search while the server warms up: it should be refused at once (503, Retry-After), not held. */
async function askSearch(url: string): Promise<ServerProcess['warmingSearch']> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/cars/search?search=golf`, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    return {
      status: res.status,
      ms: performance.now() - started,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch {
    return { status: 0, ms: performance.now() - started, retryAfter: null };
  }
}

function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** SIGTERM (bff/start.ts stops cleanly on it), then SIGKILL when it is still running after 10 s. */
async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts `cwd`'s bff/start.ts with `env` on top of this process's environment and waits until it is
 * ready (another checkout's, to compare code before and after a change).
 * Its output goes to `logFile`. Ctrl-C, an uncaught error or this process's exit stop it too.
 */
export async function startServerProcess(
  env: Record<string, string>,
  logFile: string,
  { cwd = process.cwd(), readyTimeoutMs = 10 * 60_000, tsx = false } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const out = fs.openSync(logFile, 'w');
  // What `npm start` runs: the bundle, rebuilt when its sources are newer (a checkout from before the
  // bundle existed, or `tsx`, runs through tsx).
  const compiled = !tsx && fs.existsSync(`${cwd}/bff/build-server.mjs`);
  if (compiled) execFileSync(process.execPath, ['bff/build-server.mjs'], { cwd, stdio: 'ignore' });
  const spawned = performance.now();
  const args = compiled
    ? ['--enable-source-maps', 'dist/server/start.js']
    : ['--import', 'tsx', 'bff/start.ts'];
  const child = spawn(process.execPath, args, {
    cwd,
    // The allocator setting `npm start` runs the server with (docs/operations.md, RSS and the allocator).
    env: { MALLOC_MMAP_THRESHOLD_: '2097152', ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);

  // The child must not outlive the benchmark, whichever way the benchmark ends.
  const killNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server (pid ${child.pid})…`);
    void terminate(child).finally(() => process.exit(130));
  };
  process.on('exit', killNow);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stop = async () => {
    await terminate(child);
    process.off('exit', killNow);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };

  let healthMs: number | undefined;
  let readyMs: number | undefined;
  let warmingSearch: ServerProcess['warmingSearch'] = null;
  try {
    while (readyMs === undefined) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `The server exited (${child.exitCode ?? child.signalCode}) before it was ready. ${logFile}:\n${tail(logFile)}`,
        );
      if (performance.now() - spawned > readyTimeoutMs)
        throw new Error(
          `The server was not ready after ${readyTimeoutMs / 1000} s. ${logFile}:\n${tail(logFile)}`,
        );
      if (healthMs === undefined && (await answers200(`${url}/api/health`)))
        healthMs = performance.now() - spawned;
      if (healthMs !== undefined && (await answers200(`${url}/api/health/ready`)))
        readyMs = performance.now() - spawned;
      else {
        if (healthMs !== undefined && warmingSearch === null) warmingSearch = await askSearch(url);
        await sleep(25);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid!, url, healthMs: healthMs!, readyMs, warmingSearch, logFile, stop };
}

/** VmRSS and VmHWM (peak) of a process, in MiB. */
export function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}
