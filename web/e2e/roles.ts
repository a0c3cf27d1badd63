// The three people the walks go as (000 §2's header differs for each): a visitor, a signed-in person
// (Wren Walker) and an admin (Ada Walker), each kept as a storage state made once through the API.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { createAdminThroughApi, registerThroughApi } from './people';

export type Role = 'visitor' | 'user' | 'admin';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
export type RoleStates = Record<Role, StorageState>;

/** A new visitor's state after a first page, then a new person's and a new admin's, signed in. */
export async function roleStates(
  browser: Browser,
  baseURL: string | undefined,
  preset: BrowserContextOptions['storageState'],
): Promise<RoleStates> {
  const context = await browser.newContext({ baseURL, storageState: preset });
  const page = await context.newPage();
  await page.goto('/');
  const visitor = await context.storageState();
  // A new person, signed in by the API in this context (their session cookie is kept).
  await registerThroughApi(page, { prefix: 'walker', firstName: 'Wren', lastName: 'Walker' });
  const user = await context.storageState();
  await context.close();

  const adminContext = await browser.newContext({ baseURL, storageState: preset });
  const admin = await createAdminThroughApi(adminContext.request, {
    prefix: 'walkadmin',
    firstName: 'Ada',
    lastName: 'Walker',
  });
  const csrf = ((await (await adminContext.request.get('/api/csrf')).json()) as { token: string }).token;
  const signedIn = await adminContext.request.post('/api/login', {
    headers: { 'x-csrf-token': csrf },
    data: admin,
  });
  expect(signedIn.status()).toBe(200);
  const adminState = await adminContext.storageState();
  await adminContext.close();
  return { visitor, user, admin: adminState };
}

/** A new page in a context of its own, as the person whose state is given. */
export async function pageAs(
  browser: Browser,
  storageState: StorageState,
  baseURL: string | undefined,
): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState });
  return context.newPage();
}
