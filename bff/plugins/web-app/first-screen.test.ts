// How the web-app plugin serves rendered first screens, against a small stand-in build: where the
// render goes in the page, what the renderer's API requests carry, and every way back to the plain
// app page (web-app.test.ts renders the real app).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Hapi from '@hapi/hapi';
import Inert from '@hapi/inert';
import HapiPino from 'hapi-pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webAppPlugin } from './index.js';

const TEMPLATE = `<!doctype html><html><head><title>App</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-2.js"><link rel="stylesheet" crossorigin href="/assets/app-3.css"></head><body><div id="root"></div></body></html>`;

// A renderer with the interface of web/src/entry-server.tsx.
const RENDERER = `
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
export const EARLY_INPUT_KEY = '__earlyInput';
export async function render(url, fetcher) {
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname === '/') {
    const res = await fetcher('/api/thing?x=1');
    const thing = await res.json();
    return { status: 200, html: '<p>' + thing.name + ' $& $1</p>', data: JSON.stringify(thing), modules: [] };
  }
  if (pathname === '/with-route') {
    return { status: 200, html: '<p>route</p>', data: '{}', modules: ['src/route.tsx', 'src/other.tsx'] };
  }
  if (pathname === '/asks') {
    const res = await fetcher('/api/who');
    return { status: 200, html: '<p>' + (await res.text()) + '</p>', data: '{}', modules: [] };
  }
  if (pathname === '/gone') return { status: 404 };
  if (pathname === '/slow') {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { status: 200, html: '<p>slow</p>', data: '{}', modules: [] };
  }
  if (pathname === '/broken') throw new Error('a bug');
  return null;
}
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-2.js' },
  'src/route.tsx': { file: 'assets/route-4.js', imports: ['_shared.js', '_icons.js'] },
  'src/other.tsx': { file: 'assets/other-5.js', imports: ['_icons.js'] },
  '_icons.js': { file: 'assets/icons-6.js' },
};

let dist: string;
let server: Hapi.Server;
const seen: { cookie?: string; remoteAddress: string }[] = [];

async function write(file: string, text: string) {
  await fs.mkdir(path.dirname(path.join(dist, file)), { recursive: true });
  await fs.writeFile(path.join(dist, file), text);
}

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-app-first-screen-'));
  await write('index.html', TEMPLATE);
  await write('assets/app-3.css', 'body{color:#123}');
  await write('assets/index-1.js', 'export {};');
  await write('.vite/manifest.json', JSON.stringify(MANIFEST));
  await write('server/entry-server.js', RENDERER);
  server = Hapi.server();
  await server.register({ plugin: HapiPino, options: { level: 'silent' } });
  await server.register(Inert);
  server.route([
    { method: 'GET', path: '/api/thing', options: { auth: false }, handler: () => ({ name: 'Thing' }) },
    {
      method: 'GET',
      path: '/api/who',
      options: { auth: false },
      handler: (request) => {
        const cookie = request.headers.cookie as string | undefined;
        seen.push({ cookie, remoteAddress: request.info.remoteAddress });
        return 'anyone';
      },
    },
  ]);
  await server.register({ plugin: webAppPlugin, options: { dist, present: true, renderBudgetMs: 150 } });
  await server.initialize();
});
afterAll(async () => {
  await server?.stop();
  if (dist) await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.inject({ url, headers });

describe('rendered first screens', () => {
  it('puts the render in the root, its data after it and the stylesheet in the page', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.payload).toContain(
      '<div id="root"><p>Thing $& $1</p></div><script type="application/json" id="first-screen-data">{"name":"Thing"}</script><script>',
    );
    expect(res.payload).toContain('<style>body{color:#123}</style>');
    expect(res.payload).not.toContain('rel="stylesheet"');
  });

  it('starts the app once the page has painted, with the chunks its route needs, each named once', async () => {
    const res = await get('/with-route');
    // The page names its scripts only in what starts the app.
    expect(res.payload).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const start = /<script>(\(function\(\)\{.*?\}\)\(\))<\/script>/.exec(res.payload)?.[1];
    expect(start).toBeDefined();
    expect(start).toContain('addEventListener("load"');
    expect(start).toContain(
      '["/assets/shared-2.js","/assets/route-4.js","/assets/icons-6.js","/assets/other-5.js"]',
    );
    expect(start).toContain('s.src="/assets/index-1.js"');
    // It runs: once the page has loaded and its first paint is on screen, the scripts go in the head.
    const head: { tag: string; [key: string]: string }[] = [];
    const listeners: string[] = [];
    const handlers = new Map<string, (event: unknown) => void>();
    const document = {
      readyState: 'complete',
      head: { appendChild: (element: { tag: string }) => head.push(element as never) },
      createElement: (tag: string) => ({ tag }),
      addEventListener: (type: string, handler: (event: unknown) => void) => {
        listeners.push(type);
        handlers.set(type, handler);
      },
      removeEventListener: (type: string) => listeners.splice(listeners.indexOf(type), 1),
    };
    const window: Record<string, any> = { addEventListener: () => {} };
    class PerformanceObserver {
      constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
      observe() {
        const entries = [{ name: 'first-contentful-paint' }];
        this.callback({ getEntriesByName: (name: string) => entries.filter((e) => e.name === name) }, this);
      }
      disconnect() {}
    }
    const timers: (() => void)[] = [];
    new Function('document', 'window', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', start!)(
      document,
      window,
      PerformanceObserver,
      (callback: () => void) => callback(),
      (callback: () => void) => timers.push(callback),
    );
    expect(head).toEqual([]);
    // Until the app has taken over, what the visitor does is recorded for it.
    expect(listeners).toEqual(['click', 'submit', 'input', 'change']);
    expect(window.__earlyInput.events).toEqual([]);
    // A button's click is recorded and held back: no default action, and it goes no further (the
    // app's own listeners, below the document, would otherwise handle it as well as its replay).
    const button = { disabled: false };
    const click = {
      type: 'click',
      target: { closest: (selector: string) => (selector === 'button' ? button : null) },
      preventDefault: vi.fn(),
      stopPropagation: vi.fn(),
    };
    handlers.get('click')!(click);
    expect(click.preventDefault).toHaveBeenCalled();
    expect(click.stopPropagation).toHaveBeenCalled();
    expect(window.__earlyInput.events).toEqual([{ type: 'click', target: button }]);
    window.__earlyInput.events.length = 0;
    timers.shift()!();
    expect(
      head.map((element) => `${element.tag} ${element.rel ?? element.type} ${element.href ?? element.src}`),
    ).toEqual([
      'link modulepreload /assets/shared-2.js',
      'link modulepreload /assets/route-4.js',
      'link modulepreload /assets/icons-6.js',
      'link modulepreload /assets/other-5.js',
      'script module /assets/index-1.js',
    ]);
    window.__earlyInput.stop();
    expect(listeners).toEqual([]);
  });

  it('asks the API as an anonymous visitor from the visitor’s address', async () => {
    const res = await server.inject({
      url: '/asks',
      headers: { cookie: 'sid=secret' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.payload).toContain('<p>anyone</p>');
    expect(seen.at(-1)).toEqual({ cookie: undefined, remoteAddress: '10.1.2.3' });
  });

  it('answers 404 with the plain app page when the renderer says there is no such thing', async () => {
    const res = await get('/gone');
    expect(res.statusCode).toBe(404);
    expect(res.payload).toBe(TEMPLATE);
  });

  it('gives the plain app page for pages not rendered, a failing render and a late one', async () => {
    for (const url of ['/elsewhere', '/broken', '/slow']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.payload, url).toBe(TEMPLATE);
    }
  });

  it('keeps the build’s renderer and manifest to itself', async () => {
    expect((await get('/server/entry-server.js')).statusCode).toBe(404);
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
    expect((await get('/assets/app-3.css')).statusCode).toBe(200);
  });

  it('follows a new build, and serves the plain page when a build has no renderer', async () => {
    await write('server/entry-server.js', RENDERER.replace("'<p>' + thing.name", "'<p>New ' + thing.name"));
    await write('index.html', TEMPLATE.replace('<title>App</title>', '<title>App 2</title>'));
    await fs.utimes(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    const res = await get('/');
    expect(res.payload).toContain('<title>App 2</title>');
    expect(res.payload).toContain('<p>New Thing');

    await fs.rm(path.join(dist, 'server'), { recursive: true });
    await fs.utimes(path.join(dist, 'index.html'), new Date(), new Date(Date.now() + 10_000));
    const plain = await get('/');
    expect(plain.statusCode).toBe(200);
    expect(plain.payload).toContain('<div id="root"></div>');
  });
});
