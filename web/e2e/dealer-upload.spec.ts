// A dealer's stock reaching buyers live (issue 11 item 9): a dealer approved at once through the short
// API application uploads 50 vehicles with its key (as its own system would, through the inventory
// API) while a signed-out visitor's open search announces them, offers them and shows them, then sees
// one the dealer removes go. The dealer is an account the operator makes (people.ts, signedInPerson):
// the server lets one address register only 10 accounts an hour (dealers.spec.ts).
import { expect, test } from '@playwright/test';
import { dealerStock, sampleApi, sampleToken } from './dealer-stock';
import { signedInPerson, stamp } from './people';

test('a dealer uploads 50 vehicles with its key and a visitor’s open search shows them live; a removal follows', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The dealer applies through the short API form and is approved at once: the key is on the page.
  await signedInPerson(page, 'vwdealer', '/dealer/upload-api');
  const company = `Aire Valley Volkswagen ${stamp()}`;
  const form = page.getByRole('form', { name: 'Dealer API application' });
  await form.getByLabel('Dealership name (required)').fill(company);
  await form.getByLabel('Contact email (required)').fill('stock@airevalley.example.co.uk');
  await form.getByLabel('API URL (required)').fill(sampleApi());
  await form.getByLabel('Authentication token (required)').fill(sampleToken);
  await form.getByLabel('About your dealership (required)').fill('Volkswagen specialists in Leeds.');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  const done = page.getByRole('region', { name: 'Application submitted' });
  await expect(done.getByText('Approved instantly: your API passed our automatic test.')).toBeVisible({
    timeout: 45_000,
  });
  const keyShown = done.getByLabel('API key', { exact: true });
  await expect(keyShown).toHaveText(/^am_live_\S{16,}$/);
  const apiKey = (await keyShown.textContent())!.trim();

  // A visitor (another browser, signed out) is looking at Volkswagens, and stays on the page.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const total = visitor.getByRole('status').filter({ hasText: /found$/ });
  const cars = (n: number) => `${n.toLocaleString('en-GB')} ${n === 1 ? 'car' : 'cars'} found`;
  await visitor.goto('/?make=Volkswagen');
  // The live connection opens once the first screen is up and the page is idle (lib/live-later.ts):
  // 2-4.5 s after the page's load here on a quiet machine, more on a busy one.
  await expect(visitor.getByRole('status', { name: 'Live updates: connected' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(total).toHaveText(/^[\d,]+ cars found$/);
  const before = Number((await total.textContent())!.replace(/\D/g, ''));
  await visitor.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  // The dealer's system uploads its 50 vehicles in one call, with the key.
  const stock = dealerStock(company, 50);
  const uploaded = await request.post('/api/dealer/v1/vehicles/bulk', {
    headers: { 'X-Api-Key': apiKey, 'Idempotency-Key': `upload-${stamp()}` },
    data: { vehicles: stock },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const result = (await uploaded.json()) as {
    processed: number;
    added: number;
    vehicles: { stockId: string; id: number; listingId: number }[];
  };
  expect(result).toMatchObject({ processed: 50, added: 50, updated: 0, unchanged: 0 });
  expect(new Set(result.vehicles.map((v) => v.listingId)).size).toBe(50);

  // The visitor is told who added how many; the results wait for them, then grow by the 50.
  await expect(visitor.getByText('New listings', { exact: true })).toBeVisible();
  await expect(visitor.getByText(`${company} added 50 vehicles.`, { exact: true })).toBeVisible();
  await expect(visitor.getByText('New results available', { exact: true })).toBeVisible();
  await expect(total).toHaveText(cars(before));
  await visitor.getByRole('button', { name: 'Show new results' }).click();
  await expect(total).toHaveText(cars(before + 50));
  expect(await visitor.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // Looking for the dealer by name finds its 50, as the dealer described them.
  await visitor.getByLabel('Search', { exact: true }).fill(company);
  await visitor
    .getByRole('search')
    .getByRole('button', { name: /search/i })
    .click();
  await expect(total).toHaveText(cars(50));
  const results = visitor.getByRole('list', { name: 'Search results' }).getByRole('article');
  await expect(results).toHaveCount(12);
  const first = results.first().getByRole('link');
  await expect(first).toHaveText(
    /^20(18|19|20|21|22|23) Volkswagen (Golf Life|Polo Match|T-Roc Style|Tiguan Elegance|Passat SEL)$/,
  );
  const title = (await first.textContent())!;
  const href = (await first.getAttribute('href'))!;
  const listingId = Number(/^\/cars\/(\d+)/.exec(href)![1]);
  const sold = result.vehicles.find((v) => v.listingId === listingId);
  expect(sold, `the card ${href} is one of the dealer's vehicles`).toBeDefined();

  // The dealer sells that car and takes it off: the visitor, who has it on screen, sees it go.
  const removed = await request.delete(`/api/dealer/v1/vehicles/${sold!.id}`, {
    headers: { 'X-Api-Key': apiKey },
  });
  expect(removed.status()).toBe(204);
  await expect(visitor.getByText('Listing removed', { exact: true })).toBeVisible();
  await expect(visitor.getByText(`${company} removed ${title}.`, { exact: true })).toBeVisible();
  await expect(visitor.getByText('New results available', { exact: true })).toBeVisible();
  await visitor.getByRole('button', { name: 'Show new results' }).click();
  await expect(total).toHaveText(cars(49));
  await expect(visitor.locator(`a[href="${href}"]`)).toHaveCount(0);
  await visitorContext.close();
});
