import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { signUpLink } from './mail';

const username = `e2e${Date.now().toString(36)}`;
const password = 'Forecourt-Keys-42';

async function signIn(page: Page, name: string, pass: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Username').fill(name);
  await form.getByLabel('Password').fill(pass);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page, label: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test('a new person registers, signs out, signs in again and renames themselves', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill('Priya');
  await form.getByLabel('Last name').fill('Shah');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.co.uk`);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();

  // Nobody is signed in until the address is confirmed (issue 15).
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`${username}@example.co.uk`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signIn(page, username, password);
  await expect(page.getByRole('alert')).toHaveText(
    'Please confirm your e-mail address: we have sent you a new link',
  );
  // The newest link (the one the sign-in attempt sent) confirms, signs in and lands at home.
  await page.goto(await signUpLink(`${username}@example.co.uk`));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Priya' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  // Not an admin: no Admin link.
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await signOut(page, 'Priya');

  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Priya' })).toBeVisible();

  await page.getByRole('button', { name: 'Priya' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByLabel('First name').fill('Priyanka');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Priyanka' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A signed-in visitor opening the sign-in page goes home.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);

  await signOut(page, 'Priyanka');
  // Profile now needs signing in again.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?next=\/profile$/);
});

test('a wrong password shows the server message', async ({ page }) => {
  await signIn(page, username, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('a social sign-in error is explained, and the page passes axe', async ({ page }) => {
  await page.goto('/auth?error=google_not_configured');
  await expect(page.getByRole('alert')).toHaveText(
    'Google login is not configured yet. Please use email/password login or contact support.',
  );
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
    'href',
    '/api/auth/google',
  );
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('radio', { name: /Car Dealer/ }).check();
  await expect(page.getByLabel('Company name')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('at 375 px the signed-out sign-in page and the menu fit', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
