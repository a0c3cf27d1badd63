// Browser journeys against the real server on a fresh embedded database, in Debian's Chromium
// (Playwright's own browser download cannot work on these machines).
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets several runs share a machine.
const port = Number(process.env.E2E_PORT ?? 3100);
// The runner and its workers each load this file, each with a pid of its own: the first (the runner)
// picks the data folder and its workers inherit it, so a test can read the server's operator token.
process.env.E2E_DATA_DIR ??= path.join(
  os.tmpdir(),
  `allmotors-e2e-${port}-${process.pid}-${Date.now().toString(36)}`,
);
const dataDir = process.env.E2E_DATA_DIR;
// A sample dealer API (bff/dealer-sample) beside the server, for the dealer journeys' real API tests;
// its address and token reach the tests the same way.
const samplePort = port + 7;
process.env.E2E_DEALER_SAMPLE_URL ??= `http://127.0.0.1:${samplePort}`;
process.env.E2E_DEALER_SAMPLE_TOKEN ??= 'e2e-sample-dealer-token';
// A mail sink (e2e/mail-sink.ts) the server sends every e-mail to, so a journey can open a link the
// product e-mailed; its messages are read over HTTP on the next port.
const mailPort = port + 8;
process.env.E2E_MAIL_SINK_URL ??= `http://127.0.0.1:${port + 9}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: `../test-results/e2e-${port}`,
  timeout: 60_000,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Every journey starts as a visitor who already answered the cookie banner with the cookie
    // policy's default switches (functional on: the comparison list survives a reload), so the banner
    // covers nothing they click. legal.spec.ts clears this to meet the banner as a new visitor.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://127.0.0.1:${port}`,
          localStorage: [
            {
              name: 'cookiePreferences',
              value: JSON.stringify({
                necessary: true,
                functional: true,
                analytics: true,
                marketing: false,
                savedAt: new Date().toISOString(),
              }),
            },
          ],
        },
      ],
    },
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
  webServer: [
    {
      // The server as users run it (the compiled build), stopped as they stop it: SIGTERM, then it drains.
      command: 'npm start',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/health/ready`,
      timeout: 240_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_LISTINGS: '800',
        // No scheduled run in the middle of a journey (the hourly default would start one at hh:00):
        // runs start when a test starts them. 04:00 on 29 February comes round once in four years.
        SCRAPE_CRON: '0 4 29 2 *',
        LOG_LEVEL: 'warn',
        // Every journey signs people up from this one address; the default brake (10 an hour) would
        // stop the suite as it grows.
        SIGNUPS_PER_ADDRESS_HOURLY: '1000',
        // The dealer API test refuses loopback unless allowed: the sample's host:port only.
        DEALER_API_ALLOWED_HOSTS: `127.0.0.1:${samplePort}`,
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
      },
    },
    {
      command: 'node node_modules/tsx/dist/cli.mjs bff/dealer-sample/start.ts',
      cwd: '..',
      // Without the token the API answers 401, which Playwright counts as up (any status below 404).
      url: `${process.env.E2E_DEALER_SAMPLE_URL}/api/vehicles`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        DEALER_SAMPLE_PORT: String(samplePort),
        DEALER_SAMPLE_HOST: '127.0.0.1',
        DEALER_SAMPLE_TOKEN: process.env.E2E_DEALER_SAMPLE_TOKEN,
      },
    },
    {
      command: 'node node_modules/tsx/dist/cli.mjs web/e2e/mail-sink.ts',
      cwd: '..',
      url: `${process.env.E2E_MAIL_SINK_URL}/messages`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { MAIL_SINK_SMTP_PORT: String(mailPort), MAIL_SINK_HTTP_PORT: String(port + 9) },
    },
  ],
});
