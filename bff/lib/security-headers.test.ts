// The security headers on every kind of answer (lib/security-headers.ts and server.ts's `security`
// route option): JSON, the app shell, a page the server writes, 404s and errors; HSTS only over https.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createServer, type AppServer } from '../server.js';
import { createTestDb } from '../testing/test-server.js';
import { inlineScriptHashes } from './security-headers.js';

const INLINE = 'console.log("inline")';
const SHELL = `<!doctype html><html><head><script>${INLINE}</script>
<script type="module" src="/assets/app.js"></script><script type="application/ld+json">{}</script></head>
<body><div id="root"></div></body></html>`;

interface Served {
  server: AppServer;
  close(): Promise<void>;
}

/** A server over an empty database, serving a built app of one inline and one external script. */
async function serve(publicUrl: string): Promise<Served> {
  const { db, drop } = await createTestDb();
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'allmotors-shell-'));
  fs.writeFileSync(path.join(dist, 'index.html'), SHELL);
  const server = await createServer(
    { ...loadConfig(), logLevel: 'silent', port: 0, searchThreads: 0, publicUrl },
    { db, webDist: dist },
  );
  await server.initialize();
  // A handler that fails unexpectedly (a 500 is an error answer like any other).
  server.route({
    method: 'GET',
    path: '/api/test/crash',
    options: { auth: false, handler: () => Promise.reject(new Error('bug')) },
  });
  return {
    server,
    close: async () => {
      await server.stop();
      await drop();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}

let http: Served;
let https: Served;
beforeAll(async () => {
  http = await serve('http://localhost:3000');
  https = await serve('https://allmotors.example');
});
afterAll(async () => {
  await http?.close();
  await https?.close();
});

const answers = async (server: AppServer) => ({
  'an API answer': await server.inject('/api/health'),
  'the HTML shell': await server.inject('/cars/12'),
  'a page the server writes': await server.inject('/bot'),
  'an unknown API path (404)': await server.inject('/api/nothing-here'),
  'a route hapi does not know (404)': await server.inject({ method: 'POST', url: '/nothing-here' }),
  'a domain error (404 from a service)': await server.inject('/api/cars/99999999/running-costs'),
  'a refused input (400)': await server.inject('/api/cars/abc'),
  'an unexpected failure (500)': await server.inject('/api/test/crash'),
});

describe('security headers', () => {
  it('are on every answer: JSON, pages, 404s and errors', async () => {
    for (const [what, res] of Object.entries(await answers(http.server))) {
      const h = res.headers;
      expect.soft(h['content-security-policy'], what).toMatch(/frame-ancestors 'none'/);
      expect.soft(h['x-frame-options'], what).toBe('DENY');
      expect.soft(h['x-content-type-options'], what).toBe('nosniff');
      expect.soft(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expect.soft(h['permissions-policy'], what).toMatch(/camera=\(\), .*geolocation=\(\)/);
      expect.soft(h['cross-origin-opener-policy'], what).toBe('same-origin-allow-popups');
      expect.soft(h['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('give the app shell a policy that runs only its own files and the inline scripts it was built with', async () => {
    const res = await http.server.inject('/');
    const csp = String(res.headers['content-security-policy']);
    const [hash] = inlineScriptHashes(SHELL);
    expect(inlineScriptHashes(SHELL)).toHaveLength(1);
    expect(csp).toContain(`script-src 'self' ${hash};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    expect(csp).toMatch(/base-uri 'self'/);
    expect(csp).toMatch(/form-action 'self'/);
    expect(csp).toMatch(/media-src 'self' blob:/);
    // The live connection (nes) from any of the site's loopback names.
    expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:3000 ws:\/\/127\.0\.0\.1:3000/);
  });

  it('give answers that are not pages a policy that allows nothing', async () => {
    const res = await http.server.inject('/api/health');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  it('add HSTS and the secure WebSocket only when PUBLIC_URL is https', async () => {
    for (const [what, res] of Object.entries(await answers(https.server))) {
      expect.soft(res.headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
    }
    const csp = String((await https.server.inject('/')).headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' wss:\/\/allmotors\.example;/);
    expect(csp).toMatch(/upgrade-insecure-requests/);
  });
});
