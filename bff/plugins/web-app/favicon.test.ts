// Issue 15 item 7: every page load asked for /favicon.ico and got a 404. The icon lives in web/public,
// which the build copies into web/dist as it is; the web app serves it from there.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Hapi from '@hapi/hapi';
import Inert from '@hapi/inert';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppPlugin } from './index.js';

let dist: string;
let server: Hapi.Server;

beforeAll(async () => {
  // A dist as `vite build` leaves it: the app's index.html plus web/public's files at its root.
  dist = await mkdtemp(path.join(tmpdir(), 'allmotors-dist-'));
  await cp(path.resolve('web/public'), dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  server = Hapi.server();
  await server.register(Inert);
  await server.register({ plugin: webAppPlugin, options: { dist, present: true } });
});

afterAll(async () => {
  await server?.stop();
  await rm(dist, { recursive: true, force: true });
});

describe('the site icon', () => {
  it('answers GET /favicon.ico with an icon image', async () => {
    const res = await server.inject('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const body = res.rawPayload;
    // An ICO file: reserved 0, type 1 (icon), at least one image.
    expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it('answers GET /favicon.svg, the icon the page links to, as an SVG image', async () => {
    const html = await readFile(path.resolve('web/index.html'), 'utf8');
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.svg" type="image\/svg\+xml"/);
    const res = await server.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
