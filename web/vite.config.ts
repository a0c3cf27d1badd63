import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from 'tailwindcss';
import tailwindConfig from './tailwind.config.ts';

// `npm run dev` proxies the API, and the live-updates WebSocket, to the hapi server on API_PORT.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  css: { postcss: { plugins: [tailwindcss(tailwindConfig)] } },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // The live-updates socket first: the generic '/api' entry would not upgrade WebSockets.
    proxy: {
      '/api/live': { target: `ws://localhost:${apiPort}`, ws: true },
      '/api': `http://localhost:${apiPort}`,
    },
  },
});
