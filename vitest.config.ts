import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: [
      {
        test: {
          name: 'server',
          include: ['bff/**/*.test.ts', 'db/**/*.test.ts', 'cli/**/*.test.{ts,tsx}'],
          environment: 'node',
          pool: 'forks',
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
