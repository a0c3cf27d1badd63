// The data management dashboard (/admin) as people meet it: only admins get in; an admin starts a full
// scrape of the demo world, watches it run and sees the new figures, while a buyer's open search elsewhere
// hears of the listings it brought. The server filled itself with a first crawl before the tests began.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { RunSummary, ScrapingStatus } from '../../bff/plugins/scraping/schemas';
import type { SearchResult } from '../../bff/plugins/search/types';
import {
  createAdminThroughApi,
  escapeRegExp,
  operatorHeaders,
  registerThroughApi,
  signInWithForm,
  worldUrl,
} from './people';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** As the page writes figures (lib/format `number`). */
const number = (n: number) => n.toLocaleString('en-GB');
/** As the page sums up a run's changes (features/admin/lib/labels `countsSentence`). */
function countsSentence(t: RunSummary['totals']): string {
  const parts = (['added', 'updated', 'removed', 'rejected'] as const).map((k) => `${number(t[k])} ${k}`);
  if (t.errors > 0) parts.push(`${number(t.errors)} error${t.errors === 1 ? '' : 's'}`);
  return parts.join(', ');
}

const live = (page: Page, state: string) => page.getByRole('status', { name: `Live updates: ${state}` });
/** The figure on one of the status cards ('Total Cars', 'Sites Scraped', …). */
const card = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('..').getByRole('definition').first();
const runRow = (history: Locator, id: number) =>
  history
    .getByRole('row')
    .filter({ has: history.page().getByRole('rowheader', { name: `#${id}`, exact: true }) });

async function scrapingStatus(page: Page): Promise<ScrapingStatus> {
  const res = await page.request.get('/api/scraping/status');
  expect(res.status()).toBe(200);
  return (await res.json()) as ScrapingStatus;
}

async function carSearch(page: Page): Promise<SearchResult> {
  const res = await page.request.get('/api/cars/search');
  expect(res.status()).toBe(200);
  return (await res.json()) as SearchResult;
}

test('a signed-out visitor is sent to sign in, and a signed-in non-admin is told /admin is not for them', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

  await registerThroughApi(page, { prefix: 'buyer', firstName: 'Tom', lastName: 'Reid' });
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: "You don't have access to this page" }),
  ).toBeVisible();
  await expect(page.getByText('Error 403', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Full Scraping' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Data Management' })).toHaveCount(0);
  // Not only hidden: the API says no to them too.
  expect((await page.request.get('/api/scraping/status')).status()).toBe(403);
  await page.getByRole('link', { name: 'Back to Search' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('an admin on the data management page', () => {
  let admin: { username: string; password: string };
  let signedIn: StorageState;

  // The operator makes an admin; they open /admin, are asked to sign in, and come back to it.
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    admin = await createAdminThroughApi(context.request, {
      prefix: 'admin',
      firstName: 'Grace',
      lastName: 'Adeyemi',
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin$/);
    await signInWithForm(page, admin.username, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data Management' })).toBeVisible();
    signedIn = await context.storageState();
    await context.close();
  });

  const adminPage = async (browser: Browser, width = 1280) =>
    (await browser.newContext({ storageState: signedIn, viewport: { width, height: 900 } })).newPage();

  test('starts a full scrape, watches it run and sees the new figures; an open search hears of it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const page = await adminPage(browser);

    // What the first crawl at start-up gathered, as the API and the page tell it.
    const before = await scrapingStatus(page);
    expect(before.active).toBe(false);
    expect(before.totalCars).toBeGreaterThan(0);
    expect(before.sources).toHaveLength(8);
    expect(before.run).toMatchObject({ state: 'completed', trigger: 'first_start' });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Management' })).toBeVisible();
    await expect(card(page, 'Total Cars')).toHaveText(number(before.totalCars));
    await expect(card(page, 'Sites Scraped')).toHaveText(`${before.sitesScraped} / 8`);
    await expect(card(page, 'Scraping Status')).toHaveText('Idle');
    const sources = page.getByRole('table', { name: 'Sources' });
    await expect(sources.getByRole('row')).toHaveCount(1 + 8);
    for (const source of before.sources) {
      const row = sources
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: source.name, exact: true }) });
      await expect(row.getByRole('cell').nth(3)).toHaveText(number(source.listings));
    }
    const history = page.getByRole('table', { name: 'Run history' });
    const firstRun = runRow(history, before.run!.id);
    await expect(firstRun).toContainText('Completed');
    await expect(firstRun).toContainText('First start');
    await expect(firstRun.getByRole('cell').nth(5)).toHaveText(number(before.run!.totals.added));

    // The outside world moves on three hours: cars sell, new ones appear, prices drop.
    const advanced = await request.post(`${worldUrl}/_advance?hours=3`);
    expect(advanced.ok()).toBe(true);
    // AutoHub, the largest source, is crawled more gently this time, so the run lasts long enough to be
    // watched (a run of the demo world otherwise takes about two seconds).
    const autohub = before.sources.find((s) => s.id === 'autohub')!;
    const slowDown = await request.patch('/api/scraping/sources/autohub', {
      headers: operatorHeaders(),
      data: { minDelayMs: 1500 },
    });
    expect(slowDown.status()).toBe(200);

    try {
      // A buyer has the search open in another browser.
      const buyer = await (await browser.newContext()).newPage();
      await buyer.goto('/');
      // The live client loads once the first screen is up and the browser idle (load-later.ts): on a
      // busy machine that can take more than the default 5 s.
      await expect(live(buyer, 'connected')).toBeVisible({ timeout: 15_000 });
      const found = buyer.getByRole('status').filter({ hasText: /cars? found$/ });
      await expect(found).toHaveText(`${number((await carSearch(buyer)).total)} cars found`);
      // Listened for from now on, alongside the admin's run: toasts come and go.
      const heard = expect(
        buyer.getByText(/^(New listings?|Listing updated|Listing removed)$/).first(),
      ).toBeVisible({ timeout: 90_000 });
      const offered = expect(buyer.getByText('New results available', { exact: true })).toBeVisible({
        timeout: 90_000,
      });

      const started = page.waitForResponse(
        (r) => r.url().endsWith('/api/scraping/start') && r.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Start Full Scraping' }).click();
      expect((await started).status()).toBe(202);
      const runId = ((await (await started).json()) as { run: RunSummary }).run.id;
      expect(runId).toBeGreaterThan(before.run!.id);
      await expect(page.getByText('Scraping Started', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Scraping Active' })).toBeDisabled();
      await expect(card(page, 'Scraping Status')).toHaveText('Active');
      await expect(page.getByRole('heading', { name: `Current run #${runId}` })).toBeVisible();

      // Real progress: the bar's value rises as the sources are read.
      const bar = page.getByRole('progressbar', { name: 'Scraping progress' });
      await expect(bar).toBeVisible();
      const valueOf = async () => Number(await bar.getAttribute('aria-valuenow', { timeout: 1000 }));
      const firstValue = await valueOf();
      await expect.poll(valueOf, { timeout: 30_000 }).toBeGreaterThan(firstValue);
      await page.screenshot({ path: test.info().outputPath('admin-1280-running.png'), fullPage: true });

      // The run completes: the page says so, and shows the product's new figures.
      await expect(page.getByText('Scraping complete', { exact: true })).toBeVisible({ timeout: 60_000 });
      await expect(bar).toBeHidden();
      await expect(page.getByRole('button', { name: 'Start Full Scraping' })).toBeEnabled();
      const after = await scrapingStatus(page);
      expect(after.active).toBe(false);
      expect(after.run).toMatchObject({
        id: runId,
        state: 'completed',
        trigger: 'manual',
        requestedBy: admin.username,
      });
      const totals = after.run!.totals;
      expect(totals.added + totals.updated + totals.removed).toBeGreaterThan(0);
      await expect(page.getByText(`${countsSentence(totals)}.`, { exact: true })).toBeVisible();
      await expect(card(page, 'Total Cars')).toHaveText(number(after.totalCars));
      await expect(card(page, 'Scraping Status')).toHaveText('Idle');
      await expect(page.getByRole('heading', { name: `Latest run #${runId}` })).toBeVisible();
      const newRun = runRow(history, runId);
      await expect(newRun).toContainText('Completed');
      await expect(newRun).toContainText('Manual');
      await expect(newRun).toContainText(admin.username);
      await expect(newRun.getByRole('cell').nth(5)).toHaveText(number(totals.added));
      await expect(newRun.getByRole('cell').nth(7)).toHaveText(number(totals.removed));
      await expect(runRow(history, before.run!.id)).toContainText('First start');

      // The buyer was told, and the results waited for them; asked for, they are what search has now.
      await heard;
      await offered;
      await buyer.getByRole('button', { name: 'Show new results' }).click();
      const results = buyer.getByRole('region', { name: 'Results' });
      // Listings the run touched last may still be on their way: offered again, they are taken too.
      await expect(async () => {
        const show = buyer.getByRole('button', { name: 'Show new results' });
        if (await show.isVisible()) await show.click();
        const now = await carSearch(buyer);
        await expect(found).toHaveText(`${number(now.total)} cars found`, { timeout: 1000 });
        await expect(
          results.getByRole('link', { name: new RegExp(escapeRegExp(now.cars[0]!.title)) }).first(),
        ).toBeVisible({
          timeout: 1000,
        });
      }).toPass({ timeout: 30_000 });
    } finally {
      await request.patch('/api/scraping/sources/autohub', {
        headers: operatorHeaders(),
        data: { minDelayMs: autohub.minDelayMs },
      });
    }
  });

  test('the page at 1280 px and at 375 px (screenshots for a person to look at)', async ({ browser }) => {
    for (const width of [1280, 375]) {
      const page = await adminPage(browser, width);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Data Management' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Run history' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Sources' }).getByRole('row')).toHaveCount(1 + 8);
      await page.screenshot({ path: test.info().outputPath(`admin-${width}.png`), fullPage: true });
      // Wide tables scroll inside their own cards; the page itself never scrolls sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });
});
