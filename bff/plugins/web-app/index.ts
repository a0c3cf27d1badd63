// Serves the built React app with a history fallback: any GET that is not an API path and not a
// file gets index.html, so client routes survive a reload. Unknown /api/* paths stay 404 JSON.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Server } from '@hapi/hapi';
import { inlineScriptHashes, pagePolicy } from '../../lib/security-headers.js';
import { loadRenderer } from './render.js';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>
<body><p>The web app has not been built. Run <code>npm run build</code>, or start with <code>npm start</code>.</p></body></html>`;

export interface WebAppOptions {
  /** The built app (web/dist). */
  dist: string;
  /** Whether it holds an index.html. */
  present: boolean;
  /** The server's renderer of first screens (web/dist-ssr/entry-server.js); without it, the shell. */
  renderer?: string;
  /** How long a render may take before the plain shell is served instead (default 1.5 s). */
  renderTimeoutMs?: number;
  /** Rendered pages kept by URL (default 200; 0: none), each for the data version it was made from. */
  pageCacheEntries?: number;
  /** That version: the search index's. Without it no page is kept. */
  dataVersion?: () => number;
}

export const webAppPlugin: Plugin<WebAppOptions> = {
  name: 'web-app',
  async register(
    server,
    { dist, present, renderer: rendererFile, renderTimeoutMs = 1500, pageCacheEntries = 200, dataVersion },
  ) {
    const renderer =
      present && rendererFile
        ? await loadRenderer(server, {
            entryFile: rendererFile,
            dist,
            timeoutMs: renderTimeoutMs,
            cacheEntries: dataVersion ? pageCacheEntries : 0,
            dataVersion: dataVersion ?? (() => 0),
          })
        : undefined;
    // The shell's policy allows exactly the inline scripts of the built index.html, hashed from the
    // file itself; read again when a rebuild replaces it.
    const shell = { mtimeMs: -1, policy: '', html: '' };
    const currentShell = () => {
      const file = path.join(dist, 'index.html');
      // Mid-rebuild the file may be missing: the answer is then a 404, under the hash-less policy.
      const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      if (mtimeMs !== shell.mtimeMs) {
        const html = mtimeMs ? fs.readFileSync(file, 'utf8') : '';
        const policy = pagePolicy(server.app.config.publicUrl, inlineScriptHashes(html));
        Object.assign(shell, { mtimeMs, policy, html });
      }
      return shell;
    };
    server.route({
      method: 'GET',
      path: '/{path*}',
      options: {
        // Public and cookie-free: no session lookup for it.
        auth: false,
        id: 'web.app',
        // The app's files are fetched once and cached: worth zlib's default effort, unlike API JSON.
        compression: { gzip: { level: 6 }, deflate: { level: 6 } },
        handler: async (request, h) => {
          if (request.path.startsWith('/api/') || request.path === '/api') {
            return h
              .response({ statusCode: 404, error: 'Not Found', message: `No API endpoint ${request.path}` })
              .code(404);
          }
          if (!present) return h.response(PLACEHOLDER).type('text/html').code(503);
          // The build's own records (.vite/manifest.json) are the server's, not the web's.
          if (request.path.split('/').some((segment) => segment.startsWith('.')))
            return h.response({ statusCode: 404, error: 'Not Found', message: 'Not Found' }).code(404);
          const file = path.join(
            dist,
            path.normalize(String(request.params.path ?? '')).replace(/^(\.\.[/\\])+/, ''),
          );
          const isAsset = /\.[a-z0-9]{2,5}$/i.test(request.path);
          if (isAsset) {
            const hashed = request.path.startsWith('/assets/');
            const cache = hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
            // The build's Brotli form of a hashed file (web/vite.config.ts, brotliAssets), to a browser
            // that takes Brotli; else the file itself, gzipped on the way as any answer.
            if (
              hashed &&
              acceptsBrotli(request.headers['accept-encoding'] as string | undefined) &&
              fs.existsSync(`${file}.br`)
            ) {
              return h
                .file(`${file}.br`, { confine: dist })
                .type(mimeOf(server, file))
                .header('content-encoding', 'br')
                .vary('accept-encoding')
                .header('cache-control', cache);
            }
            return h.file(file, { confine: dist }).header('cache-control', cache);
          }
          const { html, policy } = currentShell();
          // A first screen the server renders: its page is a string, whose own inline scripts the
          // security headers allow (bff/lib/security-headers.ts).
          const page =
            renderer && html ? await renderer.render(request.url.pathname + request.url.search, html) : null;
          if (page)
            return h.response(page).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
          return h
            .file(path.join(dist, 'index.html'), { confine: dist })
            .header('cache-control', 'no-cache')
            .header('content-security-policy', policy);
        },
      },
    });
  },
};

/** The type of a file by its name, as inert would send it. */
function mimeOf(server: Server, file: string): string {
  const entry = server.mime.path(file);
  return 'type' in entry && typeof entry.type === 'string' ? entry.type : 'application/octet-stream';
}

/**
 * Whether an Accept-Encoding header takes Brotli: `br` (or `*`) listed with a weight above 0, and not
 * refused by name (`br;q=0` beside `*`).
 */
export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const br = weights.get('br') ?? weights.get('*');
  return br !== undefined && br > 0;
}
