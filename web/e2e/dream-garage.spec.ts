import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './people';
import { expectNoSeriousA11yViolations } from './axe';

interface SearchAnswer {
  cars: { id: number; title: string; price: number }[];
}

const poundsText = (pence: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(
    pence / 100,
  );

/**
 * Saves from the detail page's heart once the route module composes SaveToggle in; until then it
 * saves through the API with the page's own session (page.request shares the browser's cookies).
 */
async function saveFromDetail(page: Page, car: { id: number; title: string }, csrf: string) {
  await page.goto(`/cars/${car.id}`);
  await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Save to dream garage' });
  if (await toggle.count()) {
    // The heart acts once the page knows who is signed in (the header shows their name).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Priya' })).toBeVisible();
    await toggle.click();
    await expect(page.getByText('Added to dream garage', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from dream garage' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  } else {
    const res = await page.request.post('/api/dream-garage', {
      data: { carId: car.id },
      headers: { 'x-csrf-token': csrf },
    });
    expect(res.status()).toBe(201);
  }
}

test('a new buyer saves two cars, sees them with their total value and removes one', async ({ page }) => {
  await page.goto('/dream-garage');
  await expect(page.getByText('Please sign in to access your dream garage.').first()).toBeVisible();
  await page.waitForURL(/\/auth\?next=%2Fdream-garage$/);

  await registerThroughApi(page, { prefix: 'garage', firstName: 'Priya', lastName: 'Shah' });
  const csrf = ((await (await page.request.get('/api/csrf')).json()) as { token: string }).token;

  // Two cars of different titles, so each card can be found by its name.
  const search = await page.request.get('/api/cars/search?limit=20&sortBy=price_asc');
  const found = ((await search.json()) as SearchAnswer).cars;
  const cars = found
    .filter((car, k) => found.findIndex((other) => other.title === car.title) === k)
    .slice(0, 2);
  expect(cars).toHaveLength(2);
  for (const car of cars) await saveFromDetail(page, car, csrf);

  await page.goto('/dream-garage');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dream Garage' })).toBeVisible();
  await expect(page.getByText('2 cars in your garage')).toBeVisible();
  const total = cars[0]!.price + cars[1]!.price;
  await expect(page.getByText(poundsText(total), { exact: true })).toBeVisible();
  for (const car of cars) await expect(page.getByRole('article', { name: car.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Share Garage' }).click();
  const menu = page.getByRole('region', { name: 'Share your dream garage' });
  await expect(menu.getByText(`Total value ${poundsText(total)}`)).toBeVisible();
  await page.keyboard.press('Escape');

  const [gone, kept] = [cars[0]!, cars[1]!];
  const card = page.getByRole('article', { name: gone.title });
  await card.hover();
  await card.getByRole('button', { name: `Remove ${gone.title} from your dream garage` }).click();
  await expect(page.getByText('Car has been removed from your dream garage.', { exact: true })).toBeVisible();
  await expect(page.getByText('1 car in your garage')).toBeVisible();
  await expect(page.getByRole('article', { name: gone.title })).toHaveCount(0);
  await expect(page.getByRole('article', { name: kept.title })).toBeVisible();
  await expect(page.getByText(poundsText(kept.price), { exact: true }).first()).toBeVisible();
});
