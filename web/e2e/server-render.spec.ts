// The search home and a car's page arrive rendered by the server (docs/adr/0011): the HTML already
// holds the results or the car, the app hydrates it without a mismatch and then works as before, a
// tap on a button before the app has run is made once it has, and a visitor who chose about cookies
// never sees the server's banner, even before the app has run.
import { expect, test, type Page, type Route } from '@playwright/test';

/** Console errors but the expected 401 of the signed-out visitor's `/api/user`. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 401/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Holds the app's scripts until `release()` is called, so the page can be seen as the server sent it. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return () => {
    released = true;
    return Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

test('the search home comes with its first results, and hydrates into the working search', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/?make=BMW')).text();
  expect(html).toContain('aria-label="Search results"');
  expect(html).toContain('id="app-state"');

  const errors = collectErrors(page);
  const release = await holdScripts(page);
  await page.goto('/?make=BMW', { waitUntil: 'commit' });
  // Before any of the app's JavaScript: the server's results are on screen.
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const firstTitle = await results.getByRole('heading').first().textContent();
  expect(firstTitle).toMatch(/BMW/);
  await release();
  await page.waitForLoadState('load');

  // Hydrated: sorting works, and the results change with it.
  await page.getByRole('combobox', { name: /sort/i }).selectOption('price_asc');
  await expect(page).toHaveURL(/sortBy=price_asc/);
  await expect(results.getByRole('heading').first()).toContainText('BMW');
  expect(errors).toEqual([]);
});

test('a car’s page comes rendered, and a tap made before its scripts have run is made once they have', async ({
  page,
  request,
}) => {
  const search = (await (await request.get('/api/cars/search?limit=1')).json()) as {
    cars: { id: number; title: string }[];
  };
  const car = search.cars[0]!;
  const html = await (await request.get(`/cars/${car.id}`)).text();
  expect(html).toContain('id="app-state"');
  // Its screen's code is named for the browser to fetch with the rest, after the first paint.
  expect(html).toMatch(/data-preload="[^"]*\/assets\/car-detail-[^"]+\.js/);

  const errors = collectErrors(page);
  const release = await holdScripts(page);
  await page.goto(`/cars/${car.id}`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
  // Tapped twice, as someone would whom the first tap seemed to ignore: done once, not undone.
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await page.getByRole('button', { name: 'Add to compare' }).click();
  await release();
  await expect(page.getByRole('button', { name: 'Remove from compare' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('dialog', { name: 'Share this car' })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('the cookie banner in the server’s page', () => {
  test('stays hidden, before the app runs, for a visitor who has chosen', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next car' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies on AllMotors' })).toBeHidden();
    await release();
    await expect(page.getByRole('combobox', { name: /sort/i })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Cookies on AllMotors' })).toHaveCount(0);
  });

  test.describe('for a new visitor', () => {
    test.use({ storageState: { cookies: [], origins: [] } });
    test('shows at once, and works once the app runs', async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      const banner = page.getByRole('region', { name: 'Cookies on AllMotors' });
      await expect(banner).toBeVisible();
      await release();
      await page.waitForLoadState('load');
      await banner.getByRole('button', { name: 'Accept all' }).click();
      await expect(banner).toBeHidden();
    });
  });
});
