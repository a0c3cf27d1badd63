// Data deletion (DECISIONS 22): a new person with a saved car asks for their data to be deleted,
// confirms through the link e-mailed to them (read from the journeys' mail sink, e2e/mail-sink.ts,
// as their mail client would), and the operator processes the request through the admin API the
// CLI uses; their account and saved car are then gone.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { mailTo } from './mail';
import { operatorHeaders, registerThroughApi } from './people';

test('a person deletes their data: request, e-mailed confirmation, operator processing', async ({
  page,
  request,
}) => {
  const username = await registerThroughApi(page, { prefix: 'erase', firstName: 'Erin', lastName: 'Cole' });
  const email = `${username}@example.co.uk`;
  const csrf = ((await (await page.request.get('/api/csrf')).json()) as { token: string }).token;
  const search = await page.request.get('/api/cars/search?limit=1&sortBy=price_asc');
  const [car] = ((await search.json()) as { cars: { id: number }[] }).cars;
  const saved = await page.request.post('/api/dream-garage', {
    data: { carId: car!.id },
    headers: { 'x-csrf-token': csrf },
  });
  expect(saved.status()).toBe(201);

  await page.goto('/privacy-policy');
  await page.getByRole('link', { name: 'Delete your data' }).first().click();
  await expect(page).toHaveURL(/\/delete-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Delete Your Data' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole('form', { name: 'Data deletion request' });
  await form.getByRole('button', { name: 'Submit Deletion Request' }).click();
  await expect(form.getByText('Please confirm that you understand the data deletion process')).toBeVisible();
  await form.getByLabel('Email Address', { exact: true }).fill(email);
  await form.getByLabel('Confirm Email Address').fill(`other-${email}`);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Submit Deletion Request' }).click();
  await expect(form.getByText('Email addresses do not match')).toBeVisible();
  await form.getByLabel('Confirm Email Address').fill(email.toUpperCase());
  await form.getByLabel('Reason for deletion (optional)').fill('Bought a car, thanks!');
  const started = Date.now();
  await form.getByRole('button', { name: 'Submit Deletion Request' }).click();
  await expect(page.getByRole('button', { name: 'Submitting request…' })).toBeDisabled();
  const received = page.getByRole('heading', { name: 'Deletion request received' });
  await expect(received).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  await expect(page.getByText(/deletion confirmation e-mail within 24 hours/)).toBeVisible();

  // The person opens the link in the e-mail.
  const message = await mailTo(email, 'Confirm your AllMotors data deletion request');
  const link = /https?:\/\/\S+\/delete-data\/confirm\?token=[\w-]{43}/.exec(message)?.[0];
  expect(link, 'the confirmation link in the e-mail').toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByRole('button', { name: 'Confirm deletion' }).click();
  await expect(page.getByRole('heading', { name: 'Deletion request confirmed' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The operator lists and processes it (what `deletion-requests list/process` call).
  // Its own request context: the page's cookies are the person's session, not the operator's.
  const list = await request.get('/api/admin/deletion-requests?status=confirmed', {
    headers: operatorHeaders(),
  });
  const { requests } = (await list.json()) as { requests: { id: number; email: string }[] };
  const mine = requests.find((r) => r.email.toLowerCase() === email);
  expect(mine).toBeTruthy();
  const processed = await request.post(`/api/admin/deletion-requests/${mine!.id}/process`, {
    headers: operatorHeaders(),
    data: {},
  });
  expect(processed.status()).toBe(200);
  expect(await processed.json()).toMatchObject({
    status: 'processed',
    outcome: { account: 'deleted', deleted: { dream_garage: 1, users: 1, sessions: 1 } },
  });

  // Signed out for good: the account is gone.
  expect((await page.request.get('/api/user')).status()).toBe(401);
  const signIn = await page.request.post('/api/login', {
    headers: { 'x-csrf-token': csrf },
    data: { username, password: 'Correct-Horse-7' },
  });
  expect(signIn.status()).toBeGreaterThanOrEqual(400);
  await mailTo(email, 'Your AllMotors data has been deleted');
});
