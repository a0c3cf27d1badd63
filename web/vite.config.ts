import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from 'tailwindcss';
import tailwindConfig from './tailwind.config.ts';

// `npm run dev` proxies the API to the hapi server on API_PORT.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  css: { postcss: { plugins: [tailwindcss(tailwindConfig)] } },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
});
