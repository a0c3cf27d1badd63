// The hourly tick starts exactly one run, however many processes tick at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrawlWorld, type CrawlWorld } from '../testing/crawl-world.js';
import { createPeerServer, type TestContext } from '../testing/test-server.js';
import { scrapeTask, tickKey } from './scrape.task.js';

let t: CrawlWorld;
const peers: TestContext[] = [];
const onPostgres = !!process.env.DATABASE_URL;

beforeAll(async () => {
  t = await createCrawlWorld({ worker: false });
});
afterAll(async () => {
  for (const p of peers) await p.close();
  await t?.close();
});

describe('the scheduled scrape', () => {
  it('keys a tick by its minute', () => {
    expect(tickKey(new Date('2026-11-23T14:00:07.5Z'))).toBe('2026-11-23T14:00');
    expect(tickKey(new Date('2026-11-23T14:00:00Z'), ['autohub'])).toBe('2026-11-23T14:00:autohub');
  });

  it.skipIf(!onPostgres)('starts one run when three processes tick at the same moment', async () => {
    for (let i = 0; i < 2; i++) peers.push(await createPeerServer(t));
    const at = new Date('2026-11-23T15:00:00Z');
    const results = await Promise.all(
      [t, ...peers].map((p) => scrapeTask({ scraping: p.server.app.scraping, at })),
    );
    expect(results.filter((r) => r.started)).toHaveLength(1);
    const runs = await t.db.knex('scrape_runs').where({ trigger: 'schedule' });
    expect(runs).toHaveLength(1);
    await t.server.app.scraping.cancel(runs[0].id);
  });

  it('starts nothing for a tick already taken, or while a run is active', async () => {
    const at = new Date('2026-11-23T16:00:00Z');
    const first = await scrapeTask({ scraping: t.server.app.scraping, at });
    expect(first.started).toBe(true);
    const again = await scrapeTask({ scraping: t.server.app.scraping, at });
    expect(again).toMatchObject({ started: false });
    const next = await scrapeTask({ scraping: t.server.app.scraping, at: new Date('2026-11-23T17:00:00Z') });
    expect(next).toMatchObject({ started: false, reason: expect.stringMatching(/already active/) });
    await t.server.app.scraping.cancel((first as { runId: number }).runId);
  });
});
