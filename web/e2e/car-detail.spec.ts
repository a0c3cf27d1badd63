import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

// Finds a listing through the API, for the journeys that go straight to an address.
async function firstCarId(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const response = await request.get('/api/cars/search?limit=1');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { cars: { id: number }[] };
  expect(body.cars.length).toBeGreaterThan(0);
  return body.cars[0]!.id;
}

test('a new visitor reads a car, compares its platform prices and copies its link', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await firstCarId(request);
  const car = (await (await request.get(`/api/cars/${id}`)).json()) as {
    title: string;
    price: number;
    offers: unknown[];
  };
  const price = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  }).format(car.price / 100);

  // A new visitor opens the first result from the search home.
  await page.goto('/');
  await page
    .getByRole('link', { name: new RegExp(car.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/cars/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
  await expect(page.getByText(`Price: ${price}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Full specifications' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^View on / })).toHaveCount(car.offers.length);
  await expect(page.getByRole('region', { name: 'Price history' })).toContainText(
    /Price (dropped|rose|unchanged)/,
  );
  await expect(page.getByRole('img', { name: /photo 1 of/ })).toHaveJSProperty('complete', true);

  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Share' }).click();
  const sheet = page.getByRole('dialog', { name: 'Share this car' });
  await expect(sheet.getByRole('link', { name: /Share on WhatsApp/ })).toBeVisible();
  await sheet.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    new URL(`/cars/${id}`, page.url()).href,
  );

  await page.getByRole('link', { name: 'Back to Search' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the /car/{id} form of the address shows the same car', async ({ page, request }) => {
  const id = await firstCarId(request);
  const { title } = (await (await request.get(`/api/cars/${id}`)).json()) as { title: string };
  await page.goto(`/car/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('an unknown car shows Car Not Found with a way back to search', async ({ page }) => {
  await page.goto('/cars/99999999');
  await expect(page.getByRole('heading', { name: 'Car Not Found' })).toBeVisible();
  await expect(page.getByText("The car you're looking for doesn't exist or has been removed.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
});
