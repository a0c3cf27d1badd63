// The finance team's side (docs/finance.md 'Handling applications'): the receipt e-mail, the list,
// one application, and moving it on with the decision e-mailed in the same transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-server.js';
import { DECISION_SUBJECT, RECEIPT_SUBJECT } from './emails.js';

let ctx: TestContext;
let listingId: number;

beforeAll(async () => {
  ctx = await createTestServer({ listings: 10 });
  listingId = (await ctx.db.knex('listings').orderBy('id').first('id')).id;
}, 60_000);
afterAll(() => ctx?.close());

async function operator(method: string, url: string, payload?: object) {
  const res = await ctx.server.inject({
    method,
    url,
    headers: { 'x-operator-token': TEST_OPERATOR_TOKEN },
    payload,
  });
  return { statusCode: res.statusCode, result: res.result as any };
}

let n = 0;
async function apply(extra: Record<string, unknown> = {}) {
  n += 1;
  const email = `applicant.${n}@example.co.uk`;
  const res = await new Agent(ctx.server).post('/api/finance/applications', {
    firstName: 'Priya',
    lastName: `Shah${n}`,
    email,
    phone: '07700 900456',
    annualIncome: 3_600_000,
    employmentStatus: 'self-employed',
    creditScore: 'fair',
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.body as { id: number; reference: string; email: string };
}

const mail = (to: string) => ctx.db.knex('outbox').where({ to_address: to }).orderBy('id');

describe('applying', () => {
  it('queues a receipt with the reference, the quote and what happens next', async () => {
    const app = await apply({ quote: { price: 1_800_000, deposit: 300_000, termMonths: 48, apr: 6.9 } });
    const [receipt, ...rest] = await mail(app.email);
    expect(rest).toHaveLength(0);
    expect(receipt.subject).toBe(RECEIPT_SUBJECT(app.reference));
    expect(receipt.body).toContain('Hello Priya,');
    expect(receipt.body).toContain(`Your reference is ${app.reference}.`);
    expect(receipt.body).toContain('£18,000.00 car, £3,000.00 deposit, 48 months at');
    expect(receipt.body).toContain('What happens next:');
  });
});

describe('the finance team', () => {
  it('is admins only: 401 signed out, 403 for a member', async () => {
    const member = new Agent(ctx.server);
    await member.register();
    expect((await new Agent(ctx.server).get('/api/admin/finance-applications')).status).toBe(401);
    expect((await member.get('/api/admin/finance-applications')).status).toBe(403);
    expect(
      (await member.post('/api/admin/finance-applications/1/status', { status: 'contacted' })).status,
    ).toBe(403);
  });

  it('lists applications newest first with the car they were priced for, filtered by status', async () => {
    const older = await apply();
    const newer = await apply({ listingId });
    const res = await operator('GET', '/api/admin/finance-applications');
    expect(res.statusCode).toBe(200);
    const ids = res.result.applications.map((a: { id: number }) => a.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const shown = res.result.applications.find((a: { id: number }) => a.id === newer.id);
    const listing = await ctx.db.knex('listings').where({ id: listingId }).first('title', 'price');
    expect(shown).toMatchObject({
      status: 'received',
      lastName: expect.stringMatching(/^Shah/),
      phone: '07700 900456',
      annualIncome: 3_600_000,
      employmentStatus: 'self-employed',
      creditScore: 'fair',
      listing: { id: listingId, title: listing.title, price: Number(listing.price) },
      handledBy: null,
    });
    const contacted = await operator('GET', '/api/admin/finance-applications?status=contacted');
    expect(contacted.result.applications.every((a: { status: string }) => a.status === 'contacted')).toBe(
      true,
    );
    const bad = await operator('GET', '/api/admin/finance-applications?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(bad.result.message).toMatch(/^status: must be one of received, contacted/);
  });

  it('shows one application, 404 for an unknown one and 400 for a bad number', async () => {
    const app = await apply();
    const res = await operator('GET', `/api/admin/finance-applications/${app.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.result).toMatchObject({ id: app.id, reference: app.reference, email: app.email });
    expect((await operator('GET', '/api/admin/finance-applications/999999')).statusCode).toBe(404);
    expect((await operator('GET', '/api/admin/finance-applications/abc')).statusCode).toBe(400);
  });

  it('moves an application on, records who and why, and e-mails the decision', async () => {
    const app = await apply();
    const url = `/api/admin/finance-applications/${app.id}/status`;
    const contacted = await operator('POST', url, {
      status: 'contacted',
      note: ' Called, sending payslips ',
    });
    expect(contacted.statusCode).toBe(200);
    expect(contacted.result).toMatchObject({
      status: 'contacted',
      statusNote: 'Called, sending payslips',
      handledBy: 'operator (CLI)',
    });
    expect(await mail(app.email)).toHaveLength(1);

    const approved = await operator('POST', url, { status: 'approved' });
    expect(approved.result).toMatchObject({ status: 'approved', statusNote: null });
    const messages = await mail(app.email);
    expect(messages).toHaveLength(2);
    expect(messages[1].subject).toBe(DECISION_SUBJECT(app.reference));
    expect(messages[1].body).toContain('approved in principle');

    const again = await operator('POST', url, { status: 'declined' });
    expect(again.statusCode).toBe(409);
    expect(again.result.message).toBe('The application is approved: it cannot change any more');
    expect(await mail(app.email)).toHaveLength(2);
  });

  it('refuses a move the flow does not allow, and bad bodies name the field', async () => {
    const app = await apply();
    const url = `/api/admin/finance-applications/${app.id}/status`;
    const back = await operator('POST', url, { status: 'received' });
    expect(back.statusCode).toBe(409);
    expect(back.result.message).toBe(
      'A received application can become contacted, approved, declined, withdrawn, not received',
    );
    const missing = await operator('POST', url, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.result.message).toBe('status: is required');
    const long = await operator('POST', url, { status: 'declined', note: 'x'.repeat(2001) });
    expect(long.result.message).toBe('note: can be at most 2000 characters');
    expect(
      (await operator('POST', '/api/admin/finance-applications/999999/status', { status: 'contacted' }))
        .statusCode,
    ).toBe(404);
    const stored = await ctx.db.knex('finance_applications').where({ id: app.id }).first('status');
    expect(stored.status).toBe('received');
  });

  it('cannot move an application whose details were erased by a deletion request', async () => {
    const app = await apply();
    await ctx.db.knex('finance_applications').where({ id: app.id }).update({ email: '', first_name: '' });
    const res = await operator('POST', `/api/admin/finance-applications/${app.id}/status`, {
      status: 'declined',
    });
    expect(res.statusCode).toBe(409);
    expect(res.result.message).toBe("The applicant's details were erased at their request");
  });
});
