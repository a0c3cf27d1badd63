// Saved searches with alerts (issue 14): a buyer saves a search; a car matching it appears at one of
// the sources and a scraping run brings it in; the buyer sees the unread count in the header and opens
// the notification to the car's page.
import http from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2ePort, operatorHeaders, registerThroughApi, worldUrl } from './people';

interface Posting {
  platform: string;
  externalId: string;
  malformed?: string;
}
interface Truth {
  vehicles: { id: number; postings: Posting[] }[];
}
interface Advert {
  '@type': string;
  name: string;
  brand: { name: string };
  model: string;
}

const worldPort = e2ePort + 1;

async function truth(request: APIRequestContext): Promise<Truth> {
  const res = await request.get(`${worldUrl}/_truth`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Truth;
}

/** A vehicle's public page at its source: each platform is a host of its own on the world's port. */
function advert({ platform, externalId }: Posting): Promise<Advert> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: worldPort,
        path: `/vehicles/${encodeURIComponent(externalId)}`,
        headers: { host: `${platform}.localhost:${worldPort}` },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)?.[1];
          if (res.statusCode !== 200 || !json) return reject(new Error(`${externalId}: ${res.statusCode}`));
          resolve(JSON.parse(json) as Advert);
        });
      },
    );
    req.on('error', reject);
  });
}

/** Starts a scraping run of every source as the operator and waits for it to finish. */
async function scrapeEverySource(request: APIRequestContext) {
  const started = await request.post('/api/scraping/start', { headers: operatorHeaders(), data: {} });
  expect(started.status()).toBe(202);
  const { run } = (await started.json()) as { run: { id: number } };
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/scraping/status', { headers: operatorHeaders() });
        const status = (await res.json()) as { active: boolean; run: { id: number; state: string } | null };
        return status.run?.id === run.id && !status.active ? status.run.state : 'running';
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe('completed');
}

test('a buyer saves a search, a matching car appears at a source, and the buyer is told in the header', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);

  // The outside world moves on: new cars are advertised at the sources, not yet in the product.
  const before = new Set((await truth(request)).vehicles.map((v) => v.id));
  expect((await request.post(`${worldUrl}/_advance?hours=3`)).ok()).toBe(true);
  const added = (await truth(request)).vehicles.filter(
    (v) => !before.has(v.id) && v.postings.every((p) => !p.malformed),
  );
  let car: Advert | undefined;
  for (const vehicle of added) {
    const found = await advert(vehicle.postings[0]!);
    if (found['@type'] === 'Car') {
      car = found;
      break;
    }
  }
  expect(car, 'the world advertised a new car').toBeDefined();
  const { brand, model } = car!;

  // A new buyer signs up and searches for exactly that make and model.
  await registerThroughApi(page, { prefix: 'alerts', firstName: 'Priya', lastName: 'Shah' });
  await page.goto(`/?make=${encodeURIComponent(brand.name)}&model=${encodeURIComponent(model)}`);
  await expect(page.getByRole('status').filter({ hasText: /found$/ })).toBeVisible();
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  // They save the search under the name the dialog suggests.
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(`${brand.name} ${model}`);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // A scraping run brings the new car in; the buyer, still on the page, hears of it.
  await scrapeEverySource(request);
  await expect(bell).not.toHaveAccessibleName('Notifications, 0 unread', { timeout: 60_000 });
  await page.screenshot({ path: test.info().outputPath('alerts-header-unread.png') });

  // The bell opens the notifications; the new match opens the car's page and is read.
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const match = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`^Unread: New match for "${brand.name} ${model}": `) })
    .first();
  await expect(match).toBeVisible();
  const carPage = await match.getAttribute('href');
  await match.click();
  await expect(page).toHaveURL(new RegExp(`${carPage}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(model);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  // (The same car may also have dropped its price since: that notification is another.)
  const opened = page
    .getByRole('list', { name: 'Notifications' })
    .locator(`a[href="${carPage}"]`)
    .filter({ hasText: `New match for "${brand.name} ${model}"` });
  await expect(opened).toHaveCount(1);
  await expect(opened).not.toHaveAccessibleName(/^Unread:/);
});
