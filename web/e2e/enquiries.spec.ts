// Chat as enquiries (DECISIONS 12) across two people: a buyer messages a private seller about their
// listing, gets the automatic acknowledgement, the seller reads it and replies, the buyer sees it.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

let n = Date.now() % 1_000_000;

async function register(request: APIRequestContext, firstName: string): Promise<string> {
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string };
  const username = `${firstName.toLowerCase()}${n++}`;
  const res = await request.post('/api/register', {
    headers: { 'x-csrf-token': token },
    data: {
      username,
      email: `${username}@example.co.uk`,
      password: 'Correct-Horse-7',
      firstName,
      lastName: 'Example',
      role: 'user',
    },
  });
  expect(res.status()).toBe(201);
  return token;
}

const listingForm = {
  category: 'car',
  make: 'Skoda',
  model: 'Octavia',
  variant: 'SE L',
  year: 2019,
  price: 1_249_500,
  mileage: 48_000,
  fuelType: 'Petrol',
  transmission: 'Manual',
  bodyType: 'Estate',
  engineSize: 1.5,
  doors: 5,
  seats: 5,
  color: 'Blue',
  previousOwners: 2,
  description: 'One careful owner, always garaged.',
  town: 'Leeds',
  postcode: 'LS1 4AP',
};

test('a buyer enquires about a private listing and reads the seller’s reply', async ({ page, browser }) => {
  // The seller, in a browser of their own, lists a car.
  const sellerContext = await browser.newContext();
  const seller = sellerContext.request;
  const sellerToken = await register(seller, 'Priya');
  const created = await seller.post('/api/user/listings', {
    headers: { 'x-csrf-token': sellerToken },
    data: listingForm,
  });
  expect(created.status()).toBe(201);
  const listingId = ((await created.json()) as { id: number }).id;

  // The buyer signs up and sends an enquiry; the automatic acknowledgement answers at once.
  const buyer = page.request;
  const buyerToken = await register(buyer, 'Alex');
  const sent = await buyer.post(`/api/cars/${listingId}/enquiries`, {
    headers: { 'x-csrf-token': buyerToken },
    data: { body: 'Is this car still available?' },
  });
  expect(sent.status()).toBe(201);
  const thread = (await sent.json()) as { id: number; messages: { sender: string; body: string }[] };
  expect(thread.messages.map((m) => m.sender)).toEqual(['buyer', 'auto']);
  expect(thread.messages[1]!.body).toMatch(/^Automatic reply: .* replies between 9am and 6pm/);

  // The seller sees it unread in their inbox, opens it and replies.
  const inbox = (await (await seller.get('/api/user/enquiries')).json()) as {
    id: number;
    unread: number;
    buyerFirstName: string;
  }[];
  expect(inbox).toEqual([expect.objectContaining({ id: thread.id, unread: 1, buyerFirstName: 'Alex' })]);
  expect((await seller.get(`/api/user/enquiries/${thread.id}`)).ok()).toBe(true);
  const replied = await seller.post(`/api/user/enquiries/${thread.id}/replies`, {
    headers: { 'x-csrf-token': sellerToken },
    data: { body: 'Yes, come and see it on Saturday.' },
  });
  expect(replied.status()).toBe(201);

  // The buyer's thread shows the reply, and their own message as read.
  const seen = (await (await buyer.get(`/api/cars/${listingId}/enquiries`)).json()) as {
    messages: { sender: string; body: string; readAt: string | null }[];
  };
  expect(seen.messages.at(-1)).toMatchObject({ sender: 'seller', body: 'Yes, come and see it on Saturday.' });
  expect(seen.messages[0]!.readAt).not.toBeNull();

  // Nobody else can read or answer it.
  const strangerContext = await browser.newContext();
  const strangerToken = await register(strangerContext.request, 'Jo');
  expect((await strangerContext.request.get(`/api/user/enquiries/${thread.id}`)).status()).toBe(404);
  expect(
    (
      await strangerContext.request.post(`/api/user/enquiries/${thread.id}/replies`, {
        headers: { 'x-csrf-token': strangerToken },
        data: { body: 'Hi' },
      })
    ).status(),
  ).toBe(404);
  await strangerContext.close();
  await sellerContext.close();
});

test('the chat panel on the car page sends an enquiry', async ({ page, request }) => {
  const search = (await (await request.get('/api/cars/search?limit=1&sellerTypes=trade')).json()) as {
    cars: { id: number; title: string; dealerName: string }[];
  };
  const car = search.cars[0]!;
  await page.goto(`/cars/${car.id}`);
  await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();
  const open = page.getByRole('button', {
    name: new RegExp(`Chat with ${car.dealerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });
  test.skip((await open.count()) === 0, 'EnquiryChat is not yet placed on the car detail page');

  // Signed out: the panel asks for sign-in and comes back here.
  await open.click();
  await expect(page.getByRole('link', { name: 'Sign in to message the seller' })).toHaveAttribute(
    'href',
    `/auth?next=${encodeURIComponent(`/cars/${car.id}`)}`,
  );

  await register(page.request, 'Sam');
  await page.reload();
  await page.getByRole('button', { name: /Chat with/ }).click();
  await expect(
    page.getByText(`Hi! Thanks for your interest in the ${car.title}. How can we help?`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Is this car still available?' }).click();
  const log = page.getByRole('log');
  await expect(log.getByText('Automatic reply', { exact: true })).toBeVisible();
  await expect(log.getByText(/replies between 9am and 6pm/)).toBeVisible();
  const box = page.getByRole('textbox', { name: /Message to/ });
  await box.fill('Can I book a test drive?');
  await box.press('Enter');
  await expect(log.getByText('Can I book a test drive?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
