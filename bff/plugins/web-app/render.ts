// The first screens rendered on the server (web/src/entry-server.tsx, built into web/dist-ssr): the
// screens the app marks `serverRendered` (the search home) arrive as HTML with their data, so a phone
// paints the page and its photos before any JavaScript has run; the app then hydrates that HTML. The app's requests are
// answered in-process (server.inject): the same routes, checks and answers as the browser's. Any
// failure, or a render slower than `timeoutMs`, serves the plain shell: the browser builds the page
// as it always could.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Server } from '@hapi/hapi';

/** What web/src/entry-server.tsx exports. */
interface ServerEntry {
  sendRequestsWith(transport: typeof fetch): void;
  renderPage(url: string): Promise<{ html: string; state: unknown } | null>;
}

export interface PageRenderer {
  /** The whole page for `url` (path and query) inside `shell` (index.html), or null for the plain shell. */
  render(url: string, shell: string): Promise<string | null>;
}

/**
 * The renderer built beside the web app, or undefined when there is none (a dist without it, tests).
 * A render that takes longer than `timeoutMs` gives way to the plain shell.
 */
export async function loadRenderer(
  server: Server,
  entryFile: string,
  timeoutMs: number,
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
  return {
    async render(url, shell) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), timeoutMs);
      });
      try {
        const page = await Promise.race([entry.renderPage(url), late]);
        if (!page) return null;
        return fillShell(shell, page.html, page.state);
      } catch (error) {
        server.logger.warn({ event: 'web.render.failed', url, err: error }, 'The server render failed');
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * index.html with the rendered markup in its root and the state the app starts from as a JSON data
 * block (never run, so the page's script policy stays as strict). React puts the preloads of the
 * page's first images ahead of the markup; they go to the head, where the browser finds them first.
 */
export function fillShell(shell: string, html: string, state: unknown): string {
  const [, preloads = '', markup = html] = /^((?:<link\b[^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
  // `<` escaped: no string of the data (a seller's text) can close the script element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return (
    shell
      // The page paints from its HTML and styles alone: its scripts (the hydration) come after the
      // styles and the photos in view, not beside them on a slow link.
      .replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"')
      .replace('</head>', `${preloads}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${markup}</div><script type="application/json" id="app-state">${json}</script>`,
      )
  );
}
