// Merging records into listings (DECISIONS 2), straight through ingestRecords on a real database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../db/index.js';
import { createTestDb } from '../../../testing/test-server.js';
import type { SourceRecord } from '../connectors/types.js';
import { FIELDS, LOOKUP_CHUNK, SELLER_FIELDS, contentHash, ingestRecords } from './ingest.js';
import { removeUnseen } from './queries.js';
import { sourceRecord } from './testing.js';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => ({ db, drop } = await createTestDb()));
afterAll(() => drop());

const AUTOHUB = { id: 'autohub', bit: 0 };
const MOTORMART = { id: 'motormart', bit: 1 };

const record = sourceRecord;

const ingest = (source: typeof AUTOHUB, records: SourceRecord[], now = new Date()) =>
  db.knex.transaction((trx) => ingestRecords(trx, source, records, now));

describe('merging', () => {
  it('makes one listing of the same vehicle on two platforms, the lowest price first', async () => {
    await ingest(AUTOHUB, [record()]);
    const second = await ingest(MOTORMART, [
      record({
        externalId: 'MM1',
        url: 'http://motormart.localhost:3001/vehicles/MM1',
        pricePence: 1_249_500,
        mileage: 29_400,
        title: 'Ford Focus 1.0 Titanium 5dr',
        seller: { type: 'trade', name: 'Leeds Car Centre', town: 'Leeds', postcode: 'LS11 5AB', phone: null },
      }),
    ]);
    expect(second).toMatchObject({ added: 1 });
    const listings = await db.knex('listings').where({ make: 'Ford', model: 'Focus' });
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({
      price: 1_249_500,
      platform: 'motormart',
      offer_count: 2,
      platform_mask: 3,
    });
  });

  it('keeps a different vehicle apart: another colour, or a mileage far off', async () => {
    await ingest(MOTORMART, [
      record({ externalId: 'MM2', colour: 'Red' }),
      record({ externalId: 'MM3', mileage: 61_000 }),
    ]);
    expect(await db.knex('listings').where({ make: 'Ford', model: 'Focus' })).toHaveLength(3);
  });

  it('leaves an unchanged record unwritten, updates a changed one and keeps its price history', async () => {
    const before = await db.knex('offers').where({ platform: 'autohub', external_id: 'X1' }).first();
    const again = await ingest(AUTOHUB, [record()], new Date(Date.now() + 60_000));
    expect(again).toMatchObject({ unchanged: 1, updated: 0, added: 0 });
    const after = await db.knex('offers').where({ platform: 'autohub', external_id: 'X1' }).first();
    expect(after.last_seen_at).toEqual(before.last_seen_at);
    const cut = await ingest(AUTOHUB, [record({ pricePence: 1_199_500 })]);
    expect(cut).toMatchObject({ updated: 1 });
    const offer = await db.knex('offers').where({ platform: 'autohub', external_id: 'X1' }).first();
    const prices = await db.knex('price_history').where({ offer_id: offer.id }).orderBy('id').pluck('price');
    expect(prices).toEqual([1_299_500, 1_199_500]);
    const listing = await db.knex('listings').where({ id: offer.listing_id }).first();
    expect(listing).toMatchObject({ price: 1_199_500, platform: 'autohub' });
  });

  it('never gives a listing a registration another active listing holds', async () => {
    await ingest(AUTOHUB, [
      record({ externalId: 'R1', make: 'Kia', model: 'Ceed', registration: 'AB19 CDE' }),
    ]);
    await ingest(AUTOHUB, [record({ externalId: 'R2', make: 'Kia', model: 'Picanto' })]);
    // The second advert now shows the first one's plate: no crash, and the plate stays with the first.
    await ingest(AUTOHUB, [
      record({
        externalId: 'R2',
        make: 'Kia',
        model: 'Picanto',
        registration: 'AB19 CDE',
        pricePence: 999_500,
      }),
    ]);
    expect(await db.knex('listings').where({ registration: 'AB19 CDE' }).pluck('model')).toEqual(['Ceed']);
  });

  it('removes offers a complete pass did not see, and the listing once none is left', async () => {
    const now = new Date();
    await ingest(MOTORMART, [record({ externalId: 'MM2', colour: 'Red' })], now);
    const { removed } = await db.knex.transaction((trx) =>
      removeUnseen(trx, 'motormart', trx.select(trx.raw('unnest(?::text[]) as external_id', [['MM2']])), now),
    );
    expect(removed).toBe(2); // MM1 and MM3: no page of the pass listed them
    const mm1 = await db.knex('offers').where({ external_id: 'MM1' }).first();
    expect(mm1.status).toBe('removed');
    const shared = await db.knex('listings').where({ id: mm1.listing_id }).first();
    expect(shared).toMatchObject({ status: 'active', platform: 'autohub', offer_count: 1 });
    const mm3 = await db.knex('offers').where({ external_id: 'MM3' }).first();
    expect((await db.knex('listings').where({ id: mm3.listing_id }).first()).status).toBe('removed');
    // The pass is recorded: MM2, listed by it, was seen then.
    const platform = await db.knex('platforms').where({ id: 'motormart' }).first('last_pass_at');
    expect(platform.last_pass_at).toEqual(now);
  });
});

describe('a batch larger than one lookup', () => {
  it('finds the new and changed records of every chunk, and only those', async () => {
    const n = 2 * LOOKUP_CHUNK + 300;
    const feed = Array.from({ length: n }, (_, i) =>
      record({
        externalId: `F${i}`,
        url: `http://dealerdirect.localhost:3001/feed#F${i}`,
        make: 'Vauxhall',
        model: 'Corsa',
        year: 2010 + (i % 14),
        mileage: 10_000 + i * 37,
        seller: { type: 'trade', name: `Dealer ${i % 50}`, town: 'York', postcode: 'YO1 7HH', phone: null },
      }),
    );
    const DEALERDIRECT = { id: 'dealerdirect', bit: 6 };
    expect(await ingest(DEALERDIRECT, feed)).toMatchObject({ added: n, updated: 0, unchanged: 0 });
    // One change in each chunk, and a new record at the very end.
    const touched = [5, LOOKUP_CHUNK + 5, 2 * LOOKUP_CHUNK + 5];
    const again = feed.map((r, i) => (touched.includes(i) ? { ...r, pricePence: r.pricePence - 50_000 } : r));
    again.push(record({ externalId: 'F-new', url: 'http://dealerdirect.localhost:3001/feed#F-new' }));
    const result = await ingest(DEALERDIRECT, again);
    expect(result).toMatchObject({ added: 1, updated: 3, unchanged: n - 3 });
    const cut = await db
      .knex('offers')
      .where({ platform: 'dealerdirect' })
      .whereIn(
        'external_id',
        touched.map((i) => `F${i}`),
      )
      .pluck('price');
    expect(cut).toEqual([1_249_500, 1_249_500, 1_249_500]);
  });
});

describe('the content digest', () => {
  it('changes with anything the merge keeps, and only with that', () => {
    const base = record({ imageUrls: ['http://a/1.svg', 'http://a/2.svg'] });
    const same = contentHash(base);
    expect(contentHash({ ...base })).toBe(same);
    for (const changed of [
      { pricePence: base.pricePence - 100 },
      { mileage: base.mileage + 1 },
      { description: `${base.description} Now with new tyres.` },
      { features: [...base.features, 'Heated Seats'] },
      { registration: 'AB19 CDE' },
      { imageUrls: ['http://a/1.svg'] },
      { seller: { ...base.seller, phone: '0113 496 0000' } },
    ] as Partial<SourceRecord>[])
      expect(contentHash({ ...base, ...changed })).not.toBe(same);
    // Every field the merge keeps is in the digest.
    const other = (v: unknown) =>
      v === null ? 'x' : typeof v === 'number' ? v + 1 : Array.isArray(v) ? [...v, 'x'] : `${String(v)}x`;
    for (const field of FIELDS)
      expect(contentHash({ ...base, [field]: other(base[field]) }), field).not.toBe(same);
    for (const field of SELLER_FIELDS)
      expect(
        contentHash({ ...base, seller: { ...base.seller, [field]: other(base.seller[field]) } }),
        field,
      ).not.toBe(same);
    // Photos are kept as a count: the same number at new addresses is nothing to write.
    expect(contentHash({ ...base, imageUrls: ['http://b/1.svg', 'http://b/2.svg'] })).toBe(same);
    // Null and an empty value are told apart.
    expect(contentHash({ ...base, motExpiry: null })).not.toBe(contentHash({ ...base, motExpiry: '' }));
  });
});

describe('a relist', () => {
  const DAY = 86_400_000;
  const t0 = new Date(Date.now() - 14 * DAY);
  const octavia = (over: Partial<SourceRecord> = {}) =>
    record({
      externalId: 'RL1',
      url: 'http://autohub.localhost:3001/vehicles/RL1',
      title: '2020 Skoda Octavia 1.5 TSI SE L',
      make: 'Skoda',
      model: 'Octavia',
      variant: 'SE L',
      year: 2020,
      pricePence: 1_649_500,
      mileage: 24_300,
      colour: 'Grey',
      seller: {
        type: 'trade',
        name: 'Harrogate Motors',
        town: 'Harrogate',
        postcode: 'HG1 1AA',
        phone: null,
      },
      ...over,
    });
  /** A complete pass of `source` that lists every active offer but `externalId`. */
  const passWithout = (source: typeof AUTOHUB, externalId: string, at: Date) =>
    db.knex.transaction((trx) =>
      removeUnseen(
        trx,
        source.id,
        trx('offers')
          .where({ platform: source.id })
          .whereNot({ external_id: externalId })
          .select('external_id'),
        at,
      ),
    );

  it('brings a vehicle gone from platform A and back on platform B a week later to its listing', async () => {
    await ingest(AUTOHUB, [octavia()], t0);
    await ingest(AUTOHUB, [octavia({ pricePence: 1_599_500 })], new Date(t0.getTime() + 2 * DAY));
    const removedAt = new Date(t0.getTime() + 5 * DAY);
    await passWithout(AUTOHUB, 'RL1', removedAt);
    const offer = await db.knex('offers').where({ platform: 'autohub', external_id: 'RL1' }).first();
    expect(await db.knex('listings').where({ id: offer.listing_id }).first()).toMatchObject({
      status: 'removed',
      removed_at: removedAt,
    });

    const back = new Date(removedAt.getTime() + 7 * DAY);
    await ingest(
      MOTORMART,
      [
        octavia({
          externalId: 'MMRL1',
          url: 'http://motormart.localhost:3001/vehicles/MMRL1',
          pricePence: 1_549_500,
          mileage: 24_650,
          seller: {
            type: 'trade',
            name: 'Harrogate Motors Ltd',
            town: 'Harrogate',
            postcode: 'HG1 1AA',
            phone: null,
          },
        }),
      ],
      back,
    );
    const listings = await db.knex('listings').where({ make: 'Skoda', model: 'Octavia' });
    expect(listings).toHaveLength(1);
    expect(listings[0]).toMatchObject({
      id: offer.listing_id,
      status: 'active',
      removed_at: null,
      first_seen_at: t0,
      price: 1_549_500,
      platform: 'motormart',
      relist_count: 1,
      relisted_at: back,
      off_market_seconds: 7 * 86_400,
    });
    const history = await db
      .knex('price_history')
      .where({ listing_id: offer.listing_id })
      .orderBy('recorded_at')
      .select('platform', 'price');
    expect(history).toEqual([
      { platform: 'autohub', price: 1_649_500 },
      { platform: 'autohub', price: 1_599_500 },
      { platform: 'motormart', price: 1_549_500 },
    ]);
  });

  it('counts a comeback under the same advert too, and not a pass that still lists it', async () => {
    const gone = new Date(t0.getTime() + 13 * DAY);
    await passWithout(MOTORMART, 'MMRL1', gone);
    const back = new Date(gone.getTime() + DAY / 2);
    const mm = { externalId: 'MMRL1', url: 'http://motormart.localhost:3001/vehicles/MMRL1' };
    const seller = {
      type: 'trade',
      name: 'Harrogate Motors Ltd',
      town: 'Harrogate',
      postcode: 'HG1 1AA',
      phone: null,
    } as const;
    await ingest(MOTORMART, [octavia({ ...mm, pricePence: 1_549_500, mileage: 24_650, seller })], back);
    await ingest(MOTORMART, [octavia({ ...mm, pricePence: 1_499_500, mileage: 24_650, seller })], back);
    const listing = await db.knex('listings').where({ make: 'Skoda', model: 'Octavia' }).first();
    expect(listing).toMatchObject({
      status: 'active',
      first_seen_at: t0,
      relist_count: 2,
      off_market_seconds: 7 * 86_400 + 43_200,
    });
  });

  it('leaves a vehicle gone longer than the window, without a plate, to a listing of its own', async () => {
    const old = new Date(Date.now() - 200 * DAY);
    const golf = (over: Partial<SourceRecord> = {}) =>
      octavia({ externalId: 'RL9', make: 'Volkswagen', model: 'Golf', ...over });
    await ingest(AUTOHUB, [golf()], old);
    await passWithout(AUTOHUB, 'RL9', new Date(old.getTime() + DAY));
    await ingest(MOTORMART, [golf({ externalId: 'MMRL9' })]);
    const rows = await db.knex('listings').where({ make: 'Volkswagen', model: 'Golf' }).orderBy('id');
    expect(rows.map((r) => [r.status, r.relist_count])).toEqual([
      ['removed', 0],
      ['active', 0],
    ]);
  });
});
