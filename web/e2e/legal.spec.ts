// Legal pages and cookie consent (issue 12 item 4; 001 §2, §4): a new visitor meets the banner,
// reaches the legal pages from the footer, rejects non-essential cookies (the comparison list is
// then not stored), changes a switch on the cookie policy, saves (the page reloads) and keeps the
// choice after another reload; the privacy policy leads to /delete-data.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

// A new visitor: none of the consent the other journeys start with (web/playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] } });

const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null') as unknown);

async function openFromFooter(page: Page, name: string, heading: string) {
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
}

for (const width of [1280, 375]) {
  test(`at ${width} px a new visitor chooses cookies and reads the legal pages`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on AllMotors' });
    await expect(banner).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The footer stays reachable while the banner is up.
    await openFromFooter(page, 'Terms of Service', 'Terms of Service');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+\. / })).toHaveCount(16);
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(banner).toBeHidden();
    expect(await storedChoice(page)).toMatchObject({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });

    // With functional cookies off the comparison list works but is not kept in the browser.
    const { cars } = (await (await request.get('/api/cars/search?limit=1')).json()) as {
      cars: { id: number; title: string }[];
    };
    await page.goto(`/cars/${cars[0]!.id}`);
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await expect(page.getByRole('region', { name: 'Comparison' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('compare-cars'))).toBeNull();
    // So a new page load starts with an empty list, and the banner does not come back.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next car' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Comparison' })).toHaveCount(0);
    await expect(banner).toBeHidden();

    await openFromFooter(page, 'Cookie Policy', 'Cookie Policy');
    const toggle = (name: string) => page.getByRole('switch', { name });
    await expect(toggle('Necessary')).toBeDisabled();
    await expect(toggle('Necessary')).toHaveAttribute('aria-checked', 'true');
    await expect(toggle('Functional')).toHaveAttribute('aria-checked', 'false');
    await expect(toggle('Analytics')).toHaveAttribute('aria-checked', 'false');
    await expect(toggle('Marketing')).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('table', { name: 'Types of cookies and how long they last' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await toggle('Functional').click();
    await expect(toggle('Functional')).toHaveAttribute('aria-checked', 'true');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await reloaded;
    await expect(toggle('Functional')).toHaveAttribute('aria-checked', 'true');
    await expect(toggle('Analytics')).toHaveAttribute('aria-checked', 'false');

    await page.reload();
    await expect(toggle('Functional')).toHaveAttribute('aria-checked', 'true');
    await expect(toggle('Marketing')).toHaveAttribute('aria-checked', 'false');
    expect(await storedChoice(page)).toMatchObject({ functional: true, analytics: false, marketing: false });

    await openFromFooter(page, 'Privacy Policy', 'Privacy Policy');
    await expect(banner).toBeHidden();
    await expect(page.getByText('Last updated: July 16, 2025')).toBeVisible();
    const deleteLink = page.getByRole('link', { name: 'Delete your data' });
    await expect(deleteLink).toHaveAttribute('href', '/delete-data');
    await expectNoSeriousA11yViolations(page);
    await deleteLink.click();
    await expect(page).toHaveURL(/\/delete-data$/);
  });
}
