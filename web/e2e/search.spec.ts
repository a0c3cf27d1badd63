// Journeys of a new visitor on the search home, against the real server and its seeded listings.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('article');
const total = (page: Page) => page.getByRole('status').filter({ hasText: /found$/ });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Refine Search' });
const params = (page: Page) => new URL(page.url()).searchParams;

/** The value of the first real option (after 'Any') of a select. */
async function firstOption(select: ReturnType<Page['getByLabel']>) {
  return select.locator('option').nth(1).getAttribute('value') as Promise<string>;
}

async function prices(page: Page) {
  const texts = await results(page)
    .getByText(/^£[\d,]+$/)
    .allTextContents();
  return texts.map((t) => Number(t.replace(/[£,]/g, '')));
}

test('a new visitor searches by make and free text from the hero form', async ({ page }) => {
  await page.goto('/');
  await expect(total(page)).toHaveText(/^[\d,]+ cars found$/);
  await expect(results(page)).toHaveCount(12);

  const hero = page.getByRole('search', { name: 'Search cars' });
  const make = await firstOption(hero.getByLabel('Make'));
  await hero.getByLabel('Make').selectOption(make);
  await hero.getByLabel('Max price').selectOption({ label: '£100,000' });
  await hero.getByRole('button', { name: 'Search cars' }).click();
  await expect(page).toHaveURL(new RegExp(`make=${encodeURIComponent(make).replace(/%20/g, '(\\+|%20)')}`));
  expect(params(page).get('maxPrice')).toBe('10000000');
  await expect(results(page).first()).toContainText(make);
  for (const title of await results(page).getByRole('link').allTextContents()) expect(title).toContain(make);

  await hero.getByLabel('Search').fill('zzzz-no-such-car');
  await hero.getByRole('button', { name: 'Search cars' }).click();
  await expect(page.getByRole('heading', { name: 'No cars found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible();
});

test('filter by make then model, sort by price and load more', async ({ page }) => {
  await page.goto('/');
  await expect(results(page)).toHaveCount(12);
  const makeSelect = panel(page).getByLabel('Make');
  const make = await firstOption(makeSelect);
  await makeSelect.selectOption(make);
  await expect.poll(() => params(page).get('make')).toBe(make);

  const modelSelect = panel(page).getByLabel('Model');
  await expect(modelSelect.locator('option')).not.toHaveCount(1);
  const model = await firstOption(modelSelect);
  await modelSelect.selectOption(model);
  await expect.poll(() => params(page).get('model')).toBe(model);
  await expect(results(page).first().getByRole('link')).toContainText(`${make} ${model}`);

  await page.goto('/');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect.poll(() => params(page).get('sortBy')).toBe('price_asc');
  await expect(results(page)).toHaveCount(12);
  await expect
    .poll(async () => {
      const p = await prices(page);
      return p.length === 12 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
    })
    .toBe(true);

  await page.getByRole('button', { name: 'Load More Results' }).click();
  await expect(results(page)).toHaveCount(24);
  expect(params(page).get('page')).toBe('2');
  const all = await prices(page);
  expect(all.every((v, i) => i === 0 || all[i - 1]! <= v)).toBe(true);
});

test('at 375 px the filters open in a sheet from the Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await expect(results(page)).toHaveCount(12);
  await expect(panel(page)).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  const sheet = page.getByRole('dialog', { name: 'Refine Search' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Transmission').selectOption('Automatic');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  await expect.poll(() => params(page).get('transmission')).toBe('Automatic');
  await expect(results(page).first()).toContainText('Automatic');
  for (const text of await results(page).allTextContents()) expect(text).toContain('Automatic');
});

test('at 375 px the quick-filter bar never covers the result cards as the reader scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(results(page)).toHaveCount(12);
  const bar = page.getByRole('region', { name: 'Quick filters' });
  const overlaps = async (card: ReturnType<Page['locator']>) => {
    const [a, b] = [await bar.boundingBox(), await card.boundingBox()];
    if (!a || !b) throw new Error('bar or card not laid out');
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  };
  // Scrolled to the results (well past 300 px), the bar is in reach and the first card is below it.
  await page.getByRole('region', { name: 'Results' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(bar).toBeInViewport();
  expect(await overlaps(results(page).first())).toBe(false);
  // A quick filter still filters.
  await bar.getByLabel('Quick fuel type').selectOption({ label: 'Electric' });
  await expect.poll(() => params(page).getAll('fuelTypes')).toEqual(['Electric']);
});

test('Back and Forward walk through searches', async ({ page }) => {
  await page.goto('/');
  await expect(results(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Vans', exact: true }).click();
  await expect(total(page)).toHaveText(/vans found$/);
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect.poll(() => params(page).get('sortBy')).toBe('price_desc');

  await page.goBack();
  await expect.poll(() => params(page).get('sortBy')).toBeNull();
  await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
  await expect(total(page)).toHaveText(/vans found$/);
  await page.goBack();
  await expect(total(page)).toHaveText(/cars found$/);
  await expect(page.getByRole('button', { name: 'Cars', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goForward();
  await expect(total(page)).toHaveText(/vans found$/);
});

test('the search home has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(results(page)).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);
});

test('client routes fall back to the app and unknown API paths are 404 JSON', async ({ page, request }) => {
  const response = await page.goto('/some/client/route');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('link', { name: /AllMotors/ }).first()).toBeVisible();
  const api = await request.get('/api/nope');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  expect(await api.json()).toMatchObject({ error: 'Not Found' });
});
