// Tracked links and the analytics counted from them: a view once per visitor per post per 30 minutes,
// reach as distinct visitors, bots sent on but not counted, and enquiries and saves that followed an
// arrival attributed to the last post the person came through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestDb, serveForTest, type TestContext } from '../../testing/test-server.js';
import { agentClass } from './links.js';
import { BROWSER, dealerWithStock, postBody, type TestDealer } from './testing.js';

let ctx: TestContext;
let dealer: TestDealer;
let facebook: { id: number; code: string };
let twitter: { id: number; code: string };

async function publish(over: Record<string, unknown>) {
  const res = await dealer.agent.post('/api/social/posts', postBody(dealer, over));
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return { id: res.body.id as number, code: res.body.link.code as string };
}

const visit = (agent: Agent, code: string, userAgent = BROWSER) =>
  agent.request('GET', `/r/${code}`, undefined, { headers: { 'user-agent': userAgent } });

const metricsOf = async (id: number) =>
  (await dealer.agent.get(`/api/social/posts/${dealer.id}?limit=50`)).body.posts.find(
    (p: { id: number }) => p.id === id,
  ).analytics.metrics;

/** Moves every recorded visit back in time, as if the visitor came `minutes` earlier. */
const age = (minutes: number) =>
  ctx.db.knex.raw(`update social_link_visits set visited_at = visited_at - make_interval(mins => ?)`, [
    minutes,
  ]);

const londonToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

beforeAll(async () => {
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(db, drop, {}, {});
  dealer = await dealerWithStock(ctx, 'Northgate Motors', [{}, { make: 'Ford', model: 'Focus' }]);
  facebook = await publish({ platform: 'facebook' });
  twitter = await publish({ platform: 'twitter', description: 'Just in: 2021 Volkswagen Golf.' });
});
afterAll(() => ctx?.close());

describe('the tracked link', () => {
  it('sends a visitor on to the car with a long-lived visitor cookie', async () => {
    const visitor = new Agent(ctx.server);
    const res = await visit(visitor, facebook.code);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/cars/${dealer.carIds[0]}`);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] as string[])
      .find((c) => c.startsWith('am_vid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=34560000/);
    const second = await visit(visitor, facebook.code);
    expect(([] as string[]).concat((second.headers['set-cookie'] as string[]) ?? []).join()).not.toMatch(
      /am_vid=/,
    );
    await ctx.db.knex('social_link_visits').delete();
  });

  it('answers an unknown code with a short page linking home', async () => {
    for (const code of ['AAAAAAAAAAAA', 'short', '../etc']) {
      const res = await ctx.server.inject({ method: 'GET', url: `/r/${encodeURIComponent(code)}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.payload).toContain('href="/"');
    }
  });

  it('knows link unfurlers and crawlers from people', () => {
    for (const ua of [
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'WhatsApp/2.23.20.0',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'SomeCrawler/3.0',
      'AcmeSpider',
      '',
    ])
      expect(agentClass(ua), ua).toBe('bot');
    expect(agentClass(BROWSER)).toBe('mobile');
    expect(
      agentClass('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'),
    ).toBe('desktop');
    expect(
      agentClass('Mozilla/5.0 (Linux; Android 12; CUBOT X30) AppleWebKit/537.36 Mobile Safari/537.36'),
    ).toBe('mobile');
  });
});

describe('views, reach and attribution', () => {
  it('counts a view once per visitor per post per 30 minutes, each post its own, bots never', async () => {
    const ann = new Agent(ctx.server);
    const ben = new Agent(ctx.server);
    const bot = new Agent(ctx.server);
    await visit(ann, facebook.code);
    await visit(ann, facebook.code);
    await visit(ann, twitter.code);
    await visit(ben, facebook.code);
    const unfurl = await visit(bot, facebook.code, 'facebookexternalhit/1.1');
    expect(unfurl.status).toBe(302);
    expect(bot.cookies.has('am_vid')).toBe(false);
    const head = await ctx.server.inject({
      method: 'HEAD',
      url: `/r/${facebook.code}`,
      headers: { 'user-agent': BROWSER },
    });
    expect(head.statusCode).toBe(302);

    expect(await metricsOf(facebook.id)).toMatchObject({ views: 2, reach: 2 });
    expect(await metricsOf(twitter.id)).toMatchObject({ views: 1, reach: 1 });
    let analytics = (await dealer.agent.get(`/api/social/analytics/${dealer.id}?days=7`)).body;
    expect(analytics.summary).toMatchObject({
      views: 3,
      reach: 2,
      posts: 2,
      engagements: 0,
      avgEngagementRate: 0,
    });
    expect(analytics.daily.at(-1)).toEqual({ date: londonToday(), views: 3, reach: 2 });
    expect(analytics.byPlatform).toEqual([
      { platform: 'facebook', posts: 1, views: 2, reach: 2, engagements: 0 },
      { platform: 'twitter', posts: 1, views: 1, reach: 1, engagements: 0 },
    ]);
    expect(analytics.topPerformingPosts.map((p: { id: number }) => p.id)).toEqual([facebook.id, twitter.id]);

    // Half an hour later Ann's return is a view again; Ben's 20 minutes after his first is not.
    await age(31);
    await visit(ann, facebook.code);
    await age(20);
    await visit(ann, facebook.code);
    await visit(ben, facebook.code);
    expect(await metricsOf(facebook.id)).toMatchObject({ views: 4, reach: 2 });
    analytics = (await dealer.agent.get(`/api/social/analytics/${dealer.id}?days=1`)).body;
    expect(analytics.daily).toHaveLength(1);
    await ctx.db.knex('social_link_visits').delete();
  });

  it('counts an enquiry or save made after arriving through a link, not one made before', async () => {
    const car = dealer.carIds[0]!;
    // Cleo enquired before she ever came through a link; then she arrives, then saves the car.
    const cleo = new Agent(ctx.server);
    await cleo.register();
    expect((await cleo.post(`/api/cars/${car}/enquiries`, { body: 'Is it still for sale?' })).status).toBe(
      201,
    );
    await visit(cleo, facebook.code);
    expect((await cleo.post('/api/dream-garage', { carId: car })).status).toBe(201);
    expect(await metricsOf(facebook.id)).toMatchObject({ views: 1, reach: 1, enquiries: 0, saves: 1 });

    // Dan arrives signed out through Facebook, later through X, then signs up and enquires: the
    // visits become his when he signs in, and the enquiry is X's, the last post he came through.
    const dan = new Agent(ctx.server);
    await visit(dan, facebook.code);
    await visit(dan, twitter.code);
    expect(dan.cookies.has('am_vuc')).toBe(true);
    await dan.register();
    expect((await dan.post(`/api/cars/${car}/enquiries`, { body: 'Can I see it on Saturday?' })).status).toBe(
      201,
    );
    expect(dan.cookies.has('am_vuc')).toBe(false);
    const claimed = await ctx.db.knex('social_link_visits').whereNotNull('user_id').count({ n: '*' }).first();
    expect(Number(claimed!.n)).toBe(3);
    expect(await metricsOf(twitter.id)).toMatchObject({ enquiries: 1, saves: 0 });
    expect(await metricsOf(facebook.id)).toMatchObject({ enquiries: 0, saves: 1 });

    // A save of another car is not this post's.
    await dan.post('/api/dream-garage', { carId: dealer.carIds[1] });
    const analytics = (await dealer.agent.get(`/api/social/analytics/${dealer.id}`)).body;
    expect(analytics.summary).toMatchObject({ views: 3, reach: 2, engagements: 2, avgEngagementRate: 100 });
    const top = analytics.topPerformingPosts.find((p: { id: number }) => p.id === twitter.id);
    expect(top).toMatchObject({ views: 1, reach: 1, engagements: 1, engagement_rate: 100 });
  });

  it('records a signed-in visitor’s visit as theirs at once, without marking the browser', async () => {
    const eve = new Agent(ctx.server);
    await eve.register();
    await visit(eve, facebook.code);
    // Signed in at the visit: the visit is hers at once, and the browser is not marked.
    expect(eve.cookies.has('am_vuc')).toBe(false);
    const row = await ctx.db.knex('social_link_visits').orderBy('id', 'desc').first();
    expect(row.user_id).not.toBeNull();
    expect(row.agent).toBe('mobile');
  });
});
