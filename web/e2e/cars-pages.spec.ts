// /used-cars and /new-cars as a visitor sees them, against the real server and its seeded listings,
// at a desktop width (1280) and a phone width (375), with the axe check on each.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { signInWithForm } from './people';
import { confirmSignUpThroughApi } from './mail';

const password = 'Correct-Horse-7';

/** A new buyer account made through the API in a separate context, so the page stays signed out. */
async function newBuyer(request: APIRequestContext): Promise<string> {
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string };
  const username = `carsbuyer${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const res = await request.post('/api/register', {
    headers: { 'x-csrf-token': token },
    data: {
      username,
      email: `${username}@example.co.uk`,
      password,
      firstName: 'Amara',
      lastName: 'Okafor',
      role: 'user',
    },
  });
  expect(res.status()).toBe(202);
  // Usable once the e-mailed link is opened (issue 15); this context's cookies take the session.
  await confirmSignUpThroughApi(request, `${username}@example.co.uk`, token);
  return username;
}

const cards = (page: Page) => page.getByRole('article');
const prices = async (page: Page) =>
  (await cards(page).locator('p.text-2xl').allTextContents()).map((t) => Number(t.replace(/[£,]/g, '')));

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test('used cars: real cars, local filter and sort, View Details, Contact Seller through sign-in', async ({
      page,
      playwright,
      baseURL,
    }) => {
      await page.goto('/used-cars');
      await expect(page.getByRole('heading', { level: 1, name: 'Quality Used Cars' })).toBeVisible();
      const showing = page.getByText(/^Showing [\d,]+ of [\d,]+ cars$/);
      await expect(showing).toBeVisible();
      expect(await cards(page).count()).toBeGreaterThan(0);
      const ascending = await prices(page);
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
      await expect(page.getByText(/4\.5/)).toHaveCount(0);
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' });
      await expect(page).toHaveURL(/sortBy=price_desc/);
      await expect(async () => {
        const descending = await prices(page);
        expect(descending).toEqual([...descending].sort((a, b) => b - a));
      }).toPass();

      await page.getByLabel('Fuel type').selectOption('Diesel');
      await expect(page).toHaveURL(/fuelType=Diesel/);
      await expect(async () => {
        const texts = await cards(page).allTextContents();
        expect(texts.length).toBeGreaterThan(0);
        for (const t of texts) expect(t).toContain('Diesel');
      }).toPass();

      const first = cards(page).first();
      const title = (await first.getAttribute('aria-label'))!;
      await first.getByRole('link', { name: `View Details of the ${title}` }).click();
      await expect(page).toHaveURL(/\/cars\/\d+$/);
      await page.goBack();

      await cards(page)
        .first()
        .getByRole('button', { name: /^Contact Seller/ })
        .click();
      await expect(page).toHaveURL(/\/auth\?next=%2Fcars%2F\d+%3Fcontact%3D1/);
      const api = await playwright.request.newContext({ baseURL });
      const username = await newBuyer(api);
      await api.dispose();
      await signInWithForm(page, username, password);
      await expect(page).toHaveURL(/\/cars\/\d+\?contact=1$/);
      await expect(page.getByRole('textbox', { name: /^Message to / })).toBeVisible();
    });

    test('new cars: six sample offers, filters, Configure & Price, finance and a test drive request', async ({
      page,
    }) => {
      await page.goto('/new-cars');
      await expect(page.getByRole('heading', { level: 1, name: 'New Cars' })).toBeVisible();
      await expect(page.getByText('Showing 6 of 6 cars')).toBeVisible();
      await expect(page.getByText('Sample offer', { exact: true })).toHaveCount(6);
      await noSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      await page.getByLabel('Price range').selectOption({ label: '£45,000+' });
      await expect(cards(page)).toHaveCount(1);
      await page.getByLabel('Price range').selectOption({ label: 'Any price' });

      await page
        .getByRole('button', { name: 'Configure & Price the 2025 Kia Sportage 1.6 T-GDi Hybrid 2' })
        .click();
      const dialog = page.getByRole('dialog', { name: /Configure & Price/ });
      await expect(dialog.getByTestId('configured-price')).toHaveText('£34,245');
      await dialog.getByText('GT-Line').click();
      await dialog.getByText('Tow bar').click();
      await expect(dialog.getByTestId('configured-price')).toHaveText('£39,195');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Request a test drive' }).click();

      const form = page.getByRole('dialog', { name: /Test drive: 2025 Kia Sportage/ });
      await form.getByLabel('Your name').fill('Amara Okafor');
      await form.getByLabel('E-mail').fill('amara@example.co.uk');
      await form.getByLabel('Preferred date (optional)').fill('2026-12-12');
      await form.getByRole('button', { name: 'Send test drive request' }).click();
      await expect(form.getByRole('status')).toContainText('Test drive request sent');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /Configure & Price the 2025 MG3/ }).click();
      await page.getByRole('link', { name: 'Work out finance for £18,495' }).click();
      await expect(page).toHaveURL(/\/finance\?price=1849500$/);
    });
  });
}
