import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

// A real 1×1 PNG, written to a file as a person would pick one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a new private seller lists a car with a photo and finds it in search', async ({ page }) => {
  const n = Date.now().toString(36);
  const photo = path.join(os.tmpdir(), `allmotors-e2e-${n}.png`);
  fs.writeFileSync(photo, PNG);

  // Register through the API as the sign-up form does (the page shares its cookies).
  const csrf = (await (await page.request.get('/api/csrf')).json()) as { token: string };
  const registered = await page.request.post('/api/register', {
    headers: { 'x-csrf-token': csrf.token },
    data: {
      username: `seller${n}`,
      email: `seller${n}@example.co.uk`,
      password: 'Correct-Horse-7',
      firstName: 'Priya',
      lastName: 'Shah',
      role: 'user',
    },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome back, Priya!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'My Listings' }).click();
  await expect(page).toHaveURL(/\?tab=listings$/);
  await expect(page.getByRole('heading', { name: 'Your Listings (0)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Listing' }).click();
  const form = page.getByRole('form', { name: 'New listing' });
  const variant = `Kestrel${n}`;
  await form.getByLabel('Body type').selectOption('Hatchback');
  await form.getByLabel('Make').fill('Volkswagen');
  await form.getByLabel('Model').fill('Golf');
  await form.getByLabel('Variant (optional)').fill(variant);
  await form.getByLabel('Year').fill('2018');
  await form.getByLabel('Price (£)').fill('11,250');
  await form.getByLabel('Mileage').fill('52000');
  await form.getByLabel('Fuel type').selectOption('Petrol');
  await form.getByLabel('Transmission').selectOption('Manual');
  await form.getByLabel('Engine size (litres)').fill('1.4');
  await form.getByLabel('Colour').selectOption('Grey');
  await form.getByLabel('Doors').fill('5');
  await form.getByLabel('Seats').fill('5');
  await form.getByLabel('Previous owners').fill('2');
  await form.getByLabel('Town').fill('Leeds');
  await form.getByLabel('Postcode').fill('LS1 4AP');
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
  expect(image.headers()['content-type']).toBe('image/png');
  await expect(page.locator(`img[src="/api/media/photos/${id}/0"]`).first()).toBeVisible();
  fs.rmSync(photo, { force: true });
});
