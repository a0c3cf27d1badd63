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
  server: {
    port: Number(process.env.PORT ?? 3000),
    // The live-updates socket first: the generic '/api' entry would not upgrade WebSockets.
    proxy: {
      '/api/live': { target: `ws://localhost:${apiPort}`, ws: true },
      '/api': `http://localhost:${apiPort}`,
    },
  },
}));
