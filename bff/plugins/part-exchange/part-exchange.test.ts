// POST /api/part-exchange/inspections on PGlite, or on the PostgreSQL in DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';
import { inspectionDates, londonDate } from './schemas.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestServer({ listings: 5 });
}, 60_000);
afterAll(() => ctx?.close());

const URL = '/api/part-exchange/inspections';
const dates = inspectionDates(new Date());
const vehicle = { registration: 'ab12 cde', mileage: 30_000, condition: 'excellent', serviceHistory: 'full' };
const valid = {
  name: 'Priya Shah',
  email: 'priya.shah@example.co.uk',
  phone: '07700 900456',
  preferredDate: dates[2],
  timeSlot: '11-13',
  vehicle,
};

const rows = () => ctx.db.knex('inspection_bookings').orderBy('id');

describe('inspectionDates', () => {
  it('offers the next 14 days from tomorrow without Sundays', () => {
    const saturday = new Date('2026-11-28T10:00:00Z');
    const offered = inspectionDates(saturday);
    expect(offered[0]).toBe('2026-11-30'); // Sunday the 29th left out
    expect(offered.at(-1)).toBe('2026-12-12');
    expect(offered).toHaveLength(12);
    expect(offered.every((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 0)).toBe(true);
  });

  it('counts from the UK date, not UTC, just after midnight in summer', () => {
    expect(londonDate(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(inspectionDates(new Date('2026-07-01T23:30:00Z'))[0]).toBe('2026-07-03');
  });
});

describe('POST /api/part-exchange/inspections', () => {
  it('stores a visitor’s booking with the estimate priced by the shared formula and answers 201', async () => {
    const res = await new Agent(ctx.server).post(URL, {
      ...valid,
      name: '  Priya Shah ',
      vehicle: { ...vehicle, additionalInfo: ' New tyres ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      reference: `PX-${String(res.body.id).padStart(6, '0')}`,
      status: 'requested',
      name: 'Priya Shah',
      email: valid.email,
      preferredDate: valid.preferredDate,
      timeSlot: '11-13',
      registration: 'AB12 CDE',
      mileage: 30_000,
      condition: 'excellent',
      serviceHistory: 'full',
      estimate: 1_584_000,
    });
    const stored = await ctx.db.knex('inspection_bookings').where({ id: res.body.id }).first();
    expect(stored).toMatchObject({
      name: 'Priya Shah',
      phone: '07700 900456',
      time_slot: '11-13',
      registration: 'AB12 CDE',
      additional_info: 'New tyres',
      estimate: 1_584_000,
    });
  });

  it('answers 429 with Retry-After to the 21st booking from one address in an hour', async () => {
    await ctx.db.knex('rate_limits').where('key', 'like', 'form:inspection:%').delete();
    const visitor = new Agent(ctx.server);
    for (let i = 0; i < 20; i++) expect((await visitor.post(URL, valid)).status).toBe(201);
    const before = (await rows()).length;
    const res = await visitor.post(URL, valid);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many attempts. Please wait and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await rows()).length).toBe(before);
    await ctx.db.knex('rate_limits').where('key', 'like', 'form:inspection:%').delete();
  });

  it('refuses a request without the CSRF token (403) and stores nothing', async () => {
    const before = (await rows()).length;
    const res = await new Agent(ctx.server).post(URL, valid, { csrf: false });
    expect(res.status).toBe(403);
    expect((await rows()).length).toBe(before);
  });

  const today = londonDate(new Date());
  const sunday = (() => {
    for (let i = 1; i <= 7; i++) {
      const d = new Date(Date.now() + i * 86_400_000);
      if (new Date(`${londonDate(d)}T12:00:00Z`).getUTCDay() === 0) return londonDate(d);
    }
    return '';
  })();
  const dateMessage = 'preferredDate: Preferred date must be one of the next 14 days, not a Sunday';
  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'name: Name is required'],
    ['a blank name', { name: '   ' }, 'name: Name is required'],
    [
      'a malformed e-mail',
      { email: 'priya@' },
      'email: Email address must be a valid e-mail address, like name@example.co.uk',
    ],
    ['a short phone number', { phone: '0770 090' }, 'phone: Phone number must have 10 to 15 digits'],
    ['a missing date', { preferredDate: undefined }, 'preferredDate: Preferred date is required'],
    ['a date that is not a date', { preferredDate: 'next week' }, dateMessage],
    ['today', { preferredDate: today }, dateMessage],
    ['a Sunday', { preferredDate: sunday }, dateMessage],
    ['a date past the window', { preferredDate: '2099-01-05' }, dateMessage],
    ['an unknown slot', { timeSlot: '17-19' }, 'timeSlot: Time slot is required'],
    ['no vehicle', { vehicle: undefined }, 'vehicle: Vehicle is required'],
    [
      'a registration that is not one',
      { vehicle: { ...vehicle, registration: 'HELLO!' } },
      'vehicle.registration: Registration number must be a UK registration, like AB12 CDE',
    ],
    [
      'a negative mileage',
      { vehicle: { ...vehicle, mileage: -1 } },
      'vehicle.mileage: Mileage cannot be negative',
    ],
    [
      'a mileage as text',
      { vehicle: { ...vehicle, mileage: '30000' } },
      'vehicle.mileage: Mileage must be a number',
    ],
    [
      'an unknown condition',
      { vehicle: { ...vehicle, condition: 'mint' } },
      'vehicle.condition: Condition is required',
    ],
    ['a field we do not take', { estimate: 9_999_900 }, 'estimate: is not a field we accept'],
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
});
