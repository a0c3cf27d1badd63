// The app's hashed files go out in their Brotli form (built beside them by web/vite.config.ts) to a
// browser that takes Brotli, and gzipped as before to one that does not.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Hapi from '@hapi/hapi';
import Inert from '@hapi/inert';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, webAppPlugin } from './index.js';

let dist: string;
let server: Hapi.Server;
// A script big enough to be worth compressing.
const script = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, car: `Ford Focus ${i}` })))};\n`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'allmotors-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(dist, 'assets/app-1a2b3c.js'), script);
  await writeFile(path.join(dist, 'assets/app-1a2b3c.js.br'), brotliCompressSync(script));
  // A file the build left without a Brotli form (too small, or an older build).
  await writeFile(path.join(dist, 'assets/plain-4d5e6f.js'), script);
  server = Hapi.server({ compression: { minBytes: 1400 } });
  await server.register(Inert);
  await server.register({ plugin: webAppPlugin, options: { dist, present: true } });
});

afterAll(async () => {
  await server?.stop();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the app’s files in Brotli', () => {
  it('sends the Brotli form to a browser that takes it, as the script it is', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
    expect(res.headers.vary).toMatch(/accept-encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('gzips the file itself for a browser that does not take Brotli', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that asks for no encoding', async () => {
    const res = await get('/assets/app-1a2b3c.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(script);
  });

  it('honours a refusal of Brotli', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'br;q=0, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('gzips a file that has no Brotli form', async () => {
    const res = await get('/assets/plain-4d5e6f.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['br', true],
    ['gzip, deflate, br', true],
    ['gzip;q=1.0, br;q=0.5', true],
    ['*', true],
    ['gzip, *;q=0.1', true],
    ['gzip, deflate', false],
    ['br;q=0', false],
    ['br;q=0, *', false],
    ['*;q=0', false],
    ['', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
