// Live updates as people see them: a listing published in one browser reaches another's open search
// without a reload; the header's live light follows the server going away and coming back.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fillListingForm, registerThroughApi } from './people';

const live = (page: Page, state: string) => page.getByRole('status', { name: `Live updates: ${state}` });

test('a listing published by a seller appears in another visitor’s open search, without a reload', async ({
  browser,
}) => {
  const n = Date.now().toString(36);
  const variant = `Skylark${n}`;
  const buyer = await (await browser.newContext()).newPage();
  const seller = await (await browser.newContext()).newPage();

  // The buyer searches for something nobody sells yet, and stays on the page.
  await buyer.goto('/');
  await expect(live(buyer, 'connected')).toBeVisible({ timeout: 15_000 });
  await buyer.getByLabel('Search', { exact: true }).fill(`Golf ${variant}`);
  await buyer
    .getByRole('search')
    .getByRole('button', { name: /search/i })
    .click();
  await expect(buyer.getByRole('heading', { name: 'No cars found' })).toBeVisible();
  await buyer.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // A new private seller lists exactly that car from the dashboard.
  await registerThroughApi(seller, { prefix: 'live', firstName: 'Nadia', lastName: 'Okafor' });
  await seller.goto('/dashboard?tab=listings');
  await expect(live(seller, 'connected')).toBeVisible({ timeout: 15_000 });
  await seller.getByRole('button', { name: 'Add New Listing' }).click();
  const form = seller.getByRole('form', { name: 'New listing' });
  await fillListingForm(form, {
    bodyType: 'Hatchback',
    make: 'Volkswagen',
    model: 'Golf',
    variant,
    year: '2019',
    price: '12,995',
    mileage: '41000',
    fuelType: 'Petrol',
    transmission: 'Manual',
    engineSize: '1.5',
    colour: 'Blue',
    previousOwners: '1',
    town: 'York',
    postcode: 'YO1 7HH',
  });
  await form.getByRole('button', { name: 'Publish listing' }).click();
  const title = `2019 Volkswagen Golf ${variant} 1.5`;
  await expect(seller.getByRole('heading', { name: 'Your Listings (1)' })).toBeVisible();

  // The buyer is told, and the results wait for them rather than changing under their eyes.
  await expect(buyer.getByText('New listing', { exact: true })).toBeVisible();
  await expect(buyer.getByText(`${title} was just listed.`, { exact: true })).toBeVisible();
  await expect(buyer.getByText('New results available', { exact: true })).toBeVisible();
  await expect(buyer.getByRole('heading', { name: 'No cars found' })).toBeVisible();
  await buyer.getByRole('button', { name: 'Show new results' }).click();
  await expect(buyer.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  expect(await buyer.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

// A server of this test's own, so it can be stopped and started again.
function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'bff/start.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_LISTINGS: '200',
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 60_000;
    const poll = async () => {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return resolve(child);
      } catch {
        // not up yet
      }
      if (child.exitCode !== null || Date.now() > deadline) return reject(new Error('server did not start'));
      setTimeout(poll, 200);
    };
    void poll();
  });
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('the live light shows reconnecting while the server is away, and connected once it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 50;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'allmotors-e2e-live-'));
  let server = await startServer(port, dataDir);
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    await expect(live(page, 'connected')).toBeVisible({ timeout: 15_000 });
    await stopServer(server);
    await expect(live(page, 'reconnecting')).toBeVisible();
    server = await startServer(port, dataDir);
    // Backoff with jitter: the next attempt comes within a few seconds of the server's return.
    await expect(live(page, 'connected')).toBeVisible({ timeout: 45_000 });
  } finally {
    if (server.exitCode === null) await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
