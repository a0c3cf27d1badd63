// What the journeys do again and again, done once: a new person signs up (through the API, sharing
// the page's cookies, as the sign-up form would), and a private seller fills in the listing form.
import { expect, type Locator, type Page } from '@playwright/test';

/** Registers and signs in a new person in this page's browser context; returns their username. */
export async function registerThroughApi(
  page: Page,
  person: { prefix: string; firstName: string; lastName: string },
): Promise<string> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const username = `${person.prefix}${stamp}`;
  const csrf = ((await (await page.request.get('/api/csrf')).json()) as { token: string }).token;
  const registered = await page.request.post('/api/register', {
    headers: { 'x-csrf-token': csrf },
    data: {
      username,
      email: `${username}@example.co.uk`,
      password: 'Correct-Horse-7',
      firstName: person.firstName,
      lastName: person.lastName,
      role: 'user',
    },
  });
  expect(registered.status()).toBe(201);
  return username;
}

export interface ListingFields {
  bodyType: string;
  make: string;
  model: string;
  variant: string;
  year: string;
  price: string;
  mileage: string;
  fuelType: string;
  transmission: string;
  engineSize: string;
  colour: string;
  previousOwners: string;
  town: string;
  postcode: string;
  description?: string;
}

/** Fills the 'New listing' form as a seller would (five doors, five seats). */
export async function fillListingForm(form: Locator, car: ListingFields): Promise<void> {
  await form.getByLabel('Body type').selectOption(car.bodyType);
  await form.getByLabel('Make').fill(car.make);
  await form.getByLabel('Model').fill(car.model);
  await form.getByLabel('Variant (optional)').fill(car.variant);
  await form.getByLabel('Year').fill(car.year);
  await form.getByLabel('Price (£)').fill(car.price);
  await form.getByLabel('Mileage').fill(car.mileage);
  await form.getByLabel('Fuel type').selectOption(car.fuelType);
  await form.getByLabel('Transmission').selectOption(car.transmission);
  await form.getByLabel('Engine size (litres)').fill(car.engineSize);
  await form.getByLabel('Colour').selectOption(car.colour);
  await form.getByLabel('Doors').fill('5');
  await form.getByLabel('Seats').fill('5');
  await form.getByLabel('Previous owners').fill(car.previousOwners);
  await form.getByLabel('Town').fill(car.town);
  await form.getByLabel('Postcode').fill(car.postcode);
  if (car.description) await form.getByLabel('Description (optional)').fill(car.description);
}
