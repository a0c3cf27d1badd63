// What the journeys do again and again, done once: a new person signs up (through the API, sharing
// the page's cookies, as the sign-up form would), the operator makes an admin, someone signs in with
// the form, and a private seller fills in the listing form.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { confirmSignUpThroughApi } from './mail';

/** A suffix that makes a name unique on the suite's one server (usernames, companies, keys). */
export const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** `s` as a regular expression matching it literally. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Someone signed in, in this page's context, with an account the operator made; returns the username. */
export async function signedInPerson(page: Page, prefix: string, next: string): Promise<string> {
  const person = await createAdminThroughApi(page.request, { prefix, firstName: 'Owen', lastName: 'Price' });
  await page.goto(`/auth?next=${encodeURIComponent(next)}`);
  await signInWithForm(page, person.username, person.password);
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(next)}$`));
  return person.username;
}

/** The port of the server under test (web/playwright.config.ts). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
/** The demo world's control host (bff/world: /_advance, /_stats), beside the server on PORT + 1. */
export const worldUrl = `http://127.0.0.1:${e2ePort + 1}`;

/** The token the server wrote to its data folder at start-up (the config shares the folder's path). */
export function operatorToken(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through web/playwright.config.ts');
  return fs.readFileSync(path.join(dataDir, 'operator-token'), 'utf8').trim();
}

/** Headers that let a request act as the operator CLI (an admin on the admin API, no CSRF token). */
export const operatorHeaders = () => ({ 'x-operator-token': operatorToken() });

/** Makes a new admin the way `cli users create-admin` does; returns the credentials to sign in with. */
export async function createAdminThroughApi(
  request: APIRequestContext,
  person: { prefix: string; firstName: string; lastName: string },
): Promise<{ username: string; password: string }> {
  const username = `${person.prefix}${stamp()}`;
  const password = 'Gearbox-Ledger-58';
  const created = await request.post('/api/operator/admins', {
    headers: operatorHeaders(),
    data: {
      username,
      email: `${username}@example.co.uk`,
      password,
      firstName: person.firstName,
      lastName: person.lastName,
    },
  });
  expect(created.status()).toBe(201);
  return { username, password };
}

/** Fills in and sends the sign-in form on the page's current sign-in screen. */
export async function signInWithForm(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Registers a new person and follows their e-mailed confirmation link, which signs them in in this
 * page's browser context; returns their username.
 */
export async function registerThroughApi(
  page: Page,
  person: { prefix: string; firstName: string; lastName: string },
): Promise<string> {
  const username = `${person.prefix}${stamp()}`;
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
  expect(registered.status()).toBe(202);
  // Sign-up signs in only through the e-mailed link (issue 15): open it as the person would, with
  // the page's cookies, so the session lands in this browser context.
  await confirmSignUpThroughApi(page.request, `${username}@example.co.uk`, csrf);
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
