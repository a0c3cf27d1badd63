// The service pages (001 §2, DECISIONS 24) walked by a new visitor at desktop and phone widths: from the
// footer to part exchange, a valuation by 001 §9's formula, an inspection the server stores, 'Browse Our
// Cars' to search; then insurance quotes and a warranty quote, both labelled as examples.
import { expect, test, type Page } from '@playwright/test';
import { inspectionDates } from '../../bff/plugins/part-exchange/schemas';
import { expectNoSeriousA11yViolations } from './axe';

// A new visitor: no session and no cookie choice yet.
test.use({ storageState: { cookies: [], origins: [] } });

async function openFromFooter(page: Page, link: string, heading: string) {
  await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const width of [1280, 375]) {
  test(`a new visitor values a car, books an inspection and compares insurance and warranty at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    // A tap before the app has run is made once it has: the banner goes then, and the page below it
    // moves up (a click aimed at the footer before that lands beside its link).
    const banner = page.getByRole('region', { name: 'Cookies on AllMotors' });
    await banner.getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(banner).toBeHidden();

    // Part exchange: nothing until Get Valuation, then 001 §9's figures.
    await openFromFooter(page, 'Part Exchange', 'Part Exchange Your Car');
    await expect(page).toHaveURL('/part-exchange');
    const result = page.getByRole('region', { name: 'Your Valuation' });
    await expect(result.getByText('Part exchange estimate')).toHaveCount(0);
    await page.getByRole('button', { name: 'Get Valuation' }).click();
    await expect(page.getByText('Registration number is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Registration Number').fill('ab12 cde');
    await page.getByLabel('Mileage').fill('50,000');
    await page.getByLabel('Condition').selectOption('good');
    await page.getByLabel('Service History').selectOption('partial');
    await page.getByRole('button', { name: 'Get Valuation' }).click();
    await expect(result.getByText('£10,000', { exact: true })).toBeVisible();
    await expect(result.getByText('£11,500', { exact: true })).toBeVisible();
    await expect(result.getByText('£13,000', { exact: true })).toBeVisible();
    await expect(result.getByText('Valuation guaranteed for 7 days subject to inspection.')).toBeVisible();

    // Recalculated: (15000 - 5000) × 1.2 × 1.1 = £13,200.
    await page.getByLabel('Condition').selectOption('excellent');
    await page.getByLabel('Service History').selectOption('full');
    await page.getByRole('button', { name: 'Recalculate Valuation' }).click();
    await expect(result.getByText('£13,200', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Book Inspection: the server stores it with the estimate it prices again.
    await result.getByRole('button', { name: 'Book Inspection' }).click();
    const date = inspectionDates(new Date())[3]!;
    await page.getByLabel('Full Name').fill('Priya Shah');
    await page.getByLabel('Email Address').fill('priya.shah@example.co.uk');
    await page.getByLabel('Phone Number').fill('07700 900456');
    await page.getByLabel('Preferred Date').selectOption(date);
    await page.getByLabel('Time Slot').selectOption('13-15');
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/part-exchange/inspections') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    const response = await answered;
    expect(response.status()).toBe(201);
    const booking = await response.json();
    expect(booking).toMatchObject({ preferredDate: date, timeSlot: '13-15', estimate: 1_320_000 });
    await expect(page.getByRole('heading', { name: 'Inspection requested' })).toBeFocused();
    await expect(page.getByText(booking.reference, { exact: true })).toBeVisible();
    await expect(page.getByText(/within 1 working day to confirm the slot/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await result.getByRole('link', { name: 'Browse Our Cars' }).click();
    await expect(page).toHaveURL('/');

    // Car insurance: three quotes, labelled as illustrative examples, only after Compare Quotes.
    await openFromFooter(page, 'Car Insurance', 'Car Insurance');
    await expect(page.getByText('Example Insurer A')).toHaveCount(0);
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    await page.getByLabel("Driver's Age").fill('34');
    await page.getByLabel('Make').fill('Ford');
    await page.getByLabel('Model').fill('Focus');
    await page.getByLabel('Main Usage').selectOption('commuting');
    await page.getByLabel('Annual Mileage').selectOption('5000-10000');
    await page.getByRole('button', { name: 'Compare Quotes' }).click();
    const quotes = page.getByRole('region', { name: 'Illustrative example quotes' });
    await expect(quotes.getByText(/These are illustrative examples, not real offers/)).toBeVisible();
    await expect(quotes.getByText('Example', { exact: true })).toHaveCount(3);
    await expect(quotes.getByText('£540/year')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Extended warranty: the fixed quote, labelled as an example; an FAQ opens.
    await openFromFooter(page, 'Extended Warranty', 'Extended Warranty');
    await page.getByLabel('Make').fill('Volkswagen');
    await page.getByLabel('Model').fill('Golf');
    await page.getByLabel('Vehicle Age').selectOption('3-5');
    await page.getByLabel('Current Mileage').fill('42000');
    await page.getByLabel('Warranty Length').selectOption('24');
    await page.getByRole('button', { name: 'Get My Quote' }).click();
    const quote = page.getByRole('region', { name: 'Example quote' });
    await expect(quote.getByText(/This is an example quote, not an offer/)).toBeVisible();
    await expect(quote.getByText('£336/year')).toBeVisible();
    await page.getByText('Which garages can I use?').click();
    await expect(page.getByText(/Any VAT-registered garage in the UK/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
