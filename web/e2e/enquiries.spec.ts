// Chat as enquiries (DECISIONS 12) across people, walked through the real screens as new users would:
// a private seller signs up and lists a car, a buyer signs up from the car page and messages them,
// the seller reads it in the dashboard inbox and replies, the buyer sees the reply; nobody else can.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fillListingForm } from './people';
import { confirmSignUpInPage, confirmSignUpThroughApi } from './mail';
import { expectNoSeriousA11yViolations } from './axe';

const stamp = Date.now().toString(36);
let n = 0;
const password = 'Correct-Horse-7';

/** Fills the Sign Up tab of /auth as a new private buyer/seller and creates the account. */
async function signUp(page: Page, firstName: string, lastName: string) {
  const username = `${firstName.toLowerCase()}${stamp}${n++}`;
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(lastName);
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.co.uk`);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  // The account is used once its e-mailed link is opened (issue 15), which goes on to `next`.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await confirmSignUpInPage(page, `${username}@example.co.uk`);
}

/** Registers through the API as the sign-up form does (the context's pages share its cookies). */
async function register(request: APIRequestContext, firstName: string): Promise<string> {
  const { token } = (await (await request.get('/api/csrf')).json()) as { token: string };
  const username = `${firstName.toLowerCase()}${stamp}${n++}`;
  const res = await request.post('/api/register', {
    headers: { 'x-csrf-token': token },
    data: {
      username,
      email: `${username}@example.co.uk`,
      password,
      firstName,
      lastName: 'Example',
      role: 'user',
    },
  });
  expect(res.status()).toBe(202);
  await confirmSignUpThroughApi(request, `${username}@example.co.uk`, token);
  // Confirming started a session, and the token is bound to the session: ask for the new one.
  return ((await (await request.get('/api/csrf')).json()) as { token: string }).token;
}

test('a buyer’s enquiry reaches the seller, whose reply reaches the buyer', async ({ browser }) => {
  // The seller, in a browser of their own, signs up and lists a car with 'Add New Listing'.
  const sellerContext = await browser.newContext();
  const seller = await sellerContext.newPage();
  await seller.goto(`/auth?next=${encodeURIComponent('/dashboard?tab=listings')}`);
  await signUp(seller, 'Priya', 'Shah');
  await expect(seller).toHaveURL(/\/dashboard\?tab=listings$/);
  await expect(seller.getByRole('heading', { name: 'Welcome back, Priya!' })).toBeVisible();
  await expect(seller.getByRole('heading', { name: 'Your Listings (0)' })).toBeVisible();
  await seller.getByRole('button', { name: 'Add New Listing' }).click();
  const form = seller.getByRole('form', { name: 'New listing' });
  const variant = `Kestrel${stamp}`;
  await fillListingForm(form, {
    bodyType: 'Estate',
    make: 'Skoda',
    model: 'Octavia',
    variant,
    year: '2019',
    price: '12,495',
    mileage: '48000',
    fuelType: 'Petrol',
    transmission: 'Manual',
    engineSize: '1.5',
    colour: 'Blue',
    previousOwners: '2',
    town: 'Leeds',
    postcode: 'LS1 4AP',
    description: 'One careful owner, always garaged.',
  });
  await form.getByRole('button', { name: 'Publish listing' }).click();

  const title = `2019 Skoda Octavia ${variant} 1.5`;
  await expect(seller.getByRole('heading', { name: 'Your Listings (1)' })).toBeVisible();
  const card = seller.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  const listingId = Number((await card.getAttribute('href'))!.split('/').pop());
  expect(listingId).toBeGreaterThan(0);

  // The buyer finds the car page signed out; the chat panel sends them to sign up and back.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/cars/${listingId}`);
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await buyer.getByRole('button', { name: /Message the seller/ }).click();
  await buyer.getByRole('link', { name: 'Sign in to message the seller' }).click();
  await expect(buyer).toHaveURL(/\/auth\?next=/);
  await signUp(buyer, 'Alex', 'Jones');
  // Back on the same car with the chat open, ready to write (issue 15).
  await expect(buyer).toHaveURL(new RegExp(`/cars/${listingId}\\?contact=1$`));
  await expect(buyer.getByRole('button', { name: /Message the seller/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  // Signed in, the chat greets them after a moment; they ask a question and press Enter.
  const buyerLog = buyer.getByRole('log');
  await expect(
    buyerLog.getByText(`Hi! Thanks for your interest in the ${title}. How can we help?`),
  ).toBeVisible();
  const question = 'Is the cambelt due, and could I view it on Saturday?';
  const box = buyer.getByRole('textbox', { name: /Message to/ });
  await box.fill(question);
  const sent = buyer.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/cars/${listingId}/enquiries`),
  );
  await box.press('Enter');
  const threadId = ((await (await sent).json()) as { id: number }).id;
  await expect(buyerLog.getByText(question)).toBeVisible();
  await expect(buyerLog.getByText('Automatic reply', { exact: true })).toBeVisible();
  // A private seller keeps no dealer hours: the acknowledgement says the message was passed on.
  await expect(buyerLog.getByText(/It has been passed to the seller/)).toBeVisible();
  await expect(box).toHaveValue('');
  // Until the seller opens it, their message's status line (time · status) says Sent.
  const status = buyerLog.getByText(question).locator('xpath=following-sibling::span[1]');
  await expect(status).toHaveText(/\bSent$/);

  // The seller sees it unread in the Inquiries tab, opens it, reads it and replies.
  await seller.goto('/dashboard?tab=inquiries');
  await expect(seller.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
  const enquiries = seller.getByRole('list', { name: 'Enquiries' });
  const row = enquiries.getByRole('button', { name: new RegExp(`Alex.*${title}`) });
  await expect(row).toBeVisible();
  await expect(row.getByText('1 unread')).toBeVisible();
  await row.click();
  const thread = seller.getByRole('region', { name: 'Enquiry from Alex' });
  await expect(thread.getByRole('heading', { name: 'Alex' })).toBeVisible();
  const sellerLog = thread.getByRole('log', { name: 'Conversation with Alex' });
  await expect(sellerLog.getByText(question)).toBeVisible();
  await expect(sellerLog.getByText('Automatic reply', { exact: true })).toBeVisible();
  // Opening it read it: the unread count goes.
  await expect(row.getByText(/unread/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(seller);

  const answer = 'Yes, the cambelt was done at 40,000 miles. Saturday at 10am suits me.';
  const reply = thread.getByRole('textbox', { name: 'Reply to Alex' });
  await reply.fill(answer);
  await thread.getByRole('button', { name: 'Send message' }).click();
  await expect(sellerLog.getByText(answer)).toBeVisible();
  await expect(reply).toHaveValue('');
  await expect(row.getByText(`You: ${answer}`)).toBeVisible();

  // The buyer comes back to the car page: the seller's reply is there and their question was read.
  // (The address still asks for the chat open.)
  await buyer.reload();
  await expect(buyerLog.getByText(answer)).toBeVisible();
  // Their message's status line (time · status) now says Read.
  await expect(status).toHaveText(/\bRead$/);

  // Nobody else can read or answer the thread.
  const strangerContext = await browser.newContext();
  const strangerToken = await register(strangerContext.request, 'Jo');
  expect((await strangerContext.request.get(`/api/user/enquiries/${threadId}`)).status()).toBe(404);
  expect(
    (
      await strangerContext.request.post(`/api/user/enquiries/${threadId}/replies`, {
        headers: { 'x-csrf-token': strangerToken },
        data: { body: 'Hi' },
      })
    ).status(),
  ).toBe(404);
  // Nor can the buyer read it as though they were its seller.
  expect((await buyerContext.request.get(`/api/user/enquiries/${threadId}`)).status()).toBe(404);

  await strangerContext.close();
  await buyerContext.close();
  await sellerContext.close();
});

test('a dealer’s chat panel asks a signed-out visitor to sign in, then sends a quick question', async ({
  page,
  request,
}) => {
  const search = (await (await request.get('/api/cars/search?limit=1&sellerTypes=trade')).json()) as {
    cars: { id: number; title: string; dealerName: string }[];
  };
  const car = search.cars[0]!;
  await page.goto(`/cars/${car.id}`);
  await expect(page.getByRole('heading', { level: 1, name: car.title })).toBeVisible();

  // Signed out: the panel asks for sign-in and comes back here, with the chat open.
  const open = page.getByRole('button', { name: `Chat with ${car.dealerName}` });
  await open.click();
  await expect(page.getByRole('link', { name: 'Sign in to message the seller' })).toHaveAttribute(
    'href',
    `/auth?next=${encodeURIComponent(`/cars/${car.id}?contact=1`)}`,
  );

  await register(page.request, 'Sam');
  await page.reload();
  await page.getByRole('button', { name: `Chat with ${car.dealerName}` }).click();
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
