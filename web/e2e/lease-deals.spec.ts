// A new visitor on /lease-deals, against the real server and its seeded listings: filter, sort, the
// calculator, the explanation, and a deal's car.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const deals = (page: Page) =>
  page.getByRole('region', { name: /Lease Deals Available$/ }).getByRole('article');
const title = (page: Page) => page.getByRole('heading', { level: 2, name: /Lease Deals Available$/ });

async function monthlies(page: Page) {
  const texts = await deals(page)
    .getByText(/^£[\d,]+\.\d\d$/)
    .allTextContents();
  return texts.map((t) => Number(t.replace(/[£,]/g, '')));
}

test('a new visitor filters and sorts lease deals, works out a lease and opens a deal’s car', async ({
  page,
}) => {
  await page.goto('/lease-deals');
  await expect(page.getByRole('heading', { level: 1, name: 'Best Car Lease Deals' })).toBeVisible();
  await expect(title(page)).toHaveText(/^[\d,]+ Lease Deals Available$/);
  const allTotal = Number((await title(page).textContent())!.replace(/\D/g, ''));
  expect(allTotal).toBeGreaterThan(0);
  await expect(deals(page).first()).toBeVisible();
  await expect(
    deals(page)
      .first()
      .getByText(/^From £[\d,]+\/mo$/),
  ).toBeVisible();
  const cheapestFirst = await monthlies(page);
  expect(cheapestFirst).toEqual([...cheapestFirst].sort((a, b) => a - b));
  await expect(
    page.getByRole('region', { name: 'Featured examples' }).getByText('Example', { exact: true }),
  ).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  // Filter: SUVs only, fewer of them, the category in the request and the URL.
  const suvAnswer = page.waitForResponse(
    (r) => r.url().includes('/api/lease-deals?') && r.url().includes('category=suv'),
  );
  await page.getByLabel('Body type').selectOption('suv');
  expect((await suvAnswer).status()).toBe(200);
  await expect(page).toHaveURL(/category=suv/);
  await expect(title(page)).not.toHaveText(`${allTotal.toLocaleString('en-GB')} Lease Deals Available`);
  await expect(deals(page).first()).toContainText('SUV');

  // Sort: most popular.
  const popular = page.waitForResponse((r) => r.url().includes('sortBy=popularity'));
  await page.getByLabel('Sort by').selectOption('popularity');
  expect((await popular).status()).toBe(200);
  await expect(page).toHaveURL(/sortBy=popularity/);
  await expect(deals(page).first()).toBeVisible();

  // How Leasing Works opens an explanation.
  await page.getByRole('button', { name: 'How Leasing Works' }).click();
  await expect(page.getByRole('region', { name: 'How Leasing Works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How Leasing Works', level: 2 })).toBeFocused();

  // The calculator: a £30,000 car over 48 months, 8,000 miles, 3 months upfront.
  await page.getByRole('button', { name: 'Lease Calculator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lease Calculator' });
  await expect(dialog.getByLabel('Car price (£)')).toHaveValue('25000');
  const monthly = dialog.getByTestId('lease-monthly');
  const before = await monthly.textContent();
  await dialog.getByLabel('Car price (£)').fill('30000');
  await dialog.getByLabel('Contract length').selectOption('48');
  await dialog.getByLabel('Annual mileage').selectOption('8000');
  await dialog.getByLabel('Initial rental').selectOption('3');
  // net £25,000; residual 38% £9,500; depreciation £15,500; finance (25,000 + 9,500) × 4.9/2400 × 48
  // = £3,381; ÷ 50 rentals = £377.62; + VAT = £453.14.
  await expect(monthly).toHaveText('£453.14');
  expect(before).not.toBe('£453.14');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A deal's car.
  const first = deals(page).first();
  const carTitle = (await first.getByRole('link').textContent())!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/cars\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: carTitle })).toBeVisible();
});
