import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
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

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [react()],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the server names a car page's route chunks in its HTML, so they load
    // beside the entry instead of after it (bff/plugins/web-app).
    manifest: true,
    rolldownOptions: {
      output: {
        // React, the router and TanStack Query in one chunk of their own: every screen needs them, and
        // they change far less often than the app, so a release of the app leaves them cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // `vite build` builds the browser's app, then the server's renderer of the first screen of the search
  // home and the car pages (src/entry-server.tsx) into dist/server, beside the files it renders for.
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.ssr!);
    },
  },
  environments: {
    ssr: {
      build: {
        outDir: 'dist/server',
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: false,
        rolldownOptions: {
          input: { 'entry-server': path.join(import.meta.dirname, 'src/entry-server.tsx') },
          // One file: the server imports each build's renderer as a module of its own.
          output: { codeSplitting: false },
        },
      },
    },
  },
  // The renderer imports the rest from node_modules, except the router, bundled so that the aliases
  // above give it the production build too, and the live-updates client, CommonJS without named exports.
  ssr: { noExternal: ['react-router', 'react-router-dom', '@hapi/nes'] },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // The live-updates socket first: the generic '/api' entry would not upgrade WebSockets.
    proxy: {
      '/api/live': { target: `ws://localhost:${apiPort}`, ws: true },
      '/api': `http://localhost:${apiPort}`,
    },
  },
}));
