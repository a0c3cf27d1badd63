// Finance (000 §2, DECISIONS 23-24) walked as a new user would: from a car's page to the calculator
// prefilled with its price, a changed term, 'Get This Quote' to the Apply tab, a mistake the browser
// catches, then an application the server stores; and the options' 'Learn More'.
import { expect, test } from '@playwright/test';
import { calculateQuote, suggestedDeposit } from '../../bff/plugins/finance/calculator';
import { expectNoSeriousA11yViolations } from './axe';
import { registerThroughApi } from './people';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 });
const money = (pence: number) => gbp.format(pence / 100);

test('a new user finances a car: calculator → quote → application received', async ({ page }) => {
  await registerThroughApi(page, { prefix: 'fin', firstName: 'Amira', lastName: 'Okafor' });
  const found = await (await page.request.get('/api/cars/search?limit=1')).json();
  const car = found.cars[0] as { id: number; title: string; price: number };

  await page.goto(`/cars/${car.id}`);
  await page.getByRole('link', { name: 'Finance this car' }).click();
  await expect(page).toHaveURL(`/finance?price=${car.price}&car=${car.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Car Finance' })).toBeVisible();
  await expect(page.getByRole('link', { name: car.title })).toBeVisible();
  await expect(page.getByLabel('Car Price')).toHaveValue(String(car.price / 100));
  await expect(page.getByLabel('Deposit')).toHaveValue(String(suggestedDeposit(car.price) / 100));
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Loan Term (months)').selectOption('36');
  const quote = { price: car.price, deposit: suggestedDeposit(car.price), termMonths: 36, apr: 4.9 };
  const figures = calculateQuote(quote);
  const panel = page.getByRole('region', { name: 'Your quote' });
  await expect(panel.getByText(money(figures.monthlyPayment))).toBeVisible();
  await expect(panel.getByText(money(figures.totalPayable))).toBeVisible();
  await page.getByRole('button', { name: 'Get This Quote' }).click();

  await expect(page.getByRole('tab', { name: 'Apply' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: `Your quote for the ${car.title}` })).toBeVisible();
  await expect(page.getByText('36 months')).toBeVisible();
  // Signed in: the names and e-mail are the account's.
  await expect(page.getByLabel('First Name')).toHaveValue('Amira');
  await expect(page.getByLabel('Last Name')).toHaveValue('Okafor');
  await expect(page.getByLabel('Email Address')).toHaveValue(/@example\.co\.uk$/);

  await page.getByLabel('Phone Number').fill('0770 090');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Phone number must have 10 to 15 digits')).toBeVisible();
  await expect(page.getByText('Annual income is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Phone Number').fill('07700 900123');
  await page.getByLabel('Annual Income').fill('38,000');
  await page.getByLabel('Employment Status').selectOption('Employed');
  await page.getByLabel('Estimated Credit Score').selectOption('Good (700-799)');
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/finance/applications') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const stored = await response.json();
  expect(stored).toMatchObject({ listingId: car.id, quote: { ...quote, ...figures } });

  await expect(page.getByRole('heading', { name: 'Application received' })).toBeFocused();
  await expect(page.getByText(stored.reference, { exact: true })).toBeVisible();
  await expect(
    page.getByText(/within 24 hours \(Mon-Fri 9am-6pm\) to go through the next steps/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the options explain HP, PCP and personal loans at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/finance?tab=options');
  for (const name of ['Hire Purchase (HP)', 'Personal Contract Purchase (PCP)', 'Personal Loan']) {
    const learn = page.getByRole('button', { name: `Learn More about ${name}` });
    await learn.click();
    await expect(page.getByRole('region', { name: `${name} explained` })).toBeVisible();
  }
  await expect(page.getByText(/voluntary termination/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
