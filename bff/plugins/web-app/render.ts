// The first screens rendered on the server (web/src/entry-server.tsx, built into web/dist-ssr): the
// screens the app marks `serverRendered` (the search home, a car's page) arrive as HTML with their
// data, so a phone paints the page and its photos before any JavaScript has run; the app then
// hydrates that HTML. The app's requests are answered in-process (server.inject): the same routes,
// checks and answers as the browser's. Any failure, or a render slower than `timeoutMs`, serves the
// plain shell: the browser builds the page as it always could.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Server } from '@hapi/hapi';

/** What web/src/entry-server.tsx exports. */
interface ServerEntry {
  sendRequestsWith(transport: typeof fetch): void;
  renderPage(url: string): Promise<{ html: string; state: unknown; screenModules?: string[] } | null>;
}

/** An entry of the client build's manifest (`web/dist/.vite/manifest.json`), as Vite writes it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface PageRenderer {
  /** The whole page for `url` (path and query) inside `shell` (index.html), or null for the plain shell. */
  render(url: string, shell: string): Promise<string | null>;
}

export interface RendererOptions {
  /** web/dist-ssr/entry-server.js. */
  entryFile: string;
  /** The web app's build, whose manifest names the chunks of the screens a page preloads. */
  dist: string;
  /** How long a request waits for its render before it gets the plain shell. */
  timeoutMs: number;
  /** Rendered pages kept by URL, least recently used going first (0: none). */
  cacheEntries: number;
  /** The version of the data pages are made of (the search index's, which every change to listings moves on). */
  dataVersion: () => number;
}

/** A kept page is made again after this long even if no listing changed (its 'n days ago' and such). */
const PAGE_MAX_AGE_MS = 60_000;

/**
 * The renderer built beside the web app, or undefined when there is none (a dist without it, tests).
 * A render that takes longer than `timeoutMs` gives way to the plain shell (and, finished, is kept
 * for the next request). A page is kept for the data version it was rendered from, so none outlives
 * a change to listings; requests for a page being rendered share that render.
 */
export async function loadRenderer(
  server: Server,
  { entryFile, dist, timeoutMs, cacheEntries, dataVersion }: RendererOptions,
): Promise<PageRenderer | undefined> {
  if (!fs.existsSync(entryFile)) return undefined;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  // Only reads of public data are made while rendering (the search and a car): no cookie is sent, so
  // no visitor's session can reach another's page.
  entry.sendRequestsWith(async (input, init) => {
    const method = init?.method ?? 'GET';
    if (method !== 'GET') throw new Error(`The server's render sends reads only, not ${method}`);
    const res = await server.inject({ method, url: String(input), headers: { accept: 'application/json' } });
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  });
  const renderFresh = async (url: string, shell: string): Promise<string | null> => {
    try {
      const page = await entry.renderPage(url);
      if (!page) return null;
      return fillShell(shell, page.html, page.state, screenFiles(dist, page.screenModules ?? []));
    } catch (error) {
      server.logger.warn({ event: 'web.render.failed', url, err: error }, 'The server render failed');
      return null;
    }
  };
  const pages = new Map<
    string,
    { version: number; shell: string; until: number; page: Promise<string | null> }
  >();
  const pageFor = (url: string, shell: string) => {
    if (cacheEntries === 0) return renderFresh(url, shell);
    const version = dataVersion();
    const now = Date.now();
    let kept = pages.get(url);
    pages.delete(url);
    if (!kept || kept.version !== version || kept.shell !== shell || kept.until <= now) {
      const made = { version, shell, until: now + PAGE_MAX_AGE_MS, page: renderFresh(url, shell) };
      // A page that failed, or is not one the server renders, is asked for afresh next time.
      void made.page.then((html) => {
        if (html === null && pages.get(url) === made) pages.delete(url);
      });
      kept = made;
    }
    pages.set(url, kept);
    if (pages.size > cacheEntries) pages.delete(pages.keys().next().value!);
    return kept.page;
  };
  return {
    async render(url, shell) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      try {
        return await Promise.race([pageFor(url, shell), late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * The files a page needs for the screens whose code loads later (`screenModules`, as the manifest
 * names their sources): each screen's chunk, the chunks it imports and its styles, as URL paths.
 */
export function screenFiles(dist: string, screenModules: string[]): string[] {
  if (!screenModules.length) return [];
  const manifest = readManifest(path.join(dist, '.vite/manifest.json'));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of screenModules) visit(module);
  return [...files];
}

/** The build's manifest, read again only when a build replaces it. */
const manifests = new Map<string, { mtimeMs: number; chunks: Record<string, ManifestChunk> }>();
function readManifest(file: string): Record<string, ManifestChunk> {
  const { mtimeMs } = fs.statSync(file);
  let kept = manifests.get(file);
  if (kept?.mtimeMs !== mtimeMs) {
    kept = { mtimeMs, chunks: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk> };
    manifests.set(file, kept);
  }
  return kept.chunks;
}

/**
 * index.html with the rendered markup in its root and the state the app starts from as a JSON data
 * block (never run, so the page's script policy stays as strict). React puts the preloads of the
 * page's first images ahead of the markup; they go to the head, where the browser finds them first.
 *
 * The page paints from its HTML and styles alone, so its scripts wait for that paint: the entry is
 * held (a type no browser runs) with the modules to preload beside it (the shell's, then `files`: a
 * screen's code, screenFiles), and index.html's inline script starts them all in the frame of the
 * first paint. On a slow link the styles and the photos in view then have it to themselves.
 */
export function fillShell(shell: string, html: string, state: unknown, files: string[] = []): string {
  const [, imagePreloads = '', markup = html] = /^((?:<link\b[^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
  const entry = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) throw new Error('The shell has no module script');
  // The shell's modulepreloads, then the screen's scripts it does not name; the screen's styles at once.
  const scripts = [...shell.matchAll(/<link rel="modulepreload"(?: crossorigin)? href="([^"]+)">/g)].map(
    (match) => match[1]!,
  );
  const named = (file: string) => shell.includes(`"${file}"`);
  scripts.push(...files.filter((file) => file.endsWith('.js') && !named(file)));
  const styles = files
    .filter((file) => file.endsWith('.css') && !named(file))
    .map((file) => `<link rel="stylesheet" crossorigin href="${file}">`)
    .join('');
  // `<` escaped: no string of the data (a seller's text) can close the script element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return shell
    .replace(/<link rel="modulepreload"(?: crossorigin)? href="[^"]+">\s*/g, '')
    .replace(
      entry[0],
      `<script type="text/x-after-paint" src="${entry[1]}" data-preload="${scripts.join(' ')}"></script>`,
    )
    .replace('</head>', `${styles}${imagePreloads}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${markup}</div><script type="application/json" id="app-state">${json}</script>`,
    );
}
