// Browser journeys against the real server on a fresh embedded database, in Debian's Chromium
// (Playwright's own browser download cannot work on these machines).
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets several runs share a machine.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(os.tmpdir(), `allmotors-e2e-${process.pid}`);

export default defineConfig({
  testDir: './e2e',
  outputDir: `../test-results/e2e-${port}`,
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node node_modules/tsx/dist/cli.mjs bff/start.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health/ready`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_LISTINGS: '800',
      LOG_LEVEL: 'warn',
    },
  },
});
