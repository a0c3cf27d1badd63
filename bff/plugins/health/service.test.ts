import { describe, expect, it } from 'vitest';
import { DatabaseProbe } from './service.js';

function fakeDatabase() {
  const db = { checks: 0, up: true, clock: 0, release: [] as (() => void)[] };
  const check = () => {
    db.checks++;
    return new Promise<void>((resolve, reject) =>
      db.release.push(() => (db.up ? resolve() : reject(new Error('down')))),
    );
  };
  const answerAll = () => db.release.splice(0).forEach((answer) => answer());
  return { db, check, answerAll, now: () => db.clock };
}

describe('DatabaseProbe', () => {
  it('answers every caller of one interval with one check, and those arriving mid-check wait for it', async () => {
    const { db, check, answerAll, now } = fakeDatabase();
    const probe = new DatabaseProbe(check, 1_000, now);
    const waiting = [probe.reachable(), probe.reachable(), probe.reachable()];
    answerAll();
    expect(await Promise.all(waiting)).toEqual([true, true, true]);
    db.clock = 999;
    expect(await probe.reachable()).toBe(true);
    expect(db.checks).toBe(1);
  });

  it('checks again once the answer is older than the interval, so an outage shows within it', async () => {
    const { db, check, answerAll, now } = fakeDatabase();
    const probe = new DatabaseProbe(check, 1_000, now);
    const first = probe.reachable();
    answerAll();
    expect(await first).toBe(true);
    db.up = false;
    db.clock = 1_000;
    const second = probe.reachable();
    answerAll();
    expect(await second).toBe(false);
    expect(await probe.reachable()).toBe(false); // still within the interval: no new check
    db.up = true;
    db.clock = 2_000;
    const third = probe.reachable();
    answerAll();
    expect(await third).toBe(true);
    expect(db.checks).toBe(3);
  });
});
