// Dealer applications as people meet them (issue 11 item 9): a new dealer joins through the five-step
// wizard, making and mending a mistake on each step and leaving half-way; an admin tests the dealer's
// real API (the sample dealer API the config starts beside the server), approves it and sees the key
// once; the short API application is approved at once for a good API and waits for review for a bad
// token; and only admins get into the certification screen. A dealer's upload shown live to a visitor:
// dealer-upload.spec.ts.
//
// The server lets one address register 10 accounts an hour, and the other specs already register 9 on
// the suite's one server: only the new dealer of the first journey registers here. The applicants of
// the other journeys are accounts the operator makes (as admin.spec.ts makes its admin), and the
// first journey's dealer is the signed-in non-admin the certification screen turns away.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import { expectNoSeriousA11yViolations } from './axe';
import { sampleApi, sampleToken } from './dealer-stock';
import { confirmSignUpInPage } from './mail';
import {
  createAdminThroughApi,
  escapeRegExp,
  operatorHeaders,
  signedInPerson,
  signInWithForm,
  stamp,
} from './people';

/** axe, once colour transitions have ended (a button just enabled fades to its colours for 150 ms). */
async function expectAccessible(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  await expectNoSeriousA11yViolations(page);
}

/** The wizard's form; its name is the step's title. */
const wizard = (page: Page, title: string) => page.getByRole('form', { name: title });

interface Counts {
  pending: number;
  all: number;
  approved: number;
}
async function applicationCounts(request: APIRequestContext): Promise<Counts> {
  const res = await request.get('/api/admin/dealer-applications', { headers: operatorHeaders() });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { counts: Counts }).counts;
}

/** A dealer's whole wizard application sent through the API (as step 5 sends it); returns its id. */
async function applyThroughApi(browser: Browser, companyName: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const username = await signedInPerson(page, 'dealer', '/dealer-onboarding');
  const csrf = ((await (await page.request.get('/api/csrf')).json()) as { token: string }).token;
  const sent = await page.request.post('/api/dealer/onboard', {
    headers: { 'x-csrf-token': csrf },
    data: {
      companyName,
      tradingName: '',
      companyNumber: '07654321',
      vatNumber: '',
      businessAddress: '3 Canal Street, Manchester M1 3HE',
      contactFirstName: 'Owen',
      contactLastName: 'Price',
      contactEmail: `${username}@example.co.uk`,
      contactPhone: '0161 496 0456',
      contactRole: 'Owner',
      dealershipType: 'independent',
      websiteUrl: '',
      estimatedMonthlyStock: 40,
      averageVehiclePrice: 1_200_000,
      integrationType: 'api',
      apiEndpoint: sampleApi(),
      apiKey: sampleToken,
      apiSecret: '',
      webhookUrl: '',
      feedUrl: '',
      updateFrequency: 'hourly',
      dataFormat: 'json',
      termsAccepted: true,
      dataProtectionAccepted: true,
      marketingConsent: false,
    },
  });
  expect(sent.status()).toBe(201);
  const { applicationId } = (await sent.json()) as { applicationId: number };
  await context.close();
  return applicationId;
}

test('a new dealer joins through the wizard, mending a mistake on each step and leaving half-way; the admin screen is not theirs', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const username = `dealer${stamp()}`;
  const company = `Kirkstall Motors ${username}`;
  // A visitor on a phone opens the menu: Join as Dealer goes to the onboarding.
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  let page = await context.newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Join as Dealer' }).click();
  await expect(page).toHaveURL(/\/dealer-onboarding$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer Onboarding' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to start your application' })).toBeVisible();

  // They make a Car Dealer account and come straight back.
  await page.getByRole('link', { name: 'Create a Car Dealer account' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup&next=%2Fdealer-onboarding$/);
  await page.setViewportSize({ width: 1280, height: 900 });
  const signUp = page.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('First name').fill('Priya');
  await signUp.getByLabel('Last name').fill('Shah');
  await signUp.getByLabel('Username').fill(username);
  await signUp.getByLabel('Email').fill(`${username}@example.co.uk`);
  await signUp.getByLabel('Password').fill('Correct-Horse-7');
  await signUp.getByRole('radio', { name: /Car Dealer/ }).check();
  await signUp.getByLabel('Company name').fill(company);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  // The e-mailed link confirms the address, signs them in and goes on to the onboarding (issue 15).
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await confirmSignUpInPage(page, `${username}@example.co.uk`);
  await expect(page).toHaveURL(/\/dealer-onboarding$/);

  // Step 1: the company, from the account; a company number of three characters is refused.
  let form = wizard(page, 'Company Details');
  await expect(form).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
    'aria-valuetext',
    'Step 1 of 5: Company Details',
  );
  await expect(form.getByLabel('Company name')).toHaveValue(company);
  await form.getByLabel('Trading name (optional)').fill('Kirkstall Cars');
  await form.getByLabel('Company number').fill('123');
  await form.getByLabel('Business address').fill('14 Kirkstall Road, Leeds LS3 1HS');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Company number required', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Company number')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Company number')).toBeFocused();
  await expectAccessible(page);
  await form.getByLabel('Company number').fill('09876543');
  await expect(form.getByText('Company number required', { exact: true })).toHaveCount(0);
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 2: the contact, named from the account; a bad e-mail is refused.
  form = wizard(page, 'Contact Information');
  await expect(form).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Priya');
  await expect(form.getByLabel('Email')).toHaveValue(`${username}@example.co.uk`);
  await form.getByLabel('Email').fill('priya.kirkstall-motors');
  await form.getByLabel('Phone number').fill('0113 496 0123');
  await form.getByLabel('Your role').fill('Sales Director');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Valid email required', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();
  await form.getByLabel('Email').fill(`priya@${username}.example.co.uk`);
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(wizard(page, 'Business Profile')).toBeVisible();

  // They close the page and come back later (a new tab, same browser): step 3, with what they typed.
  await page.close();
  page = await context.newPage();
  await page.goto('/dealer-onboarding');
  form = wizard(page, 'Business Profile');
  await expect(form).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute(
    'aria-valuetext',
    'Step 3 of 5: Business Profile',
  );
  await form.getByRole('button', { name: 'Previous' }).click();
  form = wizard(page, 'Contact Information');
  await expect(form.getByLabel('Email')).toHaveValue(`priya@${username}.example.co.uk`);
  await expect(form.getByLabel('Phone number')).toHaveValue('0113 496 0123');
  await expect(form.getByLabel('Your role')).toHaveValue('Sales Director');
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 3: the business; an average price of £500 is refused.
  form = wizard(page, 'Business Profile');
  await expect(form).toBeVisible();
  await form.getByLabel('Dealership type').selectOption({ label: 'Franchise' });
  await form.getByLabel('Website (optional)').fill('https://kirkstall.example.co.uk');
  await form.getByLabel('Estimated monthly stock (vehicles)').fill('60');
  await form.getByLabel('Average vehicle price (£)').fill('500');
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('Average price must be realistic', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Average vehicle price (£)')).toBeFocused();
  await form.getByLabel('Average vehicle price (£)').fill('14500');
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 4: an API integration needs its endpoint; the sample dealer API and its token.
  form = wizard(page, 'Integration Setup');
  await expect(form).toBeVisible();
  await expect(form.getByRole('radio', { name: /^API/ })).toBeChecked();
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form.getByText('API endpoint required for an API integration', { exact: true })).toBeVisible();
  await expect(form.getByLabel('API endpoint')).toBeFocused();
  await expectAccessible(page);
  await form.getByLabel('API endpoint').fill(sampleApi());
  await form.getByLabel('API key (optional)').fill(sampleToken);
  await form.getByRole('button', { name: 'Next' }).click();

  // Step 5: what they gave, read back; Submit only once both agreements are ticked.
  form = wizard(page, 'Review & Submit');
  await expect(form).toBeVisible();
  const read = (section: string) => form.getByRole('region', { name: section });
  await expect(read('Company Details')).toContainText(company);
  await expect(read('Company Details')).toContainText('09876543');
  await expect(read('Contact Information')).toContainText(`priya@${username}.example.co.uk`);
  await expect(read('Business Profile')).toContainText('Franchise');
  await expect(read('Business Profile')).toContainText('£14,500');
  await expect(read('Integration Setup')).toContainText(sampleApi());
  // The key is not read back whole.
  await expect(read('Integration Setup')).not.toContainText(sampleToken);
  const submit = form.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeDisabled();
  await form.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await expect(submit).toBeDisabled();
  await form.getByRole('checkbox', { name: /data protection agreement/ }).check();
  await expect(submit).toBeEnabled();
  await expectAccessible(page);
  await submit.click();

  // Step 6: what happens next, and the application's number.
  const done = page.getByRole('region', { name: 'Application submitted' });
  await expect(done).toBeVisible();
  // Submit was at the foot of a long page: the confirmation takes the focus, at the top.
  await expect(done.getByRole('heading', { name: 'Application submitted' })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(done.getByText(/^Your application number is #\d+\.$/)).toBeVisible();
  const id = Number(/#(\d+)/.exec((await done.getByText(/^Your application number is/).textContent())!)![1]);
  await expect(done.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(done.getByText('Our team reviews your application within 24-48 hours.')).toBeVisible();
  await expect(
    done.getByText('Once approved, you receive an e-mail with your API credentials.'),
  ).toBeVisible();
  await expectAccessible(page);

  // Download Application: a file named after the application, holding what they sent.
  const downloading = page.waitForEvent('download');
  await done.getByRole('link', { name: 'Download Application' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`allmotors-dealer-application-${id}.html`);
  const file = fs.readFileSync(await download.path(), 'utf8');
  expect(file).toContain(company);
  expect(file).not.toContain(sampleToken);

  // Contact Support: a message about the application, sent.
  await done.getByRole('button', { name: 'Contact Support' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact Support' });
  await expect(dialog.getByText(`We attach application #${id} to your message.`)).toBeVisible();
  await expect(dialog.getByLabel('Subject')).toHaveValue(`Dealer application #${id}`);
  await dialog.getByLabel('Message').fill('When will my technical onboarding call be?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Your message has been sent.')).toBeVisible();
  await expect(
    dialog.getByText(`Our team replies by e-mail to priya@${username}.example.co.uk`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // Coming back later shows the confirmation again, not the wizard.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Application submitted' })).toContainText(`#${id}`);

  // The certification screen is the admins': the new dealer (signed in, not an admin) is turned away.
  await page.goto('/admin/dealer-certification');
  await expect(
    page.getByRole('heading', { level: 1, name: "You don't have access to this page" }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dealer API Certification' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  // Not only hidden: the API says no too.
  expect((await page.request.get('/api/admin/dealer-applications')).status()).toBe(403);
  await context.close();
});

test('an admin tests a dealer API, approves the dealer and sees its key once', async ({ browser }) => {
  test.setTimeout(120_000);
  const company = `Canal Street Cars ${stamp()}`;
  const id = await applyThroughApi(browser, company);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const admin = await createAdminThroughApi(context.request, {
    prefix: 'admin',
    firstName: 'Grace',
    lastName: 'Adeyemi',
  });
  await page.goto('/admin/dealer-certification');
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fdealer-certification$/);
  await signInWithForm(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/admin\/dealer-certification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer API Certification' })).toBeVisible();

  // Under Pending, with the count the API gives.
  const counts = await applicationCounts(context.request);
  await expect(page.getByRole('tab', { name: `Pending (${counts.pending})` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: `Approved (${counts.approved})` })).toBeVisible();
  const list = page.getByRole('list', { name: 'Applications' });
  const entry = list.getByRole('link', { name: new RegExp(escapeRegExp(company)) });
  await expect(entry).toContainText('Pending');
  await expectAccessible(page);

  await entry.click();
  await expect(page).toHaveURL(new RegExp(`\\?id=${id}$`));
  const detail = page.getByRole('article', { name: company });
  await expect(detail).toContainText(`Application #${id} · Onboarding wizard`);
  await expect(detail).toContainText(sampleApi());
  await expect(detail.getByText("The dealer's API has not been tested yet.")).toBeVisible();

  // Test API: a real call of the sample API, a few seconds at most.
  await detail.getByRole('button', { name: 'Test API' }).click();
  const passed = page.getByText(/^Test passed - Quality score: \d+%$/);
  await expect(passed).toBeVisible({ timeout: 45_000 });
  const score = Number(/(\d+)%/.exec((await passed.textContent())!)![1]);
  expect(score).toBeGreaterThanOrEqual(85);
  const result = detail.getByRole('region', { name: 'Last API test' });
  await expect(result).toContainText(`${score}%`);
  await expect(result).toContainText('Passed');
  await expect(detail.getByRole('button', { name: 'Test API' })).toBeEnabled();
  await expectAccessible(page);

  // Approve: the dealer's id and key, shown this once.
  await detail.getByRole('button', { name: 'Approve' }).click();
  const credentials = detail.getByRole('region', { name: 'Dealer credentials' });
  await expect(credentials).toBeVisible();
  const key = credentials.locator('code');
  await expect(key).toHaveText(/^am_live_\S{16,}$/);
  const apiKey = (await key.textContent())!;
  await expect(credentials.getByText(/^\d+$/)).toBeVisible();
  await expect(
    credentials.getByText('This key is shown once. It has also been e-mailed to the dealer.'),
  ).toBeVisible();
  await expect(page.getByText('Application approved', { exact: true })).toBeVisible();
  // No more Test or Approve for it, but why not.
  await expect(detail.getByRole('button', { name: 'Test API' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(detail.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  // Another tab and back: the key is gone; the application is under Approved.
  await page.getByRole('tab', { name: /^Approved \(\d+\)$/ }).click();
  await expect(page.getByText(apiKey)).toHaveCount(0);
  const after = await applicationCounts(context.request);
  expect(after.approved).toBe(counts.approved + 1);
  expect(after.pending).toBe(counts.pending - 1);
  await expect(page.getByRole('tab', { name: `Approved (${after.approved})` })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: `Pending (${after.pending})` })).toBeVisible();
  const approved = list.getByRole('link', { name: new RegExp(escapeRegExp(company)) });
  await expect(approved).toContainText('Approved');
  await approved.click();
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Dealer credentials' })).toHaveCount(0);
  await expect(page.getByText(apiKey)).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Test API' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(detail.getByRole('region', { name: 'Review outcome' })).toContainText(admin.username);

  // Nor after a reload; and it is no longer under Pending.
  await page.reload();
  await expect(detail).toBeVisible();
  await expect(page.getByText(apiKey)).toHaveCount(0);
  await page.getByRole('tab', { name: /^Pending/ }).click();
  await expect(page.getByRole('tab', { name: /^Pending/, selected: true })).toBeVisible();
  await expect(list.or(page.getByText('No pending applications'))).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(escapeRegExp(company)) })).toHaveCount(0);
  await context.close();
});

test('the short API application: a blank field, then instant approval, then a wrong token waits for review', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedInPerson(page, 'apidealer', '/dealer/upload-api');
  const company = `Riverside Autos ${stamp()}`;
  await expect(page.getByRole('heading', { level: 1, name: 'Connect your dealer API' })).toBeVisible();
  let form = page.getByRole('form', { name: 'Dealer API application' });
  await expectAccessible(page);

  // Everything but the token: Missing Information.
  await form.getByLabel('Dealership name (required)').fill(company);
  await form.getByLabel('Contact email (required)').fill('sam@riverside.example.co.uk');
  await form.getByLabel('API URL (required)').fill(sampleApi());
  await form.getByLabel('About your dealership (required)').fill('Family-run since 1987.');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Missing Information', { exact: true })).toBeVisible();
  await expect(page.getByText('Please fill in all required fields', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Authentication token (required)')).toBeFocused();

  // The token: the application's id, the automatic test, then approval with the key shown once.
  await form.getByLabel('Authentication token (required)').fill(sampleToken);
  await form.getByRole('button', { name: 'Submit Application' }).click();
  let done = page.getByRole('region', { name: 'Application submitted' });
  await expect(done.getByText(/^Your application ID is #\d+\.$/)).toBeVisible();
  await expect(done.getByText('Approved instantly: your API passed our automatic test.')).toBeVisible({
    timeout: 45_000,
  });
  await expect(done.getByLabel('API key', { exact: true })).toHaveText(/^am_live_\S{16,}$/);
  await expect(done.getByText(/^Dealer ID: \d+$/)).toBeVisible();
  await expect(done.getByText('This key is shown once. Store it now.')).toBeVisible();
  await expectAccessible(page);

  // A second application with a wrong token: tested, not approved, waiting for the team.
  await done.getByRole('button', { name: 'Submit Another Application' }).click();
  form = page.getByRole('form', { name: 'Dealer API application' });
  await form.getByLabel('Dealership name (required)').fill(`${company} North`);
  await form.getByLabel('Contact email (required)').fill('sam@riverside.example.co.uk');
  await form.getByLabel('API URL (required)').fill(sampleApi());
  await form.getByLabel('Authentication token (required)').fill('not-the-sample-token');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  done = page.getByRole('region', { name: 'Application submitted' });
  await expect(done.getByText(/^Your application ID is #\d+\.$/)).toBeVisible();
  await expect(done.getByText(/^Waiting for review: our team will look at your application/)).toBeVisible({
    timeout: 45_000,
  });
  await expect(done.getByText(/^Test score: 0% · \d+ vehicles found$/)).toBeVisible();
  await expect(done.getByText('Issues found')).toBeVisible();
  await expect(
    done.getByRole('listitem').filter({ hasText: 'The API refused the token (HTTP 401)' }),
  ).toBeVisible();
  await expect(done.getByLabel('API key', { exact: true })).toHaveCount(0);
});

/** A Volkswagen specialist's range: model, variant, body, engine (litres, bhp), fuel, gearbox, price (pence). */
