// The search home and the car pages come rendered by the server: they read, and their links work,
// before the app's code has run, and what a visitor does meanwhile is done once the app has taken over.
import { expect, test, type Page } from '@playwright/test';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('article');
const total = (page: Page) => page.getByRole('status').filter({ hasText: /found$/ });

/** Holds the app's entry script back until `release` is called. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the search home and a car page read without the app’s JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(total(page)).toHaveText(/^[\d,]+ cars found$/);
  await expect(results(page)).toHaveCount(12);
  const link = results(page).first().getByRole('link');
  const title = (await link.textContent())!;
  // A plain link meanwhile: the server renders the car page too.
  await link.click();
  await expect(page).toHaveURL(/\/cars\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await context.close();
});

test('a search made before the app has arrived is run once it has', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/');
  await expect(results(page)).toHaveCount(12);
  await page.getByLabel('Search', { exact: true }).fill('Golf');
  await page.getByLabel('Max price').selectOption({ label: '£20,000' });
  await page
    .getByRole('search')
    .getByRole('button', { name: /search/i })
    .click();
  // Held back: the page stays as it is, with what was typed.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('Golf');

  release();
  await expect
    .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
    .toEqual({ search: 'Golf', maxPrice: '2000000' });
  await expect(results(page).first()).toContainText(/golf/i);
});

test('a button pressed on a car page before the app has arrived is pressed once it has', async ({
  page,
  request,
}) => {
  const { cars } = (await (await request.get('/api/cars/search?limit=1')).json()) as {
    cars: { id: number; title: string }[];
  };
  const release = await holdTheApp(page);
  await page.goto(`/cars/${cars[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: cars[0]!.title })).toBeVisible();
  await page.getByRole('button', { name: 'Add to compare' }).click();
  release();
  await expect(
    page.getByText(`${cars[0]!.title} has been added to comparison.`, { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
