import { describe, expect, it } from 'vitest';
import { MemoryHostStore } from './memory-stores.js';
import {
  StallTracker,
  activeHostSlots,
  backoffDelay,
  inHostSlot,
  parseRetryAfter,
  takeTurn,
  type PaceDeps,
} from './pacing.js';

function fakeClock(start = 1_000_000) {
  const clock = { t: start, sleeps: [] as number[] };
  return {
    clock,
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.t += ms;
    },
  };
}

describe('takeTurn', () => {
  const H = 'http://a.localhost:80';

  function deps(random: number, hosts = new MemoryHostStore()) {
    const c = fakeClock();
    const d: PaceDeps = { hosts, now: c.now, sleep: c.sleep, random: () => random };
    return { ...c, d, hosts };
  }

  it('does not wait for a host never asked, and records the start', async () => {
    const { d, clock, hosts } = deps(0);
    expect(await takeTurn(d, H, 1000)).toBe(clock.t);
    expect(clock.sleeps).toEqual([]);
    expect(hosts.startsFor(H)).toEqual([clock.t]);
  });

  it('waits base × (1 + 0.5·random) since the last start, never less than the base', async () => {
    for (const [random, gap] of [
      [0, 1000],
      [0.5, 1250],
      [0.999, 1499.5],
    ] as const) {
      const { d, clock, hosts } = deps(random);
      await takeTurn(d, H, 1000);
      clock.t += 200; // time spent on the first request
      await takeTurn(d, H, 1000);
      const [a, b] = hosts.startsFor(H);
      expect(b! - a!).toBeCloseTo(gap);
      expect(clock.sleeps).toEqual([gap - 200]);
    }
  });

  it('never waits longer than one gap when the stored start is in the future', async () => {
    const { d, clock, hosts } = deps(0);
    await hosts.recordRequest(H, clock.t + 3_600_000);
    await takeTurn(d, H, 1000);
    expect(clock.sleeps).toEqual([1000]);
  });

  it('stops waiting when aborted', async () => {
    const hosts = new MemoryHostStore();
    await hosts.recordRequest(H, Date.now());
    const controller = new AbortController();
    const { setTimeout: delay } = await import('node:timers/promises');
    const d: PaceDeps = {
      hosts,
      now: Date.now,
      random: () => 0,
      signal: controller.signal,
      sleep: (ms, signal) => delay(ms, undefined, { signal }),
    };
    const started = Date.now();
    const turn = takeTurn(d, H, 60_000);
    setTimeout(() => controller.abort(), 20);
    await expect(turn).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(hosts.startsFor(H)).toHaveLength(1);
  });
});

describe('inHostSlot', () => {
  it('runs one task per origin at a time and different origins in parallel', async () => {
    const running = new Map<string, number>();
    const peak = new Map<string, number>();
    const log: string[] = [];
    const task = (origin: string, id: number) => async () => {
      running.set(origin, (running.get(origin) ?? 0) + 1);
      peak.set(origin, Math.max(peak.get(origin) ?? 0, running.get(origin)!));
      log.push(`${origin}:${id}`);
      await new Promise((r) => setTimeout(r, 10));
      running.set(origin, running.get(origin)! - 1);
      return id;
    };
    const results = await Promise.all([
      ...[1, 2, 3].map((id) => inHostSlot('http://a:80', task('a', id))),
      ...[1, 2, 3].map((id) => inHostSlot('http://b:80', task('b', id))),
    ]);
    expect(results).toEqual([1, 2, 3, 1, 2, 3]);
    expect(peak.get('a')).toBe(1);
    expect(peak.get('b')).toBe(1);
    expect(log.slice(0, 2).sort()).toEqual(['a:1', 'b:1']);
    expect(activeHostSlots()).toBe(0);
  });

  it('drops a queued task when its signal aborts', async () => {
    let release!: () => void;
    const first = inHostSlot('http://c:80', () => new Promise<void>((r) => (release = r)));
    const controller = new AbortController();
    let ran = false;
    const second = inHostSlot(
      'http://c:80',
      async () => {
        ran = true;
      },
      controller.signal,
    );
    controller.abort(new Error('stop'));
    await expect(second).rejects.toThrow('stop');
    release();
    await first;
    expect(ran).toBe(false);
  });
});

describe('backoff and Retry-After', () => {
  it('backs off 2 s → 4 s → … → 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(backoffDelay)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000]);
  });

  it('reads Retry-After as seconds or an HTTP-date', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter(['7'], now)).toBe(7000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});

describe('StallTracker', () => {
  const H = 'http://s:80';

  it('pauses a host after stallMs of failures without a success', async () => {
    const hosts = new MemoryHostStore();
    const tracker = new StallTracker();
    expect(await tracker.isPaused(H, hosts, 0, 900_000)).toBe(false);
    tracker.noteFailure(H, 1000);
    tracker.noteFailure(H, 500_000);
    expect(await tracker.isPaused(H, hosts, 900_999, 900_000)).toBe(false);
    expect(await tracker.isPaused(H, hosts, 901_000, 900_000)).toBe(true);
    tracker.noteSuccess(H);
    expect(await tracker.isPaused(H, hosts, 2_000_000, 900_000)).toBe(false);
  });

  it('ends the streak when another process records a success', async () => {
    const hosts = new MemoryHostStore();
    const tracker = new StallTracker();
    tracker.noteFailure(H, 1000);
    await hosts.recordSuccess(H, 2000);
    expect(await tracker.isPaused(H, hosts, 5_000_000, 900_000)).toBe(false);
  });

  it('does not pause a host whose last success is old but which has not failed', async () => {
    const hosts = new MemoryHostStore();
    await hosts.recordSuccess(H, 0);
    expect(await new StallTracker().isPaused(H, hosts, 86_400_000, 900_000)).toBe(false);
  });
});
