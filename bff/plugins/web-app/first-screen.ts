// Server-rendered first screens: the search home and the car pages come as HTML with the data they were
// rendered from, rendered by the web app's own components (web/src/entry-server.tsx, built by `vite
// build` into dist/server). The API requests of a render are answered in-process, anonymously: the page
// holds nothing that depends on who asks, and the browser asks for the person as on every page.
// Anything else, or a render that fails or is slow, gets the plain app page (the browser renders it).
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from '@hapi/hapi';

/** The renderer's interface (web/src/entry-server.tsx). */
type RenderedPage = { status: 200; html: string; data: string; modules: string[] } | { status: 404 };
interface Renderer {
  FIRST_SCREEN_DATA_ID: string;
  EARLY_INPUT_KEY: string;
  render(url: string, fetcher: typeof fetch): Promise<RenderedPage | null>;
}
type Manifest = Record<string, { file: string; imports?: string[] }>;

interface Build {
  /** The app page as built, for the pages the browser renders. */
  template: string;
  /**
   * The app page for rendered pages: its stylesheet in the page, so that it paints on arrival, and
   * its scripts taken out, to be started by `startApp` once the page has painted.
   */
  rendered: string;
  /** The app's entry script and the modules the page names for preloading. */
  scripts: { entry: string; preloads: string[] } | null;
  renderer: Renderer | null;
  manifest: Manifest;
}

export interface Page {
  status: number;
  html: string;
}

const ROOT = '<div id="root"></div>';

/** A render slower than this (a search during a heavy crawl, say) gives way to the plain app page. */
export const RENDER_BUDGET_MS = 1500;

export function firstScreens(dist: string, budgetMs = RENDER_BUDGET_MS) {
  const indexFile = path.join(dist, 'index.html');
  let cached: { stamp: number; build: Promise<Build> } | undefined;

  /** The build as it is now: a new build (`npm run build` beside a running server) is read again. */
  async function current(request: Request): Promise<Build | null> {
    const stamp = await fs.stat(indexFile).then(
      (stat) => stat.mtimeMs,
      () => null,
    );
    if (stamp === null) return null;
    if (cached?.stamp !== stamp) cached = { stamp, build: read(stamp, request) };
    return cached.build;
  }

  async function read(stamp: number, request: Request): Promise<Build> {
    const template = await fs.readFile(indexFile, 'utf8');
    const manifest = (await fs
      .readFile(path.join(dist, '.vite/manifest.json'), 'utf8')
      .then((text) => JSON.parse(text) as Manifest)
      .catch(() => ({}))) as Manifest;
    const entry = pathToFileURL(path.join(dist, 'server/entry-server.js'));
    // The query string makes a new build a new module.
    const renderer = await (import(`${entry.href}?build=${stamp}`) as Promise<Renderer>).catch(
      (error: unknown) => {
        request.logger.warn(
          { event: 'first_screen.unavailable', err: error },
          'No server renderer in the web build: pages render in the browser',
        );
        return null;
      },
    );
    const { page, scripts } = takeScripts(await inlineStylesheets(dist, template));
    return { template, rendered: page, scripts, renderer, manifest };
  }

  return {
    /** The page for `request`, rendered; null when the plain app page is the answer. */
    async render(request: Request): Promise<Page | null> {
      const build = await current(request);
      if (!build?.renderer || !build.scripts || !build.template.includes(ROOT)) return null;
      const url = `${request.path}${request.url.search}`;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), budgetMs);
      });
      try {
        const page = await Promise.race([build.renderer.render(url, apiFetcher(request)), late]);
        if (page === 'late') {
          request.logger.warn({ event: 'first_screen.late', url, budgetMs }, 'Rendered in the browser');
          return null;
        }
        if (!page) return null;
        if (page.status === 404) return { status: 404, html: build.template };
        return {
          status: 200,
          html: compose(build, build.scripts, page, build.renderer),
        };
      } catch (error) {
        request.logger.warn({ event: 'first_screen.failed', url, err: error }, 'Rendered in the browser');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** fetch for the renderer: GETs of the API answered by this server, as an anonymous visitor. */
function apiFetcher(request: Request): typeof fetch {
  return async (input, init) => {
    const res = await request.server.inject({
      method: init?.method ?? 'GET',
      url: String(input),
      // Counted against the visitor's address, as their browser's own request would be.
      remoteAddress: request.info.remoteAddress,
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
}

/**
 * The app page with the rendered screen in its root, its data after it, and what starts the app: the
 * page's scripts and its route's chunks.
 */
function compose(
  build: Build,
  scripts: NonNullable<Build['scripts']>,
  page: RenderedPage & { status: 200 },
  { FIRST_SCREEN_DATA_ID: dataId, EARLY_INPUT_KEY: earlyInputKey }: Renderer,
): string {
  const chunks = page.modules.flatMap((key) => chunkFiles(build.manifest, key)).map((file) => `/${file}`);
  const preloads = [...new Set([...scripts.preloads, ...chunks])].filter((href) => href !== scripts.entry);
  return build.rendered.replace(
    ROOT,
    () =>
      `<div id="root">${page.html}</div><script type="application/json" id="${dataId}">${page.data}</script>` +
      `<script>${startApp(scripts.entry, preloads, earlyInputKey)}</script>`,
  );
}

/** The longest a rendered page waits for its pictures and its first paint before the app starts anyway. */
const START_AT_THE_LATEST_MS = 1000;

/**
 * The script that starts the app on a rendered page: once the page has loaded (its pictures in view
 * too) and its first paint is on screen, two frames later, or a second after the page has been read,
 * whichever comes first. Until then the network and the main thread are the first screen's alone:
 * the app's 130 KiB of JavaScript would otherwise share the line with the page's photo, and evaluating
 * it would hold back the photo's paint. Meanwhile the page reads, links work as links, and what the
 * visitor does is recorded for the app to do again once it has taken over (web/src/app/early-input.ts):
 * clicks on buttons and form submissions, held back (from the app too), and the fields typed in or
 * changed.
 */
function startApp(entry: string, preloads: string[], earlyInputKey: string): string {
  return [
    '(function(){var d=document,w=window,started=false,loaded=false,painted=false,events=[];',
    // A click on a button or a submission is held back from the app too (stopPropagation: the app,
    // once hydrating, would otherwise handle it as well as play it back, toggling a button twice).
    'function record(e){var t=e.target;if(e.type==="click"){t=t&&t.closest&&t.closest("button");',
    'if(!t||t.disabled)return;e.preventDefault();e.stopPropagation()}',
    'else if(e.type==="submit"){e.preventDefault();e.stopPropagation()}',
    'events.push({type:e.type,target:t})}',
    'var types=["click","submit","input","change"];',
    'types.forEach(function(type){d.addEventListener(type,record,true)});',
    `w[${JSON.stringify(earlyInputKey)}]={events:events,stop:function(){`,
    'types.forEach(function(type){d.removeEventListener(type,record,true)})}};',
    'function start(){if(started)return;started=true;',
    `${JSON.stringify(preloads)}.forEach(function(href){var l=d.createElement("link");`,
    'l.rel="modulepreload";l.crossOrigin="";l.href=href;d.head.appendChild(l)});',
    'var s=d.createElement("script");s.type="module";s.crossOrigin="";',
    `s.src=${JSON.stringify(entry)};d.head.appendChild(s)}`,
    'function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}',
    'function ready(){if(loaded&&painted)frames()}',
    'if(d.readyState==="complete")loaded=true;else w.addEventListener("load",function(){loaded=true;ready()},{once:true});',
    'try{new PerformanceObserver(function(list,observer){',
    'if(!list.getEntriesByName("first-contentful-paint").length)return;',
    'observer.disconnect();painted=true;ready()}).observe({type:"paint",buffered:true})}catch(e){painted=true}',
    `ready();setTimeout(start,${START_AT_THE_LATEST_MS})})()`,
  ].join('');
}

/** The page without its entry script and module preloads, and what they were; null if it has none. */
function takeScripts(page: string): { page: string; scripts: Build['scripts'] } {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(page);
  if (!entry) return { page, scripts: null };
  const preloads: string[] = [];
  const rest = page
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  return { page: rest.replace(/\n\s*\n/g, '\n'), scripts: { entry: entry[1]!, preloads } };
}

/** A module's chunk and every chunk it imports, from vite's manifest. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen))];
}

/**
 * The page with each of its stylesheets' rules in a <style> of its own instead of a <link>: a rendered
 * page then paints as soon as its HTML has arrived, without a second request first (the app's
 * stylesheet is 8 KiB compressed). A stylesheet that refers to other files stays a link.
 */
async function inlineStylesheets(dist: string, template: string): Promise<string> {
  let page = template;
  for (const link of template.match(/<link rel="stylesheet"[^>]*>/g) ?? []) {
    const href = /href="\/([^"]+\.css)"/.exec(link)?.[1];
    if (!href) continue;
    const css = await fs.readFile(path.join(dist, href), 'utf8').catch(() => null);
    if (css === null || /url\((?!\s*['"]?data:)|<\/style/i.test(css)) continue;
    page = page.replace(link, () => `<style>${css}</style>`);
  }
  return page;
}
