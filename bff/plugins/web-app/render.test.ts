// A first screen the server renders (web/src/entry-server.tsx, loaded from beside the web app) comes
// inside index.html with the state the app starts from; the app's requests are answered in-process;
// any failure or a slow render serves the plain shell, never an error page.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import Hapi from '@hapi/hapi';
import Inert from '@hapi/inert';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSecurityHeaders } from '../../lib/security-headers.js';
import { fillShell } from './render.js';
import { webAppPlugin } from './index.js';

const INLINE = "document.documentElement.dataset.early = ''";
// As Vite writes it: the entry and its modulepreloads in the head.
const SHELL = `<!doctype html><html><head><title>app</title><script>${INLINE}</script><script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
</head><body><div id="root"></div></body></html>`;
// The client build's manifest: a screen whose code loads later, with the chunks it imports and its styles.
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_icons-1.js': { file: 'assets/icons-1.js', imports: ['_react-1.js'] },
  'src/screen.tsx': {
    file: 'assets/screen-1.js',
    imports: ['_react-1.js', '_icons-1.js', 'index.html'],
    css: ['assets/screen-1.css'],
  },
};

// A renderer as the build leaves one: it asks the server for data through the transport it is given.
const ENTRY = `
let send;
const failedOnce = new Set();
export function sendRequestsWith(transport) { send = transport; }
export async function renderPage(url) {
  if (url.startsWith('/broken')) throw new Error('a render that fails');
  if (url.startsWith('/flaky') && !failedOnce.has(url)) {
    failedOnce.add(url);
    throw new Error('a render that fails once');
  }
  if (url.startsWith('/elsewhere')) return null;
  if (url.startsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 400));
  const res = await send('/api/cars/echo?from=' + encodeURIComponent(url));
  const data = await res.json();
  return {
    html: '<link rel="preload" as="image" href="/api/media/1.svg"/><h1>' + data.title + '</h1>',
    state: { data, status: res.status },
    screenModules: url.startsWith('/cars/') ? ['src/screen.tsx'] : [],
  };
}
`;

let root: string;
let server: Hapi.Server;
/** The data version the server's kept pages are checked against; each test starts with a new one. */
let version = 0;
const asked: { url: string; cookie: string | undefined }[] = [];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'allmotors-render-'));
  const dist = path.join(root, 'dist');
  await mkdir(dist);
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(dist, 'index.html'), SHELL);
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite/manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(root, 'dist-ssr/entry-server.js'), ENTRY);
  server = Hapi.server();
  server.app.config = { publicUrl: 'http://localhost:3000' } as typeof server.app.config;
  server.decorate('server', 'logger', pino({ level: 'silent' }));
  server.ext(
    'onPreResponse',
    (request, h) => addSecurityHeaders(request, request.response as never) && h.continue,
  );
  await server.register(Inert);
  server.route({
    method: 'GET',
    path: '/api/cars/echo',
    options: { auth: false },
    handler: (request) => {
      asked.push({
        url: request.url.pathname + request.url.search,
        cookie: request.headers.cookie as string | undefined,
      });
      // A seller's text that tries to end the data block and run a script.
      return {
        title: `Ford Focus ${String(request.query.from)}`,
        notes: '</script><script>alert(1)</script>',
      };
    },
  });
  await server.register({
    plugin: webAppPlugin,
    options: {
      dist,
      present: true,
      renderer: path.join(root, 'dist-ssr/entry-server.js'),
      renderTimeoutMs: 200,
      dataVersion: () => version,
    },
  });
});

beforeEach(() => {
  version++;
});

afterAll(async () => {
  await server?.stop();
  await rm(root, { recursive: true, force: true });
});

/** The page's data block, read as the browser's app reads it (main.tsx). */
function appState(html: string): unknown {
  const block = /<script type="application\/json" id="app-state">([\s\S]*?)<\/script>/.exec(html);
  return block ? JSON.parse(block[1]!) : undefined;
}

describe('a first screen rendered on the server', () => {
  it('comes inside index.html, its markup in the root and its image preloads in the head', async () => {
    const res = await server.inject({ url: '/?make=Ford', headers: { cookie: 'sid=a-visitor' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.payload).toContain('<div id="root"><h1>Ford Focus /?make=Ford</h1></div>');
    expect(res.payload).toMatch(/<link rel="preload" as="image" href="\/api\/media\/1.svg"\/><\/head>/);
    // Its scripts wait for the first paint: held (no browser runs the type), with what to preload.
    expect(res.payload).toContain(
      '<script type="text/x-after-paint" src="/assets/index-1.js" data-preload="/assets/react-1.js"></script>',
    );
    expect(res.payload).not.toContain('type="module"');
    expect(res.payload).not.toContain('rel="modulepreload"');
  });

  it('preloads, after the first paint, the code of a screen that loads later, and its styles at once', async () => {
    const res = await server.inject('/cars/12');
    const held = /<script type="text\/x-after-paint" src="([^"]+)" data-preload="([^"]*)">/.exec(res.payload);
    expect(held?.[1]).toBe('/assets/index-1.js');
    expect(held?.[2]?.split(' ')).toEqual([
      '/assets/react-1.js',
      '/assets/screen-1.js',
      '/assets/icons-1.js',
    ]);
    expect(res.payload).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/screen-1.css">[^]*<\/head>/,
    );
  });

  it('keeps the build’s own records to itself', async () => {
    expect((await server.inject('/.vite/manifest.json')).statusCode).toBe(404);
    expect((await server.inject('/assets/../.vite/manifest.json')).statusCode).toBe(404);
  });

  it('asks the server for its data in-process, without the visitor’s cookies', async () => {
    asked.length = 0;
    const res = await server.inject({ url: '/cars/12', headers: { cookie: 'sid=a-visitor' } });
    expect(asked).toEqual([{ url: '/api/cars/echo?from=%2Fcars%2F12', cookie: undefined }]);
    expect(appState(res.payload)).toMatchObject({ status: 200, data: { title: 'Ford Focus /cars/12' } });
  });

  it('carries the state as data no seller’s text can break out of', async () => {
    const res = await server.inject('/cars/12');
    expect(res.payload).not.toContain('</script><script>alert(1)');
    expect(appState(res.payload)).toMatchObject({ data: { notes: '</script><script>alert(1)</script>' } });
  });

  it('keeps the page’s script policy: the shell’s inline script is allowed by its hash, nothing else', async () => {
    const res = await server.inject('/');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it.each([
    ['fails', '/broken'],
    ['is not one the server renders', '/elsewhere/page'],
    ['takes longer than allowed', '/slow'],
  ])('serves the plain shell when the render %s', async (_, url) => {
    const res = await server.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe(SHELL);
  });
});

describe('the rendered pages kept', () => {
  it('are rendered once while listings are unchanged, and again after a change', async () => {
    asked.length = 0;
    const first = await server.inject('/?make=Audi');
    const again = await server.inject('/?make=Audi');
    expect(again.payload).toBe(first.payload);
    expect(asked).toHaveLength(1);
    version++;
    expect((await server.inject('/?make=Audi')).payload).toContain('<h1>Ford Focus /?make=Audi</h1>');
    expect(asked).toHaveLength(2);
    // Another query is another page.
    await server.inject('/?make=Kia');
    expect(asked).toHaveLength(3);
  });

  it('share one render among requests that come together', async () => {
    asked.length = 0;
    const pages = await Promise.all([1, 2, 3].map(() => server.inject('/?make=Seat')));
    expect(pages.map((res) => res.payload.includes('<h1>Ford Focus /?make=Seat</h1>'))).toEqual([
      true,
      true,
      true,
    ]);
    expect(asked).toHaveLength(1);
  });

  it('keep a render that was too slow for its request, for the next one', async () => {
    expect((await server.inject('/slow/1')).payload).toBe(SHELL);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await server.inject('/slow/1')).payload).toContain('<h1>Ford Focus /slow/1</h1>');
  });

  it('do not keep a render that failed', async () => {
    expect((await server.inject('/flaky/1')).payload).toBe(SHELL);
    expect((await server.inject('/flaky/1')).payload).toContain('<h1>Ford Focus /flaky/1</h1>');
  });
});

describe('fillShell', () => {
  it('leaves the shell as it is apart from the root, the state and the held scripts', () => {
    const page = fillShell(SHELL, '<p>hi</p>', { a: 1 });
    expect(page).toBe(
      SHELL.replace(
        '<div id="root"></div>',
        '<div id="root"><p>hi</p></div><script type="application/json" id="app-state">{"a":1}</script>',
      )
        .replace('<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n', '')
        .replace(
          '<script type="module" crossorigin src="/assets/index-1.js"></script>',
          '<script type="text/x-after-paint" src="/assets/index-1.js" data-preload="/assets/react-1.js"></script>',
        ),
    );
  });
});
