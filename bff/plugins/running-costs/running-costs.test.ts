import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateQuote, suggestedDeposit } from '../finance/calculator.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
let diesel: { id: number; price: number; road_tax: number | null; year: number };
let electric: { id: number };

beforeAll(async () => {
  ctx = await createTestServer({ listings: 300 });
  const knex = ctx.db.knex;
  diesel = await knex('listings')
    .where({ status: 'active', category: 'car', fuel_type: 'Diesel' })
    .whereNotNull('road_tax')
    .where('price', '>', 0)
    .orderBy('id')
    .first('id', 'price', 'road_tax', 'year');
  electric = await knex('listings')
    .where({ status: 'active', category: 'car', fuel_type: 'Electric' })
    .orderBy('id')
    .first('id');
}, 60_000);
afterAll(() => ctx?.close());

const get = (path: string) => ctx.server.inject({ method: 'GET', url: path });
const url = (id: number, query = '') => `/api/cars/${id}/running-costs${query}`;

describe('GET /api/cars/{id}/running-costs', () => {
  it('answers every line with its inputs, figures and sources, from the defaults', async () => {
    const res = await get(url(diesel.id));
    expect(res.statusCode).toBe(200);
    const body = res.result as any;
    const deposit = suggestedDeposit(diesel.price);
    expect(body.inputs).toEqual({ postcode: null, deposit, termMonths: 60, apr: 4.9, annualMiles: 8000 });
    expect(body.finance.monthly).toBe(
      calculateQuote({ price: diesel.price, deposit, termMonths: 60, apr: 4.9 }).monthlyPayment,
    );
    expect(body.roadTax.monthly).toBe(Math.round((diesel.road_tax! * 100) / 12));
    expect(body.energy).toMatchObject({ kind: 'fuel', annualMiles: 8000 });
    expect(body.energy.consumption.mpg).toBeGreaterThan(0);
    expect(body.energy.fuelPrice).toMatchObject({ unit: 'litre', asOf: '2025-09-08' });
    expect(body.energy.fuelPrice.source).toMatch(/Department for Energy Security and Net Zero/);
    expect(body.total.monthly).toBe(body.finance.monthly + body.roadTax.monthly + body.energy.monthly);
    expect(body.total.includes).toEqual(['finance', 'road tax', 'fuel']);
    expect(body.insurance.band).toMatch(/^(low|moderate|medium|high|very high) \(\d+-\d+\)$/);
    expect(body.insurance).not.toHaveProperty('premium');
    expect(body.cleanAir).toMatchObject({ standard: 'Euro 6 (diesel)', asOf: '2025-10-01', zones: null });
  });

  it('uses the buyer’s deposit, term, APR and mileage', async () => {
    const deposit = Math.floor(diesel.price / 2);
    const res = await get(url(diesel.id, `?deposit=${deposit}&termMonths=36&apr=0&annualMiles=16000`));
    expect(res.statusCode).toBe(200);
    const body = res.result as any;
    expect(body.inputs).toMatchObject({ deposit, termMonths: 36, apr: 0, annualMiles: 16000 });
    expect(body.finance.monthly).toBe(Math.round((diesel.price - deposit) / 36));
    const base = (await get(url(diesel.id))).result as any;
    expect(Math.abs(body.energy.monthly - base.energy.monthly * 2)).toBeLessThanOrEqual(1);
  });

  it('lists the clean air zones near the postcode with this vehicle’s daily charge', async () => {
    const res = await get(url(diesel.id, '?postcode=SW1A%201AA'));
    expect(res.statusCode).toBe(200);
    const body = res.result as any;
    expect(body.inputs.postcode).toMatchObject({ input: 'SW1A 1AA' });
    expect(body.cleanAir.zones).toHaveLength(1);
    const ulez = body.cleanAir.zones[0];
    expect(ulez).toMatchObject({ id: 'london-ulez', compliant: body.cleanAir.compliant });
    expect(ulez.dailyCharge).toBe(body.cleanAir.compliant === 'yes' ? 0 : 1250);
    const far = (await get(url(diesel.id, '?postcode=AB10'))).result as any;
    expect(far.cleanAir.zones).toEqual([]);
  });

  it('charges an electric car by the kWh and finds it compliant everywhere', async () => {
    const body = (await get(url(electric.id, '?postcode=B1'))).result as any;
    expect(body.energy).toMatchObject({ kind: 'electricity', fuelPrice: null });
    expect(body.energy.electricityPrice).toMatchObject({ unit: 'kWh', pence: 26.35 });
    expect(body.energy.consumption.milesPerKwh).toBeGreaterThan(0);
    expect(body.cleanAir.compliant).toBe('yes');
    expect(body.cleanAir.zones[0]).toMatchObject({ id: 'birmingham', dailyCharge: 0 });
  });

  it.each([
    ['?postcode=ZZ99%209ZZ', /^postcode: /],
    ['?deposit=12.5', /^deposit: must be a whole number of pence/],
    ['?deposit=-1', /^deposit: /],
    ['?termMonths=30', /^termMonths: must be one of 12, 24/],
    ['?apr=51', /^apr: must be at most 50/],
    ['?apr=abc', /^apr: /],
    ['?annualMiles=200000', /^annualMiles: must be at most 100,000/],
    ['?colour=red', /^colour: is not a known parameter/],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const res = await get(url(diesel.id, query));
    expect(res.statusCode).toBe(400);
    expect((res.result as any).message).toMatch(message);
  });

  it('answers 400 naming deposit when it is not below the price', async () => {
    const res = await get(url(diesel.id, `?deposit=${diesel.price}`));
    expect(res.statusCode).toBe(400);
    expect((res.result as any).message).toMatch(/^deposit: must be less than the car price/);
  });

  it('answers 404 for an unknown or removed car', async () => {
    expect((await get(url(999_999_999))).statusCode).toBe(404);
    const victim = await ctx.db
      .knex('listings')
      .where({ status: 'active' })
      .orderBy('id', 'desc')
      .first('id');
    await ctx.db
      .knex('listings')
      .where({ id: victim.id })
      .update({ status: 'removed', removed_at: ctx.db.knex.fn.now() });
    expect((await get(url(victim.id))).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await get('/api/cars/abc/running-costs');
    expect(res.statusCode).toBe(400);
    expect((res.result as any).message).toMatch(/^id: /);
  });
});
