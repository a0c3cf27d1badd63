// Auto-sync of a dealer's feed (issue 11 item 6): a dealer approved with a feed is queued by the
// schedule's task, the job pulls the sample dealer's feed into search, a second pull changes nothing,
// a vehicle the feed drops is removed, a failing feed changes nothing and is recorded, and open
// pages hear auto_sync_completed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDealerSampleServer, type DealerSampleServer } from '../../dealer-sample/server.js';
import { dealerSyncTask } from '../../jobs/dealer-sync.task.js';
import { Agent } from '../../testing/agent.js';
import { eventually } from '../../testing/eventually.js';
import { livePage } from '../../testing/live-client.js';
import { loadConfig } from '../../config.js';
import {
  createPeerServer,
  createTestDb,
  getJson,
  serveForTest,
  type TestContext,
} from '../../testing/test-server.js';
import { dealerWithKey } from './testing.js';
import type { SyncResult } from './schemas.js';
import { SYNC_QUEUE } from './sync.job.js';

const TOKEN = 'dealer-sync-token-for-tests';
const LOCAL = ['127.0.0.1'];
let ctx: TestContext;
let sample: DealerSampleServer;
let admin: Agent;

beforeAll(async () => {
  sample = await createDealerSampleServer({ token: TOKEN });
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(
    db,
    drop,
    { dealerApiAllowedHosts: LOCAL },
    { dealers: { allowedHosts: LOCAL }, scraping: { worker: true } },
  );
  await ctx.server.start();
  admin = new Agent(ctx.server);
  const { input } = await admin.register();
  await db.knex('users').where({ username: input.username }).update({ role: 'admin' });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await sample?.close();
});

const knex = () => ctx.db.knex;

/** A dealer approved through the wizard and the admin's review, with a feed or an API. */
async function approvedDealer(
  integration: Record<string, unknown>,
  account: Record<string, unknown> = {},
): Promise<number> {
  const agent = new Agent(ctx.server);
  await agent.register({ firstName: 'Priya', lastName: 'Shah', ...account });
  const application = await agent.post('/api/dealer/onboard', {
    companyName: 'Northgate Motors Ltd',
    tradingName: '',
    companyNumber: '09876543',
    vatNumber: '',
    businessAddress: '14 Kirkstall Road, Leeds LS3 1HS',
    contactFirstName: 'Priya',
    contactLastName: 'Shah',
    contactEmail: 'priya@northgate.example',
    contactPhone: '0113 496 0123',
    contactRole: 'Sales director',
    dealershipType: 'franchise',
    websiteUrl: 'https://northgate.example',
    estimatedMonthlyStock: 60,
    averageVehiclePrice: 1_450_000,
    integrationType: 'feed',
    apiEndpoint: '',
    apiKey: TOKEN,
    apiSecret: '',
    webhookUrl: '',
    feedUrl: '',
    updateFrequency: 'hourly',
    dataFormat: 'json',
    ...integration,
    termsAccepted: true,
    dataProtectionAccepted: true,
    marketingConsent: false,
  });
  expect(application.status).toBe(201);
  const id = application.body.applicationId as number;
  expect((await admin.post(`/api/admin/dealer-applications/${id}/test`)).status).toBe(200);
  const approved = await admin.post(`/api/admin/dealer-applications/${id}/approve`, {});
  expect(approved.status).toBe(200);
  return approved.body.credentials.dealerId as number;
}

async function syncJobs(dealerId: number) {
  return (await knex()('jobs')
    .where({ queue: SYNC_QUEUE })
    .whereRaw("(payload->>'dealerId')::int = ?", [dealerId])
    .orderBy('id')
    .select('id', 'state', 'attempts', 'result', 'last_error')) as {
    id: number;
    state: string;
    attempts: number;
    result: unknown;
    last_error: string | null;
  }[];
}

/** Runs the schedule's task as of `at` and waits for the dealer's job to finish. */
async function tick(dealerId: number, at: Date, state = 'done') {
  const before = (await syncJobs(dealerId)).length;
  await dealerSyncTask({ knex: knex() }, at);
  const jobs = await syncJobs(dealerId);
  expect(jobs).toHaveLength(before + 1);
  const id = jobs[jobs.length - 1]!.id;
  await eventually(async () => {
    const job = (await syncJobs(dealerId)).find((j) => j.id === id)!;
    expect(job.state).toBe(state);
  }, 30_000);
  await ctx.server.app.feed.sync();
  return dealerState(dealerId);
}

async function dealerState(dealerId: number) {
  return (await knex()('dealers').where({ id: dealerId }).first()) as {
    last_synced_at: Date | null;
    last_sync_result: SyncResult | null;
    sync_url: string | null;
    sync_format: string | null;
    sync_frequency: string | null;
    sync_enabled: boolean;
    sync_token_sealed: string | null;
  };
}

async function activeVehicles(dealerId: number): Promise<string[]> {
  return (await knex()('dealer_vehicles as v')
    .join('offers as o', 'o.id', 'v.offer_id')
    .where({ 'v.dealer_id': dealerId, 'o.status': 'active' })
    .orderBy('v.stock_id')
    .pluck('v.stock_id')) as string[];
}

async function searchTotal(): Promise<number> {
  let total = 0;
  for (const plural of ['cars', 'motorcycles', 'vans'])
    total += (await getJson(ctx.server, `/api/${plural}/search?limit=1`)).body.total as number;
  return total;
}

const hourLater = (d: Date) => new Date(d.getTime() + 3_600_000);

describe('auto-sync of a dealer feed', () => {
  let dealerId: number;
  let clock = new Date();

  it('copies the feed onto the dealer at approval, token sealed', async () => {
    dealerId = await approvedDealer({ feedUrl: `${sample.url}/feed.csv`, dataFormat: 'csv' });
    const dealer = await dealerState(dealerId);
    expect(dealer).toMatchObject({
      sync_url: `${sample.url}/feed.csv`,
      sync_format: 'csv',
      sync_frequency: 'hourly',
      sync_enabled: true,
      last_synced_at: null,
    });
    expect(dealer.sync_token_sealed).toMatch(/^v1\./);
    expect(dealer.sync_token_sealed).not.toContain(TOKEN);
  }, 60_000);

  it('queues one job per due dealer, once per slot, and brings the feed into search', async () => {
    const page = await livePage(ctx.server);
    const searchBefore = await searchTotal();
    // The same tick twice (two processes): one job.
    await dealerSyncTask({ knex: knex() }, clock);
    const again = await dealerSyncTask({ knex: knex() }, clock);
    expect(again.queued).toBe(0);
    expect(await syncJobs(dealerId)).toHaveLength(1);
    const id = (await syncJobs(dealerId))[0]!.id;
    await eventually(async () => {
      expect((await syncJobs(dealerId)).find((j) => j.id === id)!.state).toBe('done');
    }, 30_000);
    await ctx.server.app.feed.sync();
    const dealer = await dealerState(dealerId);
    expect(dealer.last_sync_result).toMatchObject({
      ok: true,
      complete: true,
      processed: sample.vehicleCount,
      added: sample.vehicleCount,
      updated: 0,
      unchanged: 0,
      removed: 0,
      rejected: 0,
      issues: [],
    });
    expect(dealer.last_synced_at).not.toBeNull();
    expect(sample.vehicleCount).toBe(120);
    expect(await activeVehicles(dealerId)).toEqual([...sample.ids()].sort());
    expect(await searchTotal()).toBe(searchBefore + 120);
    // The ids are the inventory API's: dealer:<id>:<stockId> on the first-party platform.
    const offer = await knex()('offers')
      .where({ external_id: `dealer:${dealerId}:${sample.ids()[0]}` })
      .first();
    expect(offer).toMatchObject({ platform: 'allmotors', status: 'active' });

    const done = await page.next((m) => m.type === 'auto_sync_completed', 10_000);
    expect(done.data).toMatchObject({ processed: 120, count: 120, dealerName: 'Northgate Motors Ltd' });
    await page.close();
  }, 60_000);

  it("shows admins the dealer's feed, schedule and last pull on its application", async () => {
    const { application_id } = await knex()('dealers').where({ id: dealerId }).first('application_id');
    const res = await admin.get(`/api/admin/dealer-applications/${application_id}`);
    expect(res.status).toBe(200);
    const dealer = await dealerState(dealerId);
    expect(res.body.sync).toEqual({
      url: `${sample.url}/feed.csv`,
      format: 'csv',
      frequency: 'hourly',
      enabled: true,
      pulling: false,
      lastSyncedAt: dealer.last_synced_at!.toISOString(),
      lastResult: dealer.last_sync_result,
    });
    expect(res.body.sync.lastResult).toMatchObject({ ok: true, added: 120 });
  });

  it('is not due again before its frequency', async () => {
    const queued = await dealerSyncTask({ knex: knex() }, new Date(clock.getTime() + 10 * 60_000));
    expect(queued.queued).toBe(0);
    expect(await syncJobs(dealerId)).toHaveLength(1);
  });

  it('changes nothing when the feed did not change', async () => {
    clock = hourLater(clock);
    const dealer = await tick(dealerId, clock);
    expect(dealer.last_sync_result).toMatchObject({ processed: 120, unchanged: 120, added: 0, removed: 0 });
  }, 60_000);

  it('removes a vehicle the feed no longer lists', async () => {
    const sold = sample.ids()[5]!;
    sample.remove(sold);
    const searchBefore = await searchTotal();
    clock = hourLater(clock);
    const dealer = await tick(dealerId, clock);
    expect(dealer.last_sync_result).toMatchObject({ processed: 119, unchanged: 119, removed: 1 });
    expect(await activeVehicles(dealerId)).not.toContain(sold);
    expect(await activeVehicles(dealerId)).toHaveLength(119);
    expect(await searchTotal()).toBe(searchBefore - 1);
  }, 60_000);

  it('records a failing feed, removes nothing, and retries', async () => {
    const url = (await dealerState(dealerId)).sync_url!;
    // Nothing listens on port 1 of this host: every attempt fails.
    await knex()('dealers').where({ id: dealerId }).update({ sync_url: 'http://127.0.0.1:1/feed.csv' });
    const before = await activeVehicles(dealerId);
    clock = hourLater(clock);
    await dealerSyncTask({ knex: knex() }, clock);
    const [job] = (await syncJobs(dealerId)).slice(-1);
    await eventually(async () => {
      const failing = (await syncJobs(dealerId)).find((j) => j.id === job!.id)!;
      expect(failing.attempts).toBeGreaterThanOrEqual(1);
      expect(failing.last_error).toContain('The feed could not be reached');
    }, 30_000);
    const dealer = await dealerState(dealerId);
    expect(dealer.last_sync_result).toMatchObject({ ok: false, processed: 0, removed: 0 });
    expect(dealer.last_sync_result!.error).toContain('The feed could not be reached');
    expect(await activeVehicles(dealerId)).toEqual(before);
    // While it retries, the dealer is not queued again.
    expect((await dealerSyncTask({ knex: knex() }, hourLater(clock))).queued).toBe(0);
    await knex()('jobs').where({ id: job!.id }).update({ state: 'failed', finished_at: new Date() });
    await knex()('dealers').where({ id: dealerId }).update({ sync_url: url });
  }, 60_000);

  it('says on the dealer when a sync gave up: its process died on the last attempt', async () => {
    const before = await dealerState(dealerId);
    const [job] = (await knex()('jobs')
      .insert({
        queue: SYNC_QUEUE,
        payload: JSON.stringify({ dealerId }),
        state: 'running',
        attempts: 3,
        max_attempts: 3,
        lease_owner: 'a process that was killed',
        lease_until: new Date(Date.now() - 60_000),
      })
      .returning('id')) as { id: number }[];
    await eventually(async () => {
      expect((await syncJobs(dealerId)).find((j) => j.id === job!.id)!.state).toBe('failed');
      const after = await dealerState(dealerId);
      expect(after.last_sync_result).toMatchObject({
        ok: false,
        processed: 0,
        error: 'The sync gave up: Its worker stopped responding on the last attempt',
      });
      expect(after.last_synced_at!.getTime()).toBeGreaterThan(before.last_synced_at!.getTime());
    }, 30_000);
    // No vehicle changed.
    expect((await activeVehicles(dealerId)).length).toBeGreaterThan(0);
  }, 60_000);

  // Another process on the same database (PostgreSQL only): its pages hear the sync through NOTIFY.
  it.skipIf(!loadConfig().databaseUrl)(
    'announces the sync to pages on every process',
    async () => {
      const peer = await createPeerServer(ctx, { config: { dealerApiAllowedHosts: LOCAL } });
      try {
        await peer.server.start();
        const page = await livePage(peer.server);
        clock = hourLater(clock);
        await tick(dealerId, clock);
        const done = await page.next((m) => m.type === 'auto_sync_completed', 10_000);
        expect(done.data).toMatchObject({ processed: 119, count: 0, ids: [] });
        await page.close();
      } finally {
        await peer.close();
      }
    },
    60_000,
  );

  it('pulls an API only when the dealer did not decline auto-sync at registration', async () => {
    const api = { integrationType: 'api', apiEndpoint: `${sample.url}/api/vehicles` };
    const dealerAccount = { role: 'dealer', companyName: 'Northgate Motors Ltd' };
    const declined = await approvedDealer(api, { ...dealerAccount, autoSyncEnabled: false });
    expect(await dealerState(declined)).toMatchObject({
      sync_url: `${sample.url}/api/vehicles`,
      sync_enabled: false,
    });
    const agreed = await approvedDealer(api, { ...dealerAccount, autoSyncEnabled: true });
    expect(await dealerState(agreed)).toMatchObject({ sync_enabled: true });
    // A feed is pulled whatever the account said.
    const feed = await approvedDealer(
      { feedUrl: `${sample.url}/feed.xml`, dataFormat: 'xml' },
      { ...dealerAccount, autoSyncEnabled: false },
    );
    expect(await dealerState(feed)).toMatchObject({ sync_enabled: true });
  }, 120_000);

  it('pulls the API of a simple application approved at once, hourly', async () => {
    const agent = new Agent(ctx.server);
    await agent.register();
    const res = await agent.post('/api/dealer/submit-application', {
      dealerName: 'Quick Cars',
      contactEmail: 'hello@quick.example',
      apiUrl: `${sample.url}/api/vehicles`,
      authToken: TOKEN,
    });
    expect(res.status).toBe(201);
    const mine = await eventually(async () => {
      const body = (await agent.get(`/api/dealer/applications/${res.body.applicationId}`)).body;
      expect(body.status).toBe('approved');
      return body as { dealerId: number };
    }, 30_000);
    const dealer = await dealerState(mine.dealerId);
    expect(dealer).toMatchObject({
      sync_url: `${sample.url}/api/vehicles`,
      sync_format: 'json',
      sync_frequency: 'hourly',
      sync_enabled: true,
    });
    expect(dealer.sync_token_sealed).not.toContain(TOKEN);
    const synced = await tick(mine.dealerId, hourLater(hourLater(hourLater(clock))));
    expect(synced.last_sync_result).toMatchObject({ ok: true, complete: true, added: sample.ids().length });
    expect(await activeVehicles(mine.dealerId)).toEqual([...sample.ids()].sort());
  }, 120_000);

  it('never queues a dealer without a sync URL', async () => {
    const plain = await dealerWithKey(knex(), 'Plain Motors');
    await dealerSyncTask({ knex: knex() }, hourLater(hourLater(clock)));
    expect(await syncJobs(plain.id)).toEqual([]);
  });
});
