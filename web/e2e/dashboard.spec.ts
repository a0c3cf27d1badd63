import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { fillListingForm, registerThroughApi } from './people';

// A real 1×1 PNG, written to a file as a person would pick one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a new private seller lists a car with a photo and finds it in search', async ({ page }) => {
  const n = Date.now().toString(36);
  const photo = path.join(os.tmpdir(), `allmotors-e2e-${n}.png`);
  fs.writeFileSync(photo, PNG);

  await registerThroughApi(page, { prefix: 'seller', firstName: 'Priya', lastName: 'Shah' });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Priya!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'My Listings' }).click();
  await expect(page).toHaveURL(/\?tab=listings$/);
  await expect(page.getByRole('heading', { name: 'Your Listings (0)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Listing' }).click();
  const form = page.getByRole('form', { name: 'New listing' });
  const variant = `Kestrel${n}`;
  await fillListingForm(form, {
    bodyType: 'Hatchback',
    make: 'Volkswagen',
    model: 'Golf',
    variant,
    year: '2018',
    price: '11,250',
    mileage: '52000',
    fuelType: 'Petrol',
    transmission: 'Manual',
    engineSize: '1.4',
    colour: 'Grey',
    previousOwners: '2',
    town: 'Leeds',
    postcode: 'LS1 4AP',
  });
  await form.getByLabel('Add photos').setInputFiles(photo);
  await expect(form.getByRole('img', { name: 'Photo 1 (main)' })).toBeVisible();
  await form.getByRole('button', { name: 'Publish listing' }).click();

  const title = `2018 Volkswagen Golf ${variant} 1.4`;
  await expect(page.getByRole('heading', { name: 'Your Listings (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('0 views')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Buyers find it in search at once, and its page shows the uploaded photo.
  await page.goto('/');
  await page.getByLabel('Search', { exact: true }).fill(`Golf ${variant}`);
  await page
    .getByRole('search')
    .getByRole('button', { name: /search/i })
    .click();
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const image = await page.request.get(`/api/media/photos/${id}/0`);
  // Photos are stored re-encoded: a PNG photo comes back as a JPEG (docs/api.md, photos).
  expect(image.headers()['content-type']).toBe('image/jpeg');
  await expect(page.locator(`img[src="/api/media/photos/${id}/0"]`).first()).toBeVisible();
  fs.rmSync(photo, { force: true });
});
