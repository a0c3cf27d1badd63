// The scraping API's rules: who may call it (DECISIONS 5), what it refuses, and what it reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createCrawlWorld, type CrawlWorld } from '../../testing/crawl-world.js';
import { TEST_OPERATOR_TOKEN } from '../../testing/test-server.js';

let t: CrawlWorld;
const operator = { 'x-operator-token': TEST_OPERATOR_TOKEN };

beforeAll(async () => {
  // No worker: runs stay where the API leaves them.
  t = await createCrawlWorld({ worker: false });
});
afterAll(() => t?.close());

describe('who may use the scraping API', () => {
  it('answers 401 signed out, 403 to a signed-in non-admin, and the status to an admin', async () => {
    expect((await new Agent(t.server).get('/api/scraping/status')).status).toBe(401);
    const user = new Agent(t.server);
    await user.register();
    expect((await user.get('/api/scraping/status')).status).toBe(403);
    expect((await user.post('/api/scraping/start', {})).status).toBe(403);
    const res = await t.admin.get('/api/scraping/status');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      active: false,
      killSwitch: false,
      totalCars: 0,
      sitesScraped: 0,
      run: null,
    });
    expect(res.body.sources.map((s: { id: string }) => s.id)).toEqual([
      'autohub',
      'motormart',
      'drivelist',
      'pistonpost',
      'wheelswap',
      'localmotors',
      'dealerdirect',
      'carnation',
    ]);
    expect(res.body.sources[0]).toMatchObject({ listings: 0, lastRun: null, state: 'idle', kind: 'html' });
  });

  it('accepts the operator token as an admin, without a CSRF token, and refuses a wrong one', async () => {
    const anon = new Agent(t.server);
    expect(
      (await anon.request('GET', '/api/scraping/sources', undefined, { headers: operator })).status,
    ).toBe(200);
    const wrong = await anon.request('GET', '/api/scraping/sources', undefined, {
      headers: { 'x-operator-token': 'guess' },
    });
    expect(wrong.status).toBe(401);
  });

  it('refuses a browser start without the CSRF token', async () => {
    expect((await t.admin.post('/api/scraping/start', {}, { csrf: false })).status).toBe(403);
  });
});

describe('starting and cancelling runs', () => {
  it('names the field of a bad body and refuses an unknown source', async () => {
    const bad = await t.admin.post('/api/scraping/start', { sources: 'autohub' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^sources:/);
    const unknown = await t.admin.post('/api/scraping/start', { sources: ['nowhere'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('nowhere');
  });

  it('starts a run (202), refuses an overlapping start with 409, and cancels it', async () => {
    const res = await t.admin.post('/api/scraping/start', {});
    expect(res.status).toBe(202);
    expect(res.body.run).toMatchObject({ state: 'starting', trigger: 'manual', progress: 0 });
    expect(res.body.run.sources).toHaveLength(8);
    const again = await t.admin.post('/api/scraping/start', {});
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already active \(run \d+/);
    const status = (await t.admin.get('/api/scraping/status')).body;
    expect(status).toMatchObject({ active: true, run: { id: res.body.run.id } });
    expect(status.sources[0].state).toBe('queued');

    const cancelled = await t.admin.post(`/api/scraping/runs/${res.body.run.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.run).toMatchObject({ state: 'cancelled', progress: 100 });
    expect(cancelled.body.run.sources.every((s: { state: string }) => s.state === 'cancelled')).toBe(true);
    expect((await t.admin.post(`/api/scraping/runs/${res.body.run.id}/cancel`, {})).status).toBe(409);
    expect((await t.admin.get('/api/scraping/runs?limit=5')).body.runs[0]).toMatchObject({
      id: res.body.run.id,
      state: 'cancelled',
      requestedBy: expect.any(String),
    });
  });

  it('answers 404 for an unknown run and 400 for a malformed id', async () => {
    expect((await t.admin.get('/api/scraping/runs/999999')).status).toBe(404);
    expect((await t.admin.get('/api/scraping/runs/abc')).status).toBe(400);
    expect((await t.admin.get('/api/scraping/runs?limit=0')).body.message).toMatch(/^limit:/);
  });
});

describe('source configuration and the kill switch', () => {
  it('disables and enables a source, validating the change', async () => {
    const off = await t.admin.patch('/api/scraping/sources/wheelswap', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ id: 'wheelswap', enabled: false, state: 'disabled' });
    expect((await t.admin.patch('/api/scraping/sources/wheelswap', { enabled: 'no' })).body.message).toMatch(
      /^enabled:/,
    );
    expect((await t.admin.patch('/api/scraping/sources/wheelswap', {})).status).toBe(400);
    expect((await t.admin.patch('/api/scraping/sources/nowhere', { enabled: true })).status).toBe(404);
    expect((await t.admin.patch('/api/scraping/sources/wheelswap', { enabled: true })).body.enabled).toBe(
      true,
    );
  });

  it('refuses to start while the kill switch is on', async () => {
    expect((await t.admin.put('/api/scraping/kill-switch', { on: true })).body).toEqual({ killSwitch: true });
    const res = await t.admin.post('/api/scraping/start', {});
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/kill switch/);
    expect((await t.admin.put('/api/scraping/kill-switch', { on: 'yes' })).status).toBe(400);
    await t.admin.put('/api/scraping/kill-switch', { on: false });
  });
});

describe('what the crawler tells the sites it visits', () => {
  it('serves the /bot page its User-Agent points at', async () => {
    const res = await t.server.inject('/bot');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.payload).toContain('User-agent: AllMotorsBot');
    expect(res.payload).toContain('Retry-After');
  });
});

describe('readiness while a fresh install fills itself', () => {
  it('answers 503 while the first-start crawl runs and 200 once it has finished', async () => {
    const run = await t.server.app.scraping.start({ trigger: 'first_start' });
    const filling = await t.server.inject('/api/health/ready');
    expect(filling.statusCode).toBe(503);
    expect(JSON.parse(filling.payload)).toMatchObject({ status: 'filling', runId: run.id });
    await t.server.app.scraping.cancel(run.id);
    const ready = await t.server.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(JSON.parse(ready.payload)).toMatchObject({ status: 'ready' });
  });
});
