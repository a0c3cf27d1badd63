import { describe, expect, it, vi } from 'vitest';
import { followRun, type FollowState } from './follow-run.js';
import { AbortError, ApiError } from './errors.js';
import type { LiveHandlers, LiveRunFeed } from './live.js';
import { run } from '../testing/scraping.js';

/** A live feed the test drives by hand. */
function fakeLive(outcome: 'opens' | Error = 'opens') {
  const feed = {
    handlers: null as LiveHandlers | null,
    closed: false,
    open: vi.fn<LiveRunFeed>(async (_id, handlers) => {
      if (outcome instanceof Error) throw outcome;
      feed.handlers = handlers;
      return { close: async () => void (feed.closed = true) };
    }),
  };
  return feed;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('followRun', () => {
  it('follows the live feed to the end of the run and then closes it', async () => {
    const live = fakeLive();
    const states: FollowState[] = [];
    const fetchRun = vi.fn(async () => run({ progress: 10 }));
    const done = followRun({ initial: run(), live: live.open, fetchRun, onChange: (s) => states.push(s) });
    await until(() => states.at(-1)?.mode === 'live');
    live.handlers!.onRun(run({ progress: 50 }));
    live.handlers!.onRun(run({ state: 'completed', progress: 100, finishedAt: '2026-11-01T12:03:00Z' }));
    const final = await done;
    expect(final.state).toBe('completed');
    expect(states.map((s) => s.run.progress)).toContain(50);
    expect(live.closed).toBe(true);
    // One catch-up fetch for what changed while subscribing; no polling while live.
    expect(fetchRun.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('polls every interval when the socket cannot connect', async () => {
    const live = fakeLive(new Error('Socket error'));
    const answers = [run({ progress: 30 }), run({ progress: 60 }), run({ state: 'failed', error: 'boom' })];
    const fetchRun = vi.fn(async () => answers.shift()!);
    const states: FollowState[] = [];
    const final = await followRun({
      initial: run(),
      live: live.open,
      fetchRun,
      onChange: (s) => states.push(s),
      pollMs: 5,
    });
    expect(final).toMatchObject({ state: 'failed', error: 'boom' });
    expect(fetchRun).toHaveBeenCalledTimes(3);
    expect(states.at(-1)).toMatchObject({ mode: 'polling', why: 'no live connection: Socket error' });
  });

  it('falls back to polling when the socket drops, and keeps going', async () => {
    const live = fakeLive();
    let progress = 40;
    const fetchRun = vi.fn(async () =>
      progress >= 100 ? run({ state: 'completed', progress: 100 }) : run({ progress: (progress += 20) }),
    );
    const states: FollowState[] = [];
    const done = followRun({
      initial: run(),
      live: live.open,
      fetchRun,
      onChange: (s) => states.push(s),
      pollMs: 5,
      resyncMs: 60_000,
    });
    await until(() => states.at(-1)?.mode === 'live');
    live.handlers!.onDrop('server restarting');
    expect((await done).state).toBe('completed');
    expect(states.find((s) => s.mode === 'polling')?.why).toBe(
      'the live connection dropped: server restarting',
    );
  });

  it('retries while the server is unreachable, and gives up at once when refused', async () => {
    let calls = 0;
    const flaky = vi.fn(async () => {
      if (++calls < 3) throw new ApiError(0, 'Cannot reach the server at http://x.');
      return run({ state: 'completed' });
    });
    const states: FollowState[] = [];
    await followRun({
      initial: run(),
      live: null,
      fetchRun: flaky,
      onChange: (s) => states.push(s),
      pollMs: 2,
    });
    expect(states.some((s) => s.problem === 'Cannot reach the server at http://x. Retrying (2).')).toBe(true);
    expect(states.at(-1)?.problem).toBeNull();

    const refused = new AbortError('The server refused the operator token.');
    await expect(
      followRun({
        initial: run(),
        live: null,
        fetchRun: async () => Promise.reject(refused),
        onChange: () => {},
        pollMs: 2,
      }),
    ).rejects.toBe(refused);
    await expect(
      followRun({
        initial: run(),
        live: null,
        fetchRun: async () => Promise.reject(new ApiError(503, 'down')),
        onChange: () => {},
        pollMs: 1,
        maxFailures: 3,
      }),
    ).rejects.toThrow('503: down');
  });
});
