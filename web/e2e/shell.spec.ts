import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

test('an unknown path shows the not-found screen, and Back to Search returns home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Back to Search' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
});

test('at 375 px the menu button opens and closes the mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/no-such-page');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav).toBeHidden();

  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileNav).toBeVisible();
  await expect(mobileNav.getByRole('link', { name: 'Join as Dealer' })).toHaveAttribute(
    'href',
    '/dealer-onboarding',
  );

  await menuButton.click();
  await expect(mobileNav).toBeHidden();

  // Scrolling the page more than 5 px closes it, and so does clicking the logo.
  await menuButton.click();
  await expect(mobileNav).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => window.scrollBy(0, 40));
  await expect(mobileNav).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await menuButton.click();
  await page.getByRole('link', { name: /^AllMotors/ }).click();
  await expect(mobileNav).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/no-such-page');

  // A link in the menu navigates and closes it.
  await menuButton.click();
  await mobileNav.getByRole('link', { name: 'Lease Deals' }).click();
  await expect(page).toHaveURL(/\/lease-deals$/);
  await expect(mobileNav).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});

test('at 1280 px the header shows the navigation and the signed-out actions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/no-such-page');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Search Cars' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Join as Dealer' })).toHaveAttribute(
    'href',
    '/dealer/upload-api',
  );
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the footer downloads the logo as allmotors-uk-logo.png', async ({ page }) => {
  await page.goto('/no-such-page');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download logo' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('allmotors-uk-logo.png');
  const file = await download.path();
  const fs = await import('node:fs/promises');
  const bytes = await fs.readFile(file);
  // PNG signature, then the IHDR width and height (big-endian at offsets 16 and 20).
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect(bytes.readUInt32BE(16)).toBe(320);
  expect(bytes.readUInt32BE(20)).toBe(80);
});
