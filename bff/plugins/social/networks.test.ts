// Delivery to a network: the Facebook Pages adapter is called only when a Page id and token are
// configured and the post is for Facebook; a refusal or an unreachable Graph API leaves the post kept
// and marked failed with the reason. A local HTTP server stands in for graph.facebook.com.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestDb, serveForTest, type TestContext } from '../../testing/test-server.js';
import { deliver } from './networks.js';
import { dealerWithStock, postBody, type TestDealer } from './testing.js';

interface Received {
  path: string;
  form: URLSearchParams;
}

let ctx: TestContext;
let dealer: TestDealer;
let graph: http.Server;
let graphUrl: string;
const received: Received[] = [];
/** What the stand-in Graph API answers next. */
let answer: { status: number; body: unknown } = { status: 200, body: { id: '1234_5678' } };

beforeAll(async () => {
  graph = http.createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', form: new URLSearchParams(data) });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(
    db,
    drop,
    { facebookPage: { pageId: '1029384756', token: 'page-token-secret' }, facebookGraphUrl: graphUrl },
    {},
  );
  dealer = await dealerWithStock(ctx, 'Northgate Motors');
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => graph?.close(resolve));
});

describe('the Facebook Page adapter', () => {
  it('posts the final text and the tracked link to the Page feed when configured', async () => {
    received.length = 0;
    answer = { status: 200, body: { id: '1029384756_42' } };
    const res = await dealer.agent.post('/api/social/posts', postBody(dealer));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'published',
      delivery: { state: 'sent', message: expect.stringContaining('1029384756_42') },
    });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.path).toBe('/v19.0/1029384756/feed');
    expect(call!.form.get('message')).toBe(
      'Just arrived at our forecourt. Come and see it.\n\n#VolkswagenGolf #UsedCars',
    );
    expect(call!.form.get('link')).toBe(res.body.link.url);
    expect(call!.form.get('access_token')).toBe('page-token-secret');
  });

  it('keeps a refused post, marked failed with Facebook’s reason', async () => {
    received.length = 0;
    answer = { status: 400, body: { error: { message: 'Invalid OAuth access token.', code: 190 } } };
    const res = await dealer.agent.post('/api/social/posts', postBody(dealer));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'failed',
      delivery: { state: 'failed', message: 'Facebook did not accept the post: Invalid OAuth access token.' },
    });
    const listed = (await dealer.agent.get(`/api/social/posts/${dealer.id}`)).body.posts;
    expect(listed.map((p: { id: number }) => p.id)).toContain(res.body.id);
    expect(JSON.stringify(listed)).not.toContain('page-token-secret');
  });

  it('calls no network for other platforms, even with Facebook configured', async () => {
    received.length = 0;
    const res = await dealer.agent.post('/api/social/posts', postBody(dealer, { platform: 'linkedin' }));
    expect(res.body).toMatchObject({ status: 'published', delivery: { state: 'not_configured' } });
    expect(res.body.delivery.message).toMatch(/No LinkedIn credentials are configured here/);
    expect(received).toHaveLength(0);
  });

  it('says when Facebook cannot be reached or does not answer in time', async () => {
    const closed = await deliver(
      { facebookPage: { pageId: '1', token: 't' }, graphUrl: 'http://127.0.0.1:1' },
      { platform: 'facebook', message: 'm', link: 'https://allmotors.example/r/x' },
    );
    expect(closed).toMatchObject({ state: 'failed', message: expect.stringMatching(/could not be reached/) });
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = await deliver(
      {
        facebookPage: { pageId: '1', token: 't' },
        graphUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        timeoutMs: 200,
      },
      { platform: 'facebook', message: 'm', link: 'https://allmotors.example/r/x' },
    );
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    expect(slow).toMatchObject({ state: 'failed', message: expect.stringMatching(/did not answer within/) });
  });
});

describe('configuration', () => {
  it('takes the Page id and token as a pair', () => {
    expect(loadConfig({ FACEBOOK_PAGE_ID: '123', FACEBOOK_PAGE_TOKEN: 'tok' }).facebookPage).toEqual({
      pageId: '123',
      token: 'tok',
    });
    expect(loadConfig({}).facebookPage).toBeNull();
    expect(() => loadConfig({ FACEBOOK_PAGE_ID: '123' })).toThrow(
      /FACEBOOK_PAGE_TOKEN: must be set with FACEBOOK_PAGE_ID/,
    );
    expect(() => loadConfig({ FACEBOOK_PAGE_ID: 'my-page', FACEBOOK_PAGE_TOKEN: 't' })).toThrow(
      /FACEBOOK_PAGE_ID: /,
    );
  });
});
