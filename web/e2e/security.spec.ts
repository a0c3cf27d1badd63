// The strict Content-Security-Policy of the app shell (issue 15 item 9) holds in a real browser: the
// pages people use load, run, draw their pictures and open the live connection without a single
// violation. (The video's playback is checked under the same watch in marketing.spec.ts.)
import { expect, test } from '@playwright/test';
import { watchCsp } from './csp';
import { registerThroughApi } from './people';

test('the main pages run under the shell’s policy with no violation', async ({ page }) => {
  test.setTimeout(120_000);
  const noViolations = await watchCsp(page);

  const home = await page.goto('/');
  const policy = home!.headers()['content-security-policy'];
  expect(policy).toMatch(/script-src 'self'(;| 'sha256-)/);
  expect(policy).toMatch(/frame-ancestors 'none'/);
  await expect(page.getByText(/^[\d,]+ cars found$/)).toBeVisible();
  // The pictures of the first results are drawn (images load under img-src).
  const picture = page.getByRole('article').first().getByRole('img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await noViolations();

  await page.goto('/used-cars');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await noViolations();

  const search = await page.request.get('/api/cars/search?limit=1&sortBy=price_asc');
  const [car] = ((await search.json()) as { cars: { id: number; title: string }[] }).cars;
  await page.goto(`/cars/${car!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: car!.title })).toBeVisible();
  await noViolations();

  await page.goto('/auth');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await noViolations();

  await registerThroughApi(page, { prefix: 'csp', firstName: 'Cass', lastName: 'Park' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Cass!' })).toBeVisible();
  await noViolations();

  await page.goto('/tiktok-generator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await noViolations();
});

test('another site can neither frame the app nor send it a write', async ({ page }) => {
  const res = await page.request.get('/');
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  // A write sent as another site's page would be refused before the token is even read.
  const csrf = ((await (await page.request.get('/api/csrf')).json()) as { token: string }).token;
  const forged = await page.request.post('/api/logout', {
    headers: { 'x-csrf-token': csrf, origin: 'https://evil.example' },
  });
  expect(forged.status()).toBe(403);
  expect(((await forged.json()) as { code: string }).code).toBe('CROSS_SITE_REQUEST');
});
