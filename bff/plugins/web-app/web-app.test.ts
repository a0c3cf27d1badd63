// The web app as the server serves it, built for real (`vite build` into a folder of the test's own):
// the search home and a car page come rendered with the API's answers, an unknown car is a 404, and
// every other route still falls back to the plain app page.
import fs from 'node:fs/promises';
import path from 'node:path';
import { createBuilder } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { seedDatabase } from '../../../db/seeds/index.js';
import { createServer, type AppServer } from '../../server.js';
import { Agent } from '../../testing/agent.js';
import { createTestDb, SEED_NOW } from '../../testing/test-server.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// Inside the repository, so that the renderer finds React and the rest in node_modules.
const dist = path.join(ROOT, 'node_modules/.cache', `web-app-test-${process.pid}`);

let server: AppServer;
let dropDb: () => Promise<void>;

beforeAll(async () => {
  const builder = await createBuilder({
    configFile: path.join(ROOT, 'web/vite.config.ts'),
    logLevel: 'warn',
    environments: {
      client: { build: { outDir: dist } },
      ssr: { build: { outDir: path.join(dist, 'server') } },
    },
  });
  await builder.buildApp();
  const { db, drop } = await createTestDb();
  dropDb = drop;
  await seedDatabase(db.knex, { listings: 300, seed: 7, now: SEED_NOW });
  server = await createServer({ ...loadConfig(), logLevel: 'silent', port: 0 }, { db, webDist: dist });
  await server.initialize();
});
afterAll(async () => {
  await server?.stop();
  await dropDb?.();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.inject({ url, headers });
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const template = () => fs.readFile(path.join(dist, 'index.html'), 'utf8');

/** The data the page was rendered from, as the app reads it. */
function pageData(html: string) {
  const json = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as {
    queries: { queryKey: unknown[]; data: any; updatedAt: number }[];
  };
}

describe('the rendered search home', () => {
  it('shows the first page of results and the total, with the answers it was rendered from', async () => {
    const search = JSON.parse((await get('/api/cars/search')).payload);
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.payload;
    expect(html).toContain(`>${search.total.toLocaleString('en-GB')} cars found</p>`);
    for (const car of search.cars) expect(html).toContain(escape(car.title));
    const queries = pageData(html).queries;
    expect(queries.find((q) => q.queryKey[0] === '/api/cars/search')?.data).toEqual(search);
    expect(queries.find((q) => q.queryKey[0] === '/api/makes')?.data).toEqual(
      JSON.parse((await get('/api/makes')).payload),
    );
    // It paints without waiting for a stylesheet.
    expect(/<style>(.+?)<\/style>/s.exec(html)?.[1]).toContain('.flex{display:flex}');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('renders the search in the URL', async () => {
    const search = JSON.parse((await get('/api/vans/search?sortBy=price_asc')).payload);
    const html = (await get('/?category=vans&sortBy=price_asc')).payload;
    expect(html).toContain('Find your next <!-- -->van');
    expect(html).toContain(escape(search.cars[0].title));
  });

  it('is the same page for a person signed in as for anyone, with nothing of theirs in it', async () => {
    const agent = new Agent(server);
    await agent.register({ username: 'ssrvisitor', firstName: 'Ermintrude' });
    expect((await agent.get('/api/user')).body).toMatchObject({ firstName: 'Ermintrude' });
    const signedIn = await get('/', { cookie: agent.cookieHeader() });
    const anyone = await get('/');
    // The same but for when the answers were fetched.
    const timeless = (html: string) => html.replace(/"updatedAt":\d+/g, '"updatedAt":0');
    expect(timeless(signedIn.payload) === timeless(anyone.payload)).toBe(true);
    expect(signedIn.payload).not.toMatch(/Ermintrude|ssrvisitor/);
    expect(signedIn.payload).toContain('Loading your account…');
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });
});

describe('a rendered car page', () => {
  it('shows the car and names its route code, so that it loads beside the app', async () => {
    const first = JSON.parse((await get('/api/cars/search')).payload).cars[0];
    const car = JSON.parse((await get(`/api/cars/${first.id}`)).payload);
    for (const url of [`/cars/${car.id}`, `/car/${car.id}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.payload).toContain(
        `<h1 class="text-xl font-bold text-slate-900 sm:text-2xl">${escape(car.title)}</h1>`,
      );
      // Among the scripts the page starts the app with.
      expect(res.payload).toMatch(/<script>\(function\(\)\{.*"\/assets\/car-detail-[^"]+\.js".*<\/script>/);
      expect(pageData(res.payload).queries).toEqual([
        { queryKey: ['/api/cars/{id}', String(car.id), null], data: car, updatedAt: expect.any(Number) },
      ]);
    }
  });

  it('answers 404 with the app page, which shows Car Not Found, for an unknown car or a bad id', async () => {
    for (const url of ['/cars/99999999', '/car/not-a-number']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.payload).toBe(await template());
    }
  });
});

describe('every other route', () => {
  it('falls back to the plain app page, and unknown API paths stay 404 JSON', async () => {
    for (const url of ['/dream-garage', '/auth', '/some/client/route', '/?page=40']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.payload, url).toBe(await template());
    }
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(JSON.parse(api.payload)).toMatchObject({ error: 'Not Found' });
  });
});
