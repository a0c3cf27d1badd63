// The schedule follows the sources' own schedules as an operator changes them, without a restart.
import { afterAll, beforeAll, expect, it } from 'vitest';
import cron from 'node-cron';
import pino from 'pino';
import type { Db } from '../../db/index.js';
import { eventually } from '../testing/eventually.js';
import { createTestDb, serveForTest } from '../testing/test-server.js';
import { Schedule } from './index.js';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await createTestDb()));
afterAll(() => drop());

it("picks up a source's own schedule, and its removal, on the next reading of the table", async () => {
  const schedule = new Schedule({ knex: db.knex }, pino({ level: 'silent' }), { scrapeCron: '0 0 1 1 *' });
  try {
    const before = await schedule.sync();
    expect(before).toContain('scrape@0 0 1 1 *');
    expect(before.some((k) => k.startsWith('scrape:'))).toBe(false);

    await db.knex('platforms').where({ id: 'autohub' }).update({ schedule: '*/15 * * * *' });
    const after = await schedule.sync();
    expect(after).toContain('scrape:autohub@*/15 * * * *@autohub');
    // Every other source stays on SCRAPE_CRON; autohub is no longer in that entry.
    const main = after.find((k) => k.startsWith('scrape@'))!;
    expect(main).toMatch(/^scrape@0 0 1 1 \*@/);
    expect(main.split('@')[2]!.split(',')).not.toContain('autohub');
    expect(main.split('@')[2]!.split(',')).toContain('motormart');

    await db.knex('platforms').where({ id: 'autohub' }).update({ schedule: null });
    expect(await schedule.sync()).toEqual(before);
  } finally {
    schedule.stop();
    await db.knex('platforms').where({ id: 'autohub' }).update({ schedule: null });
  }
});

// A test's server never runs the wall-clock schedule: a real tick (every 5 minutes) raced a test that
// runs the dealer-sync task with its own clock, queueing the job the test meant to queue.
it('runs in a started server, and not in a started test server unless it asks', async () => {
  const names = () => [...cron.getTasks().values()].map((t) => t.name);
  for (const schedule of [false, true]) {
    const { db: own, drop: dropOwn } = await createTestDb();
    const ctx = await serveForTest(own, dropOwn, schedule ? { schedule } : {}, {});
    try {
      await ctx.server.start();
      if (schedule) await eventually(() => expect(names()).toContain('dealer-sync'));
      else {
        await new Promise((r) => setTimeout(r, 200));
        expect(names()).not.toContain('dealer-sync');
      }
    } finally {
      await ctx.close();
    }
    expect(names()).not.toContain('dealer-sync');
  }
}, 60_000);
