import { expect, test } from '@playwright/test';

test('a new visitor sees listings from every platform and can search each category', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'AllMotors' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ results$/)).toBeVisible();
  const cards = page.getByRole('listitem');
  await expect(cards).toHaveCount(12);
  await expect(cards.first().getByRole('img')).toHaveJSProperty('complete', true);

  await page.getByRole('button', { name: 'Motorcycles' }).click();
  await expect(page.getByRole('button', { name: 'Motorcycles' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^[\d,]+ results$/)).toBeVisible();

  await page.getByLabel('Search').fill('zzzz-no-such-bike');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No cars found - Try adjusting your search criteria or filters')).toBeVisible();
});

test('client routes fall back to the app and unknown API paths are 404 JSON', async ({ page, request }) => {
  const response = await page.goto('/some/client/route');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'AllMotors' })).toBeVisible();
  const api = await request.get('/api/nope');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ error: 'Not Found' });
});
