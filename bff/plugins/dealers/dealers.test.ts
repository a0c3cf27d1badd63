// Dealer applications through the API with a real database (issue 11): the wizard's stored steps,
// submitting, the admin's review (409 outside pending), credentials shown once and kept as a hash,
// the outbox and downloads. Support requests: support-requests.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from './credentials.js';
import { SECRET_SLOT } from '../../lib/outbox.js';
import { Agent } from '../../testing/agent.js';
import { eventually } from '../../testing/eventually.js';
import {
  createTestDb,
  serveForTest,
  TEST_OPERATOR_TOKEN,
  type TestContext,
} from '../../testing/test-server.js';
import { createDealerSampleServer } from '../../dealer-sample/server.js';

let ctx: TestContext;
let admin: Agent;
let sample: { url: string; close(): Promise<void> };
const TOKEN = 'dealer-token-for-tests';

beforeAll(async () => {
  sample = await createDealerSampleServer({ token: TOKEN });
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(
    db,
    drop,
    {},
    { dealers: { allowedHosts: ['127.0.0.1', 'localhost'] }, scraping: { worker: true } },
  );
  await ctx.server.app.jobs.start();
  admin = new Agent(ctx.server);
  const { input } = await admin.register();
  await db.knex('users').where({ username: input.username }).update({ role: 'admin' });
});
afterAll(async () => {
  await ctx?.close();
  await sample?.close();
});

const company = {
  companyName: 'Northgate Motors Ltd',
  tradingName: 'Northgate Cars',
  companyNumber: '09876543',
  vatNumber: '',
  businessAddress: '14 Kirkstall Road, Leeds LS3 1HS',
};
const contact = {
  contactFirstName: 'Priya',
  contactLastName: 'Shah',
  contactEmail: 'priya@northgate.example',
  contactPhone: '0113 496 0123',
  contactRole: 'Sales director',
};
const profile = {
  dealershipType: 'franchise',
  websiteUrl: 'https://northgate.example',
  estimatedMonthlyStock: 60,
  averageVehiclePrice: 1_450_000,
};
const integration = () => ({
  integrationType: 'api',
  apiEndpoint: `${sample.url}/api/vehicles`,
  apiKey: TOKEN,
  apiSecret: 'very-secret-value',
  webhookUrl: '',
  feedUrl: '',
  updateFrequency: 'hourly',
  dataFormat: 'json',
});
const consents = { termsAccepted: true, dataProtectionAccepted: true, marketingConsent: false };

async function dealer() {
  const agent = new Agent(ctx.server);
  const { user } = await agent.register({ firstName: 'Priya', lastName: 'Shah' });
  return { agent, user };
}

describe('the onboarding wizard', () => {
  it('needs an account', async () => {
    const anonymous = new Agent(ctx.server);
    expect((await anonymous.get('/api/dealer/onboarding')).status).toBe(401);
    expect((await anonymous.put('/api/dealer/onboarding/steps/1', company)).status).toBe(401);
  });

  it('starts at step 1 prefilled from the account, and keeps each step as it is saved', async () => {
    const { agent, user } = await dealer();
    const fresh = (await agent.get('/api/dealer/onboarding')).body;
    expect(fresh).toMatchObject({ step: 1, applicationId: null, apiSecretSaved: false });
    expect(fresh.draft).toMatchObject({ contactEmail: user.email, contactFirstName: 'Priya' });

    // No skipping ahead.
    const ahead = await agent.put('/api/dealer/onboarding/steps/3', profile);
    expect(ahead.status).toBe(409);

    const bad = await agent.put('/api/dealer/onboarding/steps/1', { ...company, companyNumber: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('companyNumber: Company number required');

    expect((await agent.put('/api/dealer/onboarding/steps/1', company)).body.step).toBe(2);
    expect((await agent.put('/api/dealer/onboarding/steps/2', contact)).body.step).toBe(3);
    const cheap = await agent.put('/api/dealer/onboarding/steps/3', {
      ...profile,
      averageVehiclePrice: 50_000,
    });
    expect(cheap.body.message).toBe('averageVehiclePrice: Average price must be realistic');
    expect((await agent.put('/api/dealer/onboarding/steps/3', profile)).body.step).toBe(4);

    // Leaving and coming back (a new request, nothing in the browser): step 4 with what was saved.
    const back = (await agent.get('/api/dealer/onboarding')).body;
    expect(back.step).toBe(4);
    expect(back.draft).toMatchObject({ ...company, ...contact, ...profile });

    const noEndpoint = await agent.put('/api/dealer/onboarding/steps/4', {
      ...integration(),
      apiEndpoint: '',
    });
    expect(noEndpoint.body.message).toBe('apiEndpoint: API endpoint required for an API integration');
    const saved = (await agent.put('/api/dealer/onboarding/steps/4', integration())).body;
    expect(saved).toMatchObject({ step: 5, apiSecretSaved: true });
    expect(saved.draft.apiSecret).toBeUndefined();
    expect(saved.draft.apiKey).toBeUndefined();
    expect(saved.draft.apiEndpoint).toBe(`${sample.url}/api/vehicles`);
    // The secret is stored sealed: nowhere in the saved snapshot in the clear.
    const row = await ctx.db
      .knex('actor_snapshots')
      .where({ id: `dealer_onboarding:${user.id}` })
      .first();
    expect(JSON.stringify(row.snapshot)).not.toContain('very-secret-value');

    expect((await agent.post('/api/dealer/onboarding/back')).body.step).toBe(4);
    expect((await agent.post('/api/dealer/onboarding/back')).body.step).toBe(3);
  });

  it('starts a dealer account from what it gave at registration, its API key counted as saved', async () => {
    const agent = new Agent(ctx.server);
    await agent.register({
      role: 'dealer',
      companyName: 'Harrogate Autos',
      dealerApiUrl: `${sample.url}/api/vehicles`,
      dealerApiKey: TOKEN,
      firstName: 'Tom',
      lastName: 'Hill',
    });
    const state = (await agent.get('/api/dealer/onboarding')).body;
    expect(state).toMatchObject({ step: 1, apiKeySaved: true, apiSecretSaved: false });
    expect(state.draft).toMatchObject({
      companyName: 'Harrogate Autos',
      apiEndpoint: `${sample.url}/api/vehicles`,
      contactFirstName: 'Tom',
    });
    expect(JSON.stringify(state)).not.toContain(TOKEN);
  });

  it('submits the whole application once, checked again; the secret saved earlier is kept', async () => {
    const { agent, user } = await dealer();
    await agent.put('/api/dealer/onboarding/steps/1', company);
    await agent.put('/api/dealer/onboarding/steps/2', contact);
    await agent.put('/api/dealer/onboarding/steps/3', profile);
    await agent.put('/api/dealer/onboarding/steps/4', integration());

    const all = { ...company, ...contact, ...profile, ...integration(), apiSecret: '', ...consents };
    const unticked = await agent.post('/api/dealer/onboard', { ...all, termsAccepted: false });
    expect(unticked.status).toBe(400);
    expect(unticked.body.message).toBe('termsAccepted: Terms must be accepted');

    const res = await agent.post('/api/dealer/onboard', {
      ...all,
      submittedAt: new Date().toISOString(),
      status: 'approved',
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    const id = res.body.applicationId as number;
    const state = (await agent.get('/api/dealer/onboarding')).body;
    expect(state).toMatchObject({ step: 6, applicationId: id, status: 'pending' });

    const row = await ctx.db.knex('dealer_applications').where({ id }).first();
    expect(row).toMatchObject({ kind: 'onboarding', user_id: user.id, status: 'pending' });
    expect(row.fields.apiSecret).toBeUndefined();
    expect(row.api_secret_sealed).toMatch(/^v1\./);
    const opened = (await (await import('../../lib/sealed.js')).Sealer.of(ctx.db.knex)).open(
      row.api_secret_sealed,
    );
    expect(opened).toBe('very-secret-value');

    // A second submit of the same draft is refused; a restart begins another at step 1.
    expect((await agent.post('/api/dealer/onboard', all)).status).toBe(409);
    const again = (await agent.post('/api/dealer/onboarding/restart')).body;
    expect(again).toMatchObject({ step: 1, applicationId: null });
    expect(again.draft.companyName).toBe(company.companyName);
    expect(again.draft.apiEndpoint).toBeUndefined();
  });

  it('downloads the application for its applicant and admins only', async () => {
    const { agent } = await dealer();
    const all = { ...company, ...contact, ...profile, ...integration(), ...consents };
    const { applicationId } = (await agent.post('/api/dealer/onboard', all)).body;
    const file = await agent.get(`/api/dealer/applications/${applicationId}/download`);
    expect(file.status).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain(
      `allmotors-dealer-application-${applicationId}.html`,
    );
    expect(file.body).toContain('Northgate Motors Ltd');
    expect(file.body).toContain('£14,500');
    expect(file.body).not.toContain('very-secret-value');
    expect(file.body).not.toContain(TOKEN);
    const stranger = (await dealer()).agent;
    expect((await stranger.get(`/api/dealer/applications/${applicationId}/download`)).status).toBe(404);
    expect((await admin.get(`/api/dealer/applications/${applicationId}/download`)).status).toBe(200);
  });
});

describe('the admin review', () => {
  async function pendingApplication(apiEndpoint = `${sample.url}/api/vehicles`) {
    const { agent } = await dealer();
    const all = { ...company, ...contact, ...profile, ...integration(), apiEndpoint, ...consents };
    const res = await agent.post('/api/dealer/onboard', all);
    return { agent, id: res.body.applicationId as number };
  }

  it('is for admins only', async () => {
    const { agent, id } = await pendingApplication();
    expect((await new Agent(ctx.server).get('/api/admin/dealer-applications')).status).toBe(401);
    expect((await agent.get('/api/admin/dealer-applications')).status).toBe(403);
    expect((await agent.post(`/api/admin/dealer-applications/${id}/approve`, {})).status).toBe(403);
    expect((await admin.get('/api/admin/dealer-applications/999999')).status).toBe(404);
    expect((await admin.get('/api/admin/dealer-applications/abc')).status).toBe(400);
  });

  it('tests the API for real, approves once with a key shown once and kept as a hash', async () => {
    const { id } = await pendingApplication();
    const before = (await admin.get('/api/admin/dealer-applications/pending')).body;
    expect(before.applications.map((a: { id: number }) => a.id)).toContain(id);

    const test = await admin.post(`/api/admin/dealer-applications/${id}/test`);
    expect(test.status).toBe(200);
    expect(test.body.success).toBe(true);
    expect(test.body.vehicleCount).toBeGreaterThan(0);
    expect(test.body.dataQualityScore).toBeGreaterThanOrEqual(85);
    const detail = (await admin.get(`/api/admin/dealer-applications/${id}`)).body;
    expect(detail).toMatchObject({ status: 'pending', lockedReason: null });
    expect(detail.testResult.dataQualityScore).toBe(test.body.dataQualityScore);
    expect(JSON.stringify(detail)).not.toContain(TOKEN);

    const approved = await admin.post(`/api/admin/dealer-applications/${id}/approve`, {
      reviewNotes: 'Good data',
    });
    expect(approved.status).toBe(200);
    const { dealerId, apiKey } = approved.body.credentials;
    expect(apiKey).toMatch(/^am_live_/);
    expect(approved.body.application).toMatchObject({
      status: 'approved',
      dealerId,
      reviewNotes: 'Good data',
    });
    const key = await ctx.db.knex('dealer_api_keys').where({ dealer_id: dealerId }).first();
    expect(key.key_hash).toBe(hashKey(apiKey));
    // Nowhere else in the database in the clear.
    for (const table of ['dealer_applications', 'actor_snapshots', 'outbox', 'jobs']) {
      const rows = await ctx.db.knex(table).select();
      expect(JSON.stringify(rows)).not.toContain(apiKey);
    }
    // The applicant's account is a dealer account now.
    const applicant = await ctx.db.knex('dealer_applications').where({ id }).first('user_id');
    expect((await ctx.db.knex('users').where({ id: applicant.user_id }).first()).role).toBe('dealer');

    // The e-mail goes out with the key, which the outbox then forgets.
    const mail = await eventually(async () => {
      const row = await ctx.db
        .knex('outbox')
        .where({ to_address: contact.contactEmail })
        .andWhere('subject', 'like', `%#${id} is approved`)
        .first();
      expect(row?.state).toBe('sent');
      return row;
    }, 15_000);
    expect(mail.body).toContain(SECRET_SLOT);
    expect(mail.secret_sealed).toBeNull();

    const again = await admin.post(`/api/admin/dealer-applications/${id}/approve`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('APPROVE is not possible while the application is approved');
    expect((await admin.post(`/api/admin/dealer-applications/${id}/test`)).status).toBe(409);
    expect(
      (await admin.post(`/api/admin/dealer-applications/${id}/reject`, { reviewNotes: 'x' })).status,
    ).toBe(409);
  });

  it('rejects only with notes, and a refused address is a failed test, not an error', async () => {
    const { id } = await pendingApplication('http://10.0.0.5/api/vehicles');
    const test = await admin.post(`/api/admin/dealer-applications/${id}/test`);
    expect(test.status).toBe(200);
    expect(test.body.success).toBe(false);
    expect(test.body.issues.join(' ')).toMatch(/private|refused|not allowed/i);

    const empty = await admin.post(`/api/admin/dealer-applications/${id}/reject`, { reviewNotes: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('reviewNotes: Say why the application is rejected');
    const rejected = await admin.post(`/api/admin/dealer-applications/${id}/reject`, {
      reviewNotes: 'Your API is not reachable from the internet.',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', lockedReason: 'This application is rejected' });
    const list = (await admin.get('/api/admin/dealer-applications')).body;
    expect(list.counts.all).toBeGreaterThanOrEqual(list.counts.pending + list.counts.approved + 1);
    expect(list.applications.find((a: { id: number }) => a.id === id).status).toBe('rejected');
  });
});

describe('a server that has just started', () => {
  // After a restart the first thing an admin may do is Approve. The sealer's key used to be read on
  // first use, inside the approval's transaction: on PGlite (one connection) that waited on itself for
  // the pool's timeout, answered 500, and the failure was kept for every later use of the sealer.
  it('approves as its first use of sealed secrets, at once', async () => {
    const { agent } = await dealer();
    const all = { ...company, ...contact, ...profile, ...integration(), ...consents };
    const id = (await agent.post('/api/dealer/onboard', all)).body.applicationId as number;
    const restarted = await serveForTest(
      ctx.db,
      async () => {},
      {},
      { operatorToken: TEST_OPERATOR_TOKEN, dealers: { allowedHosts: [] } },
    );
    try {
      const started = Date.now();
      const res = await new Agent(restarted.server).post(
        `/api/admin/dealer-applications/${id}/approve`,
        { reviewNotes: 'Approved after a restart' },
        { csrf: false, headers: { 'x-operator-token': TEST_OPERATOR_TOKEN } },
      );
      expect(res.status).toBe(200);
      expect(res.body.credentials.apiKey).toMatch(/^am_live_/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await restarted.close();
    }
  }, 30_000);
});

describe('the simple application', () => {
  it('is approved at once when the API test qualifies, and the key is handed over on one read', async () => {
    const { agent } = await dealer();
    const missing = await agent.post('/api/dealer/submit-application', {
      dealerName: 'Quick Cars',
      contactEmail: 'hello@quick.example',
      apiUrl: '',
      authToken: TOKEN,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('apiUrl: Missing Information: Please fill in all required fields');

    const res = await agent.post('/api/dealer/submit-application', {
      dealerName: 'Quick Cars',
      contactEmail: 'hello@quick.example',
      apiUrl: `${sample.url}/api/vehicles`,
      authToken: TOKEN,
      businessRegistration: '01234567',
      description: 'Family-run used car dealer in York.',
    });
    expect(res.status).toBe(201);
    const id = res.body.applicationId as number;
    const mine = await eventually(async () => {
      const body = (await agent.get(`/api/dealer/applications/${id}`)).body;
      expect(body.status).toBe('approved');
      return body;
    }, 30_000);
    expect(mine.apiKeyOnce).toMatch(/^am_live_/);
    expect(mine.testResult.dataQualityScore).toBeGreaterThanOrEqual(85);
    const key = await ctx.db.knex('dealer_api_keys').where({ dealer_id: mine.dealerId }).first();
    expect(key.key_hash).toBe(hashKey(mine.apiKeyOnce));
    expect((await agent.get(`/api/dealer/applications/${id}`)).body.apiKeyOnce).toBeNull();
    expect((await (await dealer()).agent.get(`/api/dealer/applications/${id}`)).status).toBe(404);
  });

  it('waits for an admin when the test does not qualify', async () => {
    const { agent } = await dealer();
    const res = await agent.post('/api/dealer/submit-application', {
      dealerName: 'Wrong Token Motors',
      contactEmail: 'hello@wrong.example',
      apiUrl: `${sample.url}/api/vehicles`,
      authToken: 'not-the-token',
    });
    const mine = await eventually(async () => {
      const body = (await agent.get(`/api/dealer/applications/${res.body.applicationId}`)).body;
      expect(body.testResult).not.toBeNull();
      return body;
    }, 30_000);
    expect(mine).toMatchObject({ status: 'pending', apiKeyOnce: null, dealerId: null });
    expect(mine.testResult.success).toBe(false);
  });
});
