// The dealer marketing tools as people meet them (issue 13 item 6): a dealer, approved at once through
// the short API application with 50 vehicles uploaded through the inventory API (as dealers.spec.ts
// does), renders a 15 s 9:16 video and plays it; it writes a post, publishes it, and a visitor who
// follows the post's tracked link in another browser moves the toolkit's analytics. A signed-in person
// who is not a dealer is shown how to become one; a signed-out visitor is sent to sign in.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { watchCsp } from './csp';
import { dealerStock, sampleApi, sampleToken } from './dealer-stock';
import { registerThroughApi, stamp } from './people';

/** A 1 × 1 PNG: the smallest logo a dealer could upload. */
const LOGO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const dealer = { company: '', state: null as StorageState | null };

/**
 * A new person signs up, applies with the short API form's request (the sample API passes the
 * automatic test, so the application is approved at once and the account becomes a dealer), and the
 * dealer's system uploads 50 vehicles with the key.
 */
async function approvedDealerWithStock(browser: Browser, baseURL: string | undefined, storageState: unknown) {
  const context = await browser.newContext({ baseURL, storageState: storageState as StorageState });
  const page = await context.newPage();
  await registerThroughApi(page, { prefix: 'mkdealer', firstName: 'Maya', lastName: 'Khan' });
  const company = `Headingley Volkswagen ${stamp()}`;
  const csrf = ((await (await page.request.get('/api/csrf')).json()) as { token: string }).token;
  const sent = await page.request.post('/api/dealer/submit-application', {
    headers: { 'x-csrf-token': csrf },
    data: {
      dealerName: company,
      contactEmail: 'maya@headingley.example.co.uk',
      apiUrl: sampleApi(),
      authToken: sampleToken,
      businessRegistration: '',
      description: 'Volkswagen specialists in Leeds.',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { applicationId } = (await sent.json()) as { applicationId: number };
  // The key comes once, on the first read after the automatic approval.
  let apiKey: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/dealer/applications/${applicationId}`);
        const body = (await res.json()) as { status: string; apiKeyOnce: string | null };
        apiKey ??= body.apiKeyOnce;
        return body.status;
      },
      { timeout: 45_000, intervals: [500, 1000] },
    )
    .toBe('approved');
  expect(apiKey, 'the instant approval gave a key').not.toBeNull();
  const uploaded = await page.request.post('/api/dealer/v1/vehicles/bulk', {
    headers: { 'X-Api-Key': apiKey!, 'Idempotency-Key': `marketing-${stamp()}` },
    data: { vehicles: dealerStock(company, 50, 'MK') },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const state = await context.storageState();
  await context.close();
  return { company, state };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const made = await approvedDealerWithStock(
    browser,
    testInfo.project.use.baseURL,
    testInfo.project.use.storageState,
  );
  dealer.company = made.company;
  dealer.state = made.state;
});

async function dealerPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: dealer.state! });
  return context.newPage();
}

test('a dealer renders a 15 s 9:16 video of one of its cars and plays it', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const page = await dealerPage(browser, testInfo.project.use.baseURL);
  // The generator and the video's playback run under the shell's strict policy (security.spec.ts).
  const noCspViolations = await watchCsp(page);
  await page.goto('/tiktok-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Short Video Generator' })).toBeVisible();
  await expect(page.getByText(`Working as ${dealer.company}`)).toBeVisible();
  await expect(page.getByText('50 cars in stock')).toBeVisible();

  // The pick list shows 8 of the 50; a search finds the Tiguans.
  const cars = page.getByRole('list', { name: 'Cars' });
  await expect(cars.getByRole('radio')).toHaveCount(8);
  await expect(page.getByText('Showing 8 of 50 cars: search to find others.')).toBeVisible();
  await page.getByLabel('Search cars').fill('Tiguan');
  await expect(page.getByText('Showing 8 of 10 cars: search to find others.')).toBeVisible();
  await cars.getByRole('radio').first().check({ force: true });
  const chosen = page.getByText(/^Chosen: /);
  await expect(chosen).toContainText('Tiguan');
  const title = (await chosen.textContent())!.replace(/^Chosen: /, '').trim();
  await expectNoSeriousA11yViolations(page);

  // Style: 15 seconds, vertical 9:16; the preview lays it out before rendering.
  await page.getByRole('tab', { name: 'Style' }).click();
  await page.getByRole('radio', { name: '15 seconds' }).check();
  await page.getByRole('radio', { name: /Vertical 9:16/ }).check();
  await expect(page.getByRole('img', { name: `Layout preview, 9:16: ${title}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: /scenes at 15 s$/ })).toBeVisible();

  // Branding: the dealer's logo, sent as its own bytes, shown back from the server.
  await page.getByRole('tab', { name: 'Branding' }).click();
  await page.getByLabel('Logo (PNG or JPEG, up to 1 MB)').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(LOGO_PNG, 'base64'),
  });
  const logo = page.getByRole('img', { name: 'Your logo' });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByLabel('Primary colour', { exact: true })).toHaveValue('#3B82F6');
  await expect(page.getByLabel('Call to action')).toHaveValue('Visit us today for a test drive!');
  await page.getByRole('button', { name: 'Generate Video' }).click();

  // The job shows in Recent Videos with its real progress, then completes.
  const job = page.getByRole('list', { name: 'Recent videos' }).getByRole('article').first();
  await expect(job.getByRole('heading', { name: title })).toBeVisible();
  await expect(job).toContainText('15 s · Vertical 9:16');
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const bar = job.getByRole('progressbar');
        if (await bar.count()) seen.add((await bar.getAttribute('aria-valuenow')) ?? '');
        return (await job.getByText('Completed', { exact: true }).count()) > 0;
      },
      { timeout: 200_000, intervals: [500] },
    )
    .toBe(true);
  testInfo.annotations.push({ type: 'progress seen', description: [...seen].join(', ') });
  expect(seen.has('65') && seen.size === 1, 'a progress stuck at a fixed 65%').toBe(false);

  // Download is the MP4 as an attachment.
  const href = (await job.getByRole('link', { name: 'Download' }).getAttribute('href'))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('video/mp4');
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="allmotors-.+\.mp4"$/);

  // Open plays it in the preview: 1080 × 1920, 15 seconds.
  await job.getByRole('button', { name: 'Open' }).click();
  const video = page.getByLabel(`Video of ${title}`);
  await expect(video).toBeVisible();
  const meta = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<{ width: number; height: number; duration: number }>((resolve, reject) => {
        const done = () => resolve({ width: v.videoWidth, height: v.videoHeight, duration: v.duration });
        if (v.readyState >= 1) return done();
        v.addEventListener('loadedmetadata', done, { once: true });
        v.addEventListener('error', () => reject(new Error(`video error ${v.error?.code}`)), { once: true });
      }),
  );
  expect(meta.width).toBe(1080);
  expect(meta.height).toBe(1920);
  expect(Math.abs(meta.duration - 15)).toBeLessThan(0.5);
  // It plays.
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await noCspViolations();
  await page.context().close();
});

test('a dealer publishes a post with a tracked link, and a visit through it moves the analytics', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseURL = testInfo.project.use.baseURL;
  const page = await dealerPage(browser, baseURL);
  await page.goto('/social-media-toolkit');
  await expect(page.getByRole('heading', { level: 1, name: 'Social Media Toolkit' })).toBeVisible();

  // Before anything is published, the analytics say so.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText(/No posts published yet, so there is nothing to count/)).toBeVisible();
  await page.getByRole('tab', { name: 'Content Generator' }).click();

  // A car, a template, Facebook and Instagram (chosen already), Generate.
  await page.getByRole('list', { name: 'Cars' }).getByRole('radio').first().check({ force: true });
  await page.getByRole('group', { name: 'Post template' }).getByRole('radio').first().check();
  await expect(page.getByRole('checkbox', { name: 'Facebook' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
  await page.getByRole('button', { name: 'Generate Content' }).click();
  const facebook = page.getByRole('article', { name: 'Facebook' });
  await expect(facebook).toBeVisible();
  await expect(page.getByRole('article', { name: 'Instagram' })).toBeVisible();
  await expect(facebook).toContainText(/\d+ \/ [\d,]+ characters/);
  await expect(page.getByText(/^No social network is connected/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Publish: the tracked link and what became of the delivery.
  await facebook.getByRole('button', { name: 'Publish to Facebook' }).click();
  const published = facebook.getByRole('status');
  await expect(published).toContainText('Published with a tracked link');
  const link = (await published.getByRole('link').getAttribute('href'))!;
  expect(link).toMatch(/\/r\/[A-Za-z0-9_-]+$/);

  // A visitor in another browser follows the link and lands on the car.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(link).pathname);
  await expect(visitor).toHaveURL(/\/cars\/\d+/);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitorContext.close();

  // The toolkit's analytics (polled every 10 s) count the view, and the post lists it.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const views = page.locator('dt', { hasText: /^Views$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(views).toHaveText('1', { timeout: 25_000 });
  await expect(
    page.locator('dt', { hasText: /^Reach$/ }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1');
  await page.getByRole('tab', { name: 'Published Posts' }).click();
  const post = page.getByRole('list', { name: 'Published posts' }).getByRole('article').first();
  await expect(post).toContainText(new URL(link).pathname);
  await expect(
    post.locator('dt', { hasText: /^Views$/ }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1', {
    timeout: 10_000,
  });
  await expect(
    post.locator('dt', { hasText: /^Likes$/ }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('not available');
  await page.context().close();
});

test('a signed-in person who is not a dealer is shown how to become one; a visitor is sent to sign in', async ({
  page,
}) => {
  await page.goto('/tiktok-generator');
  await expect(page).toHaveURL(/\/auth\?next=%2Ftiktok-generator$/);
  await registerThroughApi(page, { prefix: 'mkuser', firstName: 'Noah', lastName: 'Bell' });
  for (const [path, heading] of [
    ['/tiktok-generator', 'Short Video Generator'],
    ['/social-media-toolkit', 'Social Media Toolkit'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Become a dealer to use the marketing tools' }),
    ).toBeVisible();
    await expect(page.getByText('Apply to become a dealer to use them.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply to become a dealer' })).toHaveAttribute(
      'href',
      '/dealer-onboarding',
    );
    await expect(page.getByRole('link', { name: 'Connect your dealer API' })).toHaveAttribute(
      'href',
      '/dealer/upload-api',
    );
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});
