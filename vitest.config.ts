import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is 1 worker; API tests spend much of their time waiting on the
    // database, so two files at a time use the machine (measured: see docs/operations.md, 'Tests').
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        test: {
          name: 'server',
          include: ['bff/**/*.test.ts', 'db/**/*.test.ts', 'cli/**/*.test.{ts,tsx}'],
          environment: 'node',
          pool: 'forks',
          globalSetup: ['bff/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
