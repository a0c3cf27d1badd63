import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestedDeposit } from '../finance/calculator.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
/** A results page's worth of active listings, of every fuel. */
let ids: number[];
let diesel: { id: number; price: number; year: number };

beforeAll(async () => {
  ctx = await createTestServer({ listings: 300 });
  const knex = ctx.db.knex;
  const rows: { id: number }[] = await knex('listings')
    .where({ status: 'active' })
    .where('price', '>', 0)
    .orderBy('id')
    .limit(12)
    .select('id');
  ids = rows.map((r) => r.id);
  diesel = await knex('listings')
    .where({ status: 'active', category: 'car', fuel_type: 'Diesel' })
    .where('price', '>', 0)
    .orderBy('id')
    .first('id', 'price', 'year');
}, 60_000);
afterAll(() => ctx?.close());

const get = (path: string) => ctx.server.inject({ method: 'GET', url: path });
const batch = (query: string) => get(`/api/running-costs?${query}`);
const single = (id: number, query = '') => get(`/api/cars/${id}/running-costs${query}`);

describe('GET /api/running-costs', () => {
  it('answers each card’s figures, equal to the car page’s for the same inputs', async () => {
    const res = await batch(`ids=${ids.join(',')}`);
    expect(res.statusCode).toBe(200);
    const body = res.result as any;
    expect(body.inputs).toEqual({
      postcode: null,
      depositShare: 0.2,
      termMonths: 60,
      apr: 4.9,
      annualMiles: 8000,
    });
    expect(body.missing).toEqual([]);
    expect(
      Object.keys(body.costs)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(ids);
    for (const id of ids) {
      const card = body.costs[id];
      const page = (await single(id)).result as any;
      // The default share is the car page's default deposit.
      expect(card.deposit).toBe(page.inputs.deposit);
      expect(card).toEqual({
        carId: id,
        monthlyTotal: page.total.monthly,
        deposit: page.inputs.deposit,
        finance: page.finance.monthly,
        roadTax: page.roadTax.monthly,
        energy: page.energy.monthly,
        energyKind: page.energy.kind,
        includes: page.total.includes,
        cleanAir: expect.stringMatching(/^(compliant|non-compliant|unknown)$/),
      });
    }
  });

  it('uses the buyer’s postcode, mileage, term, APR and deposit share for every card', async () => {
    const inputs = 'postcode=SW1A%201AA&termMonths=36&apr=6.5&annualMiles=12000';
    const res = await batch(`ids=${ids.join(',')}&depositShare=0.35&${inputs}`);
    expect(res.statusCode).toBe(200);
    const body = res.result as any;
    expect(body.inputs).toMatchObject({
      postcode: { input: 'SW1A 1AA' },
      depositShare: 0.35,
      termMonths: 36,
      apr: 6.5,
      annualMiles: 12000,
    });
    for (const id of ids) {
      const card = body.costs[id];
      const page = (await single(id, `?${inputs}&deposit=${card.deposit}`)).result as any;
      expect(card.deposit).toBe(Math.round((page.vehicle.price * 0.35) / 100) * 100);
      expect(card.monthlyTotal).toBe(page.total.monthly);
      expect(card.finance).toBe(page.finance.monthly);
      const charged = page.cleanAir.zones.some((z: any) => z.dailyCharge > 0);
      const expected =
        page.cleanAir.compliant === 'yes'
          ? 'compliant'
          : page.cleanAir.compliant === 'unknown'
            ? 'unknown'
            : charged
              ? 'charged'
              : 'non-compliant';
      expect(card.cleanAir).toBe(expected);
    }
  });

  it('gives a deposit of the car page’s default for the default share', async () => {
    const body = (await batch(`ids=${diesel.id}`)).result as any;
    expect(body.costs[diesel.id].deposit).toBe(suggestedDeposit(diesel.price));
  });

  it('leaves out unknown and removed cars and lists them as missing', async () => {
    const victim = ids[ids.length - 1]!;
    await ctx.db
      .knex('listings')
      .where({ id: victim })
      .update({ status: 'removed', removed_at: ctx.db.knex.fn.now() });
    const res = await batch(`ids=${ids[0]},999999999,${victim},${ids[0]}`);
    expect(res.statusCode).toBe(200);
    const body = res.result as any;
    expect(Object.keys(body.costs)).toEqual([String(ids[0])]);
    expect(body.missing).toEqual([999999999, victim]);
  });

  it('accepts 100 ids and no more', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    expect((await batch(`ids=${hundred}`)).statusCode).toBe(200);
    const res = await batch(`ids=${hundred},101`);
    expect(res.statusCode).toBe(400);
    expect((res.result as any).message).toMatch(/^ids: must be at most 100 car ids/);
  });

  it.each([
    ['', /^ids: /],
    ['ids=', /^ids: must be car ids separated by commas/],
    ['ids=1,,2', /^ids: must be car ids separated by commas/],
    ['ids=1&ids=2', /^ids: must be given once/],
    ['ids=1,abc', /^ids: /],
    ['ids=1&postcode=ZZ99%209ZZ', /^postcode: /],
    ['ids=1&depositShare=0.95', /^depositShare: must be at most 0.9/],
    ['ids=1&depositShare=20', /^depositShare: must be a share of the price/],
    ['ids=1&deposit=100000', /^deposit: is not a known parameter/],
    ['ids=1&termMonths=30', /^termMonths: must be one of 12, 24/],
    ['ids=1&apr=51', /^apr: must be at most 50/],
    ['ids=1&annualMiles=200000', /^annualMiles: must be at most 100,000/],
  ])('answers 400 naming the field for ?%s', async (query, message) => {
    const res = await batch(query);
    expect(res.statusCode).toBe(400);
    expect((res.result as any).message).toMatch(message);
  });
});
