// Issue 15 item 8: input the database cannot store, or that is not the shape a route expects, is the
// client's mistake and answers 400 naming the field, never a 500.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createServer } from '../server.js';
import { toBoom } from './errors.js';
import { listingForm } from '../plugins/listings/test-helpers.js';
import { Agent } from '../testing/agent.js';
import { createTestDb, createTestServer, type TestContext } from '../testing/test-server.js';

let ctx: TestContext;
let seller: Agent;
let buyer: Agent;
let carId: number;
let listingId: number;
let threadId: number;

const NUL = '\u0000';

beforeAll(async () => {
  ctx = await createTestServer({ listings: 40 });
  carId = (await ctx.db.knex('listings').where('status', 'active').orderBy('id').first('id')).id;
  seller = new Agent(ctx.server);
  await seller.register();
  const created = await seller.post('/api/user/listings', listingForm());
  expect(created.status).toBe(201);
  listingId = created.body.id;
  buyer = new Agent(ctx.server);
  await buyer.register();
  expect((await buyer.post('/api/dream-garage', { carId })).status).toBe(201);
  const enquiry = await buyer.post(`/api/cars/${listingId}/enquiries`, { body: 'Is it still for sale?' });
  expect(enquiry.status).toBe(201);
  threadId = enquiry.body.id;
}, 300_000);
afterAll(() => ctx?.close());

describe('a NUL byte in a text field', () => {
  it('answers 400 naming username on login', async () => {
    const res = await new Agent(ctx.server).login(NUL, 'x12345');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^username: must not contain control characters/);
  });

  it('answers 400 naming firstName on a profile edit', async () => {
    const res = await buyer.patch('/api/user', { firstName: NUL });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/firstName: must not contain control characters/);
  });

  it('answers 400 naming notes when saving or editing a garage car', async () => {
    const saved = await buyer.patch(`/api/dream-garage/${carId}`, { notes: `nice${NUL}` });
    expect(saved.status).toBe(400);
    expect(saved.body.message).toMatch(/notes: must not contain control characters/);
    const added = await buyer.post('/api/dream-garage', { carId: carId + 1, notes: NUL });
    expect(added.status).toBe(400);
  });

  it.each(['make', 'model', 'variant', 'town', 'description'])(
    'answers 400 naming %s when creating or editing a listing',
    async (field) => {
      const body = listingForm({ [field]: `Zed${NUL}x` });
      const created = await seller.post('/api/user/listings', body);
      expect(created.status).toBe(400);
      expect(created.body.message).toContain(`${field}: must not contain control characters`);
      const edited = await seller.put(`/api/user/listings/${listingId}`, body);
      expect(edited.status).toBe(400);
      expect(edited.body.message).toContain(`${field}: must not contain control characters`);
    },
  );

  it('answers 400 naming body for an enquiry and a reply', async () => {
    const enquiry = await buyer.post(`/api/cars/${listingId}/enquiries`, { body: `hi${NUL}` });
    expect(enquiry.status).toBe(400);
    expect(enquiry.body.message).toMatch(/body: must not contain control characters/);
    const reply = await seller.post(`/api/user/enquiries/${threadId}/replies`, { body: NUL });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(/body: must not contain control characters/);
  });

  it('answers 400 for other control characters, lone surrogates and control characters in keys', async () => {
    for (const firstName of ['a\u0007b', 'a\u007fb', 'a\u001bb', '\ud800x', 'x\udfff']) {
      const res = await buyer.patch('/api/user', { firstName });
      expect(res.status, JSON.stringify(firstName)).toBe(400);
    }
    const key = await buyer.patch('/api/user', { [`first${NUL}Name`]: 'Sam' });
    expect(key.status).toBe(400);
    expect(key.body.message).toMatch(/must not contain control characters/);
  });

  it('keeps tab, line feed and carriage return in free text', async () => {
    const res = await buyer.patch(`/api/dream-garage/${carId}`, { notes: 'one\ttwo\r\nthree' });
    expect(res.status).toBe(200);
  });
});

describe('a listing body that is not an object', () => {
  it.each([true, 1, 'x', null, [1, 2]])('answers 400 for %j on create and edit', async (payload) => {
    const json = JSON.stringify(payload);
    const headers = { 'content-type': 'application/json' };
    const created = await seller.request('POST', '/api/user/listings', json, { headers });
    expect(created.status).toBe(400);
    expect(created.body.message).toMatch(/must be an object|is required/);
    const edited = await seller.request('PUT', `/api/user/listings/${listingId}`, json, { headers });
    expect(edited.status).toBe(400);
  });
});

describe('the database backstop', () => {
  it("maps the database's own invalid-byte error to a 400", async () => {
    const error = await ctx.db.knex.raw('select ?::text as s', ['a\u0000b']).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ code: '22021' });
    const boom = toBoom(error);
    expect(boom?.output.statusCode).toBe(400);
    expect(boom?.message).toMatch(/characters that cannot be stored/);
  });
});

describe('a NUL in a path outside the API', () => {
  it('answers the built app without a 5xx (/demo-sources/autohub/vehicles/%00 and file-like paths)', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'allmotors-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    const { db, drop } = await createTestDb();
    const server = await createServer(
      { ...loadConfig(), logLevel: 'silent', port: 0, searchThreads: 0 },
      { db, webDist: dist },
    );
    await server.initialize();
    try {
      for (const url of [
        '/demo-sources/autohub/vehicles/%00',
        '/x/%00.js',
        '/assets/%00.css',
        '/%ED%A0%80',
      ]) {
        const res = await server.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBeLessThan(500);
      }
    } finally {
      await server.stop();
      await drop();
      await rm(dist, { recursive: true, force: true });
    }
  }, 300_000);
});
