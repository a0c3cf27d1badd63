import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from 'tailwindcss';
import tailwindConfig from './tailwind.config.ts';

// `npm run dev` proxies the API, and the live-updates WebSocket, to the hapi server on API_PORT.
const apiPort = process.env.API_PORT ?? '3001';

// react-router's package exports only its development build, warnings included, even to production
// bundles (remix-run/react-router#12532, #14102); the production build sits beside it. One alias per
// entry point, so that both resolve to the same production chunks.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/**
 * Beside each hashed file of `assets/` worth compressing, its Brotli form at the highest quality
 * (`<file>.br`): the server sends it to browsers that accept Brotli (bff/plugins/web-app), about a
 * sixth smaller than the gzip it makes on the fly. Compressed once here, never per request.
 */
function brotliAssets(): Plugin {
  let outDir = '';
  return {
    name: 'allmotors:brotli-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const writes = Object.values(bundle)
        .filter((file) => /^assets\/.+\.(js|css|svg)$/.test(file.fileName))
        .map((file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          // An answer that fits one TCP segment gains nothing (the server does not compress those).
          if (source.length < 1400) return null;
          const br = brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
          return writeFile(path.join(outDir, `${file.fileName}.br`), br);
        });
      await Promise.all(writes);
    },
  };
}

/**
 * `vite build --ssr`: the server's renderer of first screens (src/entry-server.tsx), in dist-ssr, for
 * the web app plugin to load (bff/plugins/web-app/render.ts). Packages stay imports from node_modules,
 * so React is one copy in the server.
 */
const serverBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  ssr: true,
  copyPublicDir: false,
  rolldownOptions: { input: path.join(import.meta.dirname, 'src/entry-server.tsx') },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: isSsrBuild ? [react()] : [react(), brotliAssets()],
  css: { postcss: { plugins: [tailwindcss(tailwindConfig)] } },
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: which chunks a screen needs, for the server's rendered pages to
        // preload (bff/plugins/web-app/render.ts).
        manifest: true,
        // Every browser the app supports preloads modules itself.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // React, the router and TanStack Query in one chunk of their own: every screen needs them, and
            // they change far less often than the app, so a release of the app leaves them cached.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  // With them the small pieces of tooling every page loads, so that they cost no request
                  // of their own: the bundler's runtime, Vite's preload helper and lucide's icon factory.
                  test: /node_modules[\\/]((react|react-dom|scheduler|react-router|@tanstack)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared[\\/]))|^\0?(rolldown:runtime|vite\/preload-helper)/,
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // The live-updates socket first: the generic '/api' entry would not upgrade WebSockets.
    proxy: {
      '/api/live': { target: `ws://localhost:${apiPort}`, ws: true },
      '/api': `http://localhost:${apiPort}`,
    },
  },
}));
