import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../index.js';
import type { CliDeps } from '../../lib/context.js';
import type { LiveHandlers, LiveRunFeed } from '../../lib/live.js';
import { captureScreen } from '../../testing/screen.js';
import {
  TOKEN,
  counts,
  dataFolder,
  fakeServer,
  run,
  source,
  sourceProgress,
  type Call,
  removeDataFolders,
} from '../../testing/scraping.js';

const dir = dataFolder();
afterAll(removeDataFolders);
const NOW = Date.parse('2026-11-01T12:00:30Z');

/** Runs `allmotors <args> --data-dir <dir>` against the fake server; returns what it printed and its exit code. */
function cli(
  args: string[],
  answer: (call: Call) => ReturnType<Parameters<typeof fakeServer>[0]>,
  deps: Partial<CliDeps> = {},
) {
  const server = fakeServer(answer);
  const { screen, printed } = captureScreen();
  let stderr = '';
  const code = runCli(
    ['node', 'allmotors', '--url', 'http://server.test', ...args, '--data-dir', dir],
    { fetch: server.fetch, screen, now: () => NOW, pollMs: 5, liveFeed: () => noLive, ...deps },
    (text) => void (stderr += text),
  );
  return { code, calls: server.calls, printed, stderr: () => stderr };
}
const noLive: LiveRunFeed = async () => {
  throw new Error('Socket error');
};

/** A live feed the test drives. */
function fakeLive() {
  const live = {
    handlers: null as LiveHandlers | null,
    feed: (async (_id, handlers) => {
      live.handlers = handlers;
      return { close: async () => {} };
    }) as LiveRunFeed,
  };
  return live;
}

const finished = (state: 'completed' | 'failed' | 'cancelled', extra = {}) =>
  run({ state, progress: 100, finishedAt: '2026-11-01T12:01:30.000Z', ...extra });

afterEach(() => vi.restoreAllMocks());

describe('scrape start', () => {
  it('starts a run with the operator token and shows live progress until it completes (exit 0)', async () => {
    const live = fakeLive();
    const { code, calls, printed } = cli(
      ['scrape', 'start', '--source', 'autohub,motormart'],
      (c) => (c.method === 'POST' ? { status: 202, body: { run: run() } } : { body: run() }),
      {
        liveFeed: (baseUrl, token) => (
          expect([baseUrl, token]).toEqual(['http://server.test', TOKEN]),
          live.feed
        ),
      },
    );
    await vi.waitFor(() => expect(live.handlers).not.toBeNull());
    live.handlers!.onRun(
      run({
        progress: 50,
        totals: counts({ pages: 4, seen: 80, added: 80 }),
        sources: [
          sourceProgress({
            sourceId: 'autohub',
            name: 'AutoHub',
            state: 'done',
            progress: 100,
            pages: 4,
            seen: 80,
            added: 80,
          }),
          sourceProgress({ sourceId: 'motormart', name: 'MotorMart', state: 'crawling', progress: 0 }),
        ],
      }),
    );
    live.handlers!.onRun(finished('completed', { totals: counts({ pages: 9, seen: 150, added: 150 }) }));
    expect(await code).toBe(0);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/scraping/start',
      body: { sources: ['autohub', 'motormart'] },
      headers: { 'x-operator-token': TOKEN },
    });
    const frames = printed.live;
    expect(frames.some((f) => /AutoHub +█+ 100% +done +4 +80 +80/.test(f))).toBe(true);
    expect(frames.some((f) => f.includes('Live updates.'))).toBe(true);
    expect(frames.at(-1)).toContain('Run 7 completed');
    expect(printed.lines.at(-1)).toBe(
      'Run 7 completed in 01:30: 9 pages · 150 seen · 150 added · 0 updated · 0 removed · 0 rejected · 0 errors.',
    );
  });

  it('exits 1 with the error when the run fails', async () => {
    const live = fakeLive();
    const { code, stderr } = cli(['scrape', 'start'], () => ({ status: 202, body: { run: run() } }), {
      liveFeed: () => live.feed,
    });
    await vi.waitFor(() => expect(live.handlers).not.toBeNull());
    live.handlers!.onRun(finished('failed', { error: 'Every source failed.' }));
    expect(await code).toBe(1);
    expect(stderr()).toContain('Error: Run 7 failed: Every source failed.');
  });

  it('polls the run every interval when the live connection cannot be made', async () => {
    const answers = [
      run({ progress: 30 }),
      run({ progress: 60 }),
      finished('cancelled', { error: 'Cancelled by an operator' }),
    ];
    const { code, calls, printed, stderr } = cli(['scrape', 'start'], (c) =>
      c.method === 'POST' ? { status: 202, body: { run: run() } } : { body: answers.shift() },
    );
    expect(await code).toBe(1);
    expect(calls.slice(1).map((c) => `${c.method} ${c.path}`)).toEqual(
      Array(3).fill('GET /api/scraping/runs/7'),
    );
    expect(
      printed.live.some((f) => f.includes('Checking every second (no live connection: Socket error).')),
    ).toBe(true);
    expect(printed.live.some((f) => /Overall █+░+ {2}60%/.test(f))).toBe(true);
    expect(stderr()).toContain('Run 7 cancelled: Cancelled by an operator');
  });

  it('with --json draws nothing and prints the final run', async () => {
    const { code, printed } = cli(['scrape', 'start', '--json'], (c) =>
      c.method === 'POST' ? { status: 202, body: { run: run() } } : { body: finished('completed') },
    );
    expect(await code).toBe(0);
    expect(printed.live).toEqual([]);
    expect(printed.json).toEqual([finished('completed')]);
  });

  it('with --no-wait prints the run id and returns', async () => {
    const { code, printed, calls } = cli(['scrape', 'start', '--no-wait'], () => ({
      status: 202,
      body: { run: run() },
    }));
    expect(await code).toBe(0);
    expect(printed.lines).toEqual(['7']);
    expect(calls).toHaveLength(1);
  });

  it("says a run is already active in the server's words, and how to watch it", async () => {
    const message = 'A scraping run is already active (run 6, started 11:58 UTC).';
    const { code, stderr } = cli(['scrape', 'start'], () => ({
      status: 409,
      body: { statusCode: 409, code: 'RUN_ACTIVE', message },
    }));
    expect(await code).toBe(1);
    expect(stderr()).toBe(`Error: ${message}\nWatch it with \`scrape status\`.\n`);
  });

  it('refuses a malformed source id before asking the server', async () => {
    const { code, stderr, calls } = cli(['scrape', 'start', '--source', 'Auto Hub!'], () => ({ body: {} }));
    expect(await code).toBe(1);
    expect(stderr()).toContain('--source must be a source id such as autohub');
    expect(calls).toHaveLength(0);
  });
});

describe('scrape status, runs and cancel', () => {
  const status = {
    active: true,
    killSwitch: false,
    totalCars: 12345,
    sitesScraped: 1,
    progress: 40,
    run: run({ progress: 40 }),
    sources: [
      source({ id: 'autohub', name: 'AutoHub', listings: 900, state: 'crawling' }),
      source({ id: 'motormart', enabled: false, state: 'disabled' }),
    ],
  };

  it('says the server refused the operator token on 401 and 403', async () => {
    for (const status of [401, 403]) {
      const { code, stderr } = cli(['scrape', 'status'], () => ({
        status,
        body: { message: 'The operator token is not valid' },
      }));
      expect(await code).toBe(1);
      expect(stderr()).toBe(
        'Error: The server refused the operator token.\nRestart the server or pass --data-dir pointing at its data folder.\n',
      );
    }
  });

  it('shows whether a run is active, the listings, the kill switch, the run and the sources', async () => {
    const { code, printed, calls } = cli(['scrape', 'status'], () => ({ body: status }));
    expect(await code).toBe(0);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/scraping/status' });
    const frame = printed.shown[0]!;
    expect(frame).toContain('active: yes, run 7 (40%)');
    expect(frame).toContain('listings: 12,345');
    expect(frame).toContain('sites scraped: 1 of 2 (1 enabled)');
    expect(frame).toContain('kill switch: off');
    expect(frame).toMatch(/Overall █+░+ {2}40%/);
    expect(frame).toMatch(/autohub +AutoHub +html +allowed +yes +900 +- +crawling/);
  });

  it('prints the API’s JSON with --json', async () => {
    const s = cli(['scrape', 'status', '--json'], () => ({ body: status }));
    expect(await s.code).toBe(0);
    expect(s.printed.json).toEqual([status]);
    const r = cli(['scrape', 'runs', '--limit', '5', '--json'], () => ({
      body: { runs: [finished('completed')] },
    }));
    expect(await r.code).toBe(0);
    expect(r.calls[0]!.path).toBe('/api/scraping/runs?limit=5');
    expect(r.printed.json).toEqual([{ runs: [finished('completed')] }]);
  });

  it('lists runs as a table and checks --limit', async () => {
    const r = cli(['scrape', 'runs'], () => ({
      body: { runs: [finished('completed', { totals: counts({ seen: 1500, added: 20 }) })] },
    }));
    expect(await r.code).toBe(0);
    expect(r.printed.shown[0]).toMatch(
      /run +state +by +started +took +done +sources +seen +added +updated +removed +errors/,
    );
    expect(r.printed.shown[0]).toMatch(/7 +completed +cli +.+ +01:30 +100% +2 +1,500 +20 +0 +0 +0/);
    const bad = cli(['scrape', 'runs', '--limit', '500'], () => ({ body: {} }));
    expect(await bad.code).toBe(1);
    expect(bad.stderr()).toContain('--limit must be at most 100');
  });

  it('cancels a run, and says so when there is no such run', async () => {
    const ok = cli(['scrape', 'cancel', '7'], () => ({ body: { run: finished('cancelled') } }));
    expect(await ok.code).toBe(0);
    expect(ok.calls[0]).toMatchObject({ method: 'POST', path: '/api/scraping/runs/7/cancel' });
    expect(ok.printed.shown[0]).toContain('Run 7 cancelled');
    const missing = cli(['scrape', 'cancel', '99'], () => ({
      status: 404,
      body: { message: 'Run not found' },
    }));
    expect(await missing.code).toBe(1);
    expect(missing.stderr()).toBe('Error: Run not found: 99.\nSee the runs with `scrape runs`.\n');
    const bad = cli(['scrape', 'cancel', 'last'], () => ({ body: {} }));
    expect(await bad.code).toBe(1);
    expect(bad.stderr()).toContain('The run id must be a run number');
  });

  it('explains where the operator token should be when there is none', async () => {
    const server = fakeServer(() => ({ body: {} }));
    let stderr = '';
    const empty = dataFolder(null);
    const code = await runCli(
      ['node', 'allmotors', 'scrape', 'status', '--data-dir', empty],
      { fetch: server.fetch },
      (t) => void (stderr += t),
    );
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Error: No operator token at ${empty}/operator-token.\nStart the server first (npm start), or pass --data-dir.\n`,
    );
    expect(server.calls).toHaveLength(0);
  });
});
