import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
let listingId: number;

beforeAll(async () => {
  ctx = await createTestServer({ listings: 20 });
  listingId = (await ctx.db.knex('listings').orderBy('id').first('id')).id;
}, 60_000);
afterAll(() => ctx?.close());

const URL = '/api/finance/applications';

const valid = {
  firstName: 'Amira',
  lastName: 'Okafor',
  email: 'amira.okafor@example.co.uk',
  phone: '07700 900123',
  annualIncome: 4_250_000,
  employmentStatus: 'employed',
  creditScore: 'good',
};
const quote = { price: 2_500_000, deposit: 500_000, termMonths: 60, apr: 4.9 };

const rows = () => ctx.db.knex('finance_applications').orderBy('id');

describe('POST /api/finance/applications', () => {
  it('stores a visitor’s application with the quote priced by the calculator and answers 201', async () => {
    const visitor = new Agent(ctx.server);
    const res = await visitor.post(URL, { ...valid, firstName: '  Amira ', quote, listingId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      reference: `FA-${String(res.body.id).padStart(6, '0')}`,
      status: 'received',
      firstName: 'Amira',
      email: valid.email,
      listingId,
      quote: {
        ...quote,
        monthlyPayment: 37_651,
        amountFinanced: 2_000_000,
        totalInterest: 259_054,
        totalPayable: 2_759_054,
      },
    });
    const stored = await ctx.db.knex('finance_applications').where({ id: res.body.id }).first();
    expect(stored).toMatchObject({
      user_id: null,
      listing_id: listingId,
      first_name: 'Amira',
      last_name: 'Okafor',
      phone: '07700 900123',
      annual_income: 4_250_000,
      employment_status: 'employed',
      credit_score: 'good',
      price: 2_500_000,
      deposit: 500_000,
      term_months: 60,
      apr_basis_points: 490,
      monthly_payment: 37_651,
    });
  });

  it('stores an application without a quote', async () => {
    const res = await new Agent(ctx.server).post(URL, valid);
    expect(res.status).toBe(201);
    expect(res.body.quote).toBeNull();
    expect(res.body.listingId).toBeNull();
    const stored = await ctx.db.knex('finance_applications').where({ id: res.body.id }).first();
    expect(stored.price).toBeNull();
    expect(stored.monthly_payment).toBeNull();
  });

  it('records a signed-in person as the applicant', async () => {
    const agent = new Agent(ctx.server);
    const { user } = await agent.register({ firstName: 'Jonah' });
    const res = await agent.post(URL, { ...valid, quote: { ...quote, apr: 0 } });
    expect(res.status).toBe(201);
    expect(res.body.quote).toMatchObject({ monthlyPayment: 33_333, totalInterest: 0 });
    const stored = await ctx.db.knex('finance_applications').where({ id: res.body.id }).first();
    expect(stored.user_id).toBe(user.id);
  });

  it('answers 429 with Retry-After to the 21st application from one address in an hour', async () => {
    await ctx.db.knex('rate_limits').where('key', 'like', 'form:finance:%').delete();
    const visitor = new Agent(ctx.server);
    for (let i = 0; i < 20; i++) expect((await visitor.post(URL, valid)).status).toBe(201);
    const before = (await rows()).length;
    const res = await visitor.post(URL, valid);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many attempts. Please wait and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await rows()).length).toBe(before);
    await ctx.db.knex('rate_limits').where('key', 'like', 'form:finance:%').delete();
  });

  it('refuses a request without the CSRF token (403) and stores nothing', async () => {
    const before = (await rows()).length;
    const res = await new Agent(ctx.server).post(URL, valid, { csrf: false });
    expect(res.status).toBe(403);
    expect((await rows()).length).toBe(before);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing first name', { firstName: undefined }, 'firstName: First name is required'],
    ['a blank first name', { firstName: '   ' }, 'firstName: First name is required'],
    ['a blank last name', { lastName: '' }, 'lastName: Last name is required'],
    ['a missing e-mail', { email: undefined }, 'email: Email address is required'],
    [
      'a malformed e-mail',
      { email: 'amira@' },
      'email: Email address must be a valid e-mail address, like name@example.co.uk',
    ],
    ['a blank phone number', { phone: ' ' }, 'phone: Phone number is required'],
    ['a short phone number', { phone: '0770 090' }, 'phone: Phone number must have 10 to 15 digits'],
    [
      'letters in the phone number',
      { phone: '07700 CALL ME' },
      'phone: Phone number can contain only digits, spaces, +, - and brackets',
    ],
    ['a missing income', { annualIncome: undefined }, 'annualIncome: Annual income is required'],
    ['a zero income', { annualIncome: 0 }, 'annualIncome: Annual income must be more than £0'],
    ['a negative income', { annualIncome: -500 }, 'annualIncome: Annual income must be more than £0'],
    ['an income as text', { annualIncome: '42000' }, 'annualIncome: Annual income must be a number'],
    [
      'an unknown employment status',
      { employmentStatus: 'pirate' },
      'employmentStatus: Employment status is required',
    ],
    ['a missing credit score', { creditScore: undefined }, 'creditScore: Estimated credit score is required'],
    [
      'a deposit above the price',
      { quote: { ...quote, deposit: 3_000_000 } },
      'quote.deposit: Deposit must be less than the car price',
    ],
    [
      'a term not offered',
      { quote: { ...quote, termMonths: 30 } },
      'quote.termMonths: Loan term must be one of 12, 24, 36, 48, 60, 72, 84 months',
    ],
    ['a field we do not take', { status: 'approved' }, 'status: is not a field we accept'],
  ];
  for (const [what, change, message] of cases) {
    it(`answers 400 naming the field for ${what}`, async () => {
      const before = (await rows()).length;
      const res = await new Agent(ctx.server).post(URL, { ...valid, ...change });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await rows()).length).toBe(before);
    });
  }

  it('answers 404 for a car that does not exist', async () => {
    const res = await new Agent(ctx.server).post(URL, { ...valid, listingId: 999_999 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Car not found');
  });
});
