// The schedule follows the sources' own schedules as an operator changes them, without a restart.
import { afterAll, beforeAll, expect, it } from 'vitest';
import pino from 'pino';
import type { Db } from '../../db/index.js';
import { createTestDb } from '../testing/test-server.js';
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
