import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['bff/**/*.test.ts', 'db/**/*.test.ts', 'cli/**/*.test.{ts,tsx}', 'web/src/**/*.test.{ts,tsx}'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
