// The differential test's random queries (fast-check arbitraries) over the stores of
// search-run.reference.ts: any few filters at once, and the shapes the engine answers in ways of their
// own (band-counts.ts: a price range with or without fuel, a place and radius, a make and model).
import fc from 'fast-check';
import {
  BODIES,
  COLOURS,
  DEALS,
  FUELS,
  GEARBOXES,
  MAKES,
  MODELS,
  PLACES,
  SORTS,
  type Query,
} from './search-run.reference.js';

/** A price range (one end or both), with fuel or without, and nothing else: band-counts.ts' searches. */
export const priceFuelArb: fc.Arbitrary<Query> = fc
  .record(
    {
      minPrice: fc.integer({ min: 0, max: 42 }).map((p) => p * 50_000 + [0, 1, 99_999][p % 3]!),
      maxPrice: fc.integer({ min: 0, max: 42 }).map((p) => p * 50_000 + [0, 1, 99_999][p % 3]!),
      fuels: fc.subarray(FUELS, { minLength: 1 }),
      sort: fc.constantFrom(...SORTS),
      descending: fc.boolean(),
      offset: fc.constantFrom(0, 0, 1, 3, 10),
      limit: fc.constantFrom(1, 5, 20),
    },
    { requiredKeys: ['sort', 'descending', 'offset', 'limit'] },
  )
  .filter((q) => q.minPrice !== undefined || q.maxPrice !== undefined)
  .map((q) =>
    // Mostly a range that holds something (an empty one is checked too, now and then).
    q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice && q.offset !== 3
      ? { ...q, minPrice: q.maxPrice, maxPrice: q.minPrice }
      : q,
  );

/** A place and radius and nothing else: band-counts.ts' searches by grid cell (all but by distance). */
export const radiusArb: fc.Arbitrary<Query> = fc
  .record({
    geo: fc.record({ place: fc.nat(PLACES.length - 1), radius: fc.constantFrom(10, 25, 40, 70, 120) }),
    sort: fc.constantFrom(...SORTS),
    descending: fc.boolean(),
    offset: fc.constantFrom(0, 0, 1, 3, 10),
    limit: fc.constantFrom(1, 5, 20),
  })
  .filter((q) => q.sort !== 'distance' || !q.descending);

export const queryArb: fc.Arbitrary<Query> = fc
  .record({
    minPrice: fc.integer({ min: 1, max: 40 }).map((p) => p * 50_000),
    maxPrice: fc.integer({ min: 1, max: 40 }).map((p) => p * 50_000),
    minYear: fc.integer({ min: 2012, max: 2024 }),
    maxYear: fc.integer({ min: 2012, max: 2024 }),
    maxMileage: fc.integer({ min: 0, max: 12 }).map((m) => m * 10_000),
    doors: fc.record({ value: fc.constantFrom(2, 3, 4, 5), orMore: fc.boolean() }),
    seats: fc.record({ value: fc.constantFrom(2, 4, 5, 7), orMore: fc.boolean() }),
    color: fc.constantFrom(...COLOURS, 'Green'),
    maxOwners: fc.nat(4),
    minEngine: fc.constantFrom(0.5, 1, 2),
    maxEngine: fc.constantFrom(1, 1.5, 3),
    electric: fc.boolean(),
    minRange: fc.integer({ min: 100, max: 400 }),
    text: fc.array(fc.constantFrom('sp', 'sat', 'nav', 'heated', 'm', 'the', 'roof', 'zzz'), {
      minLength: 1,
      maxLength: 3,
    }),
    geo: fc.record({ place: fc.nat(PLACES.length - 1), radius: fc.constantFrom(5, 20, 60, 200) }),
    make: fc.constantFrom(...MAKES, 'Tesla'),
    model: fc.constantFrom('Focus', 'Kuga', 'X1', 'A3', 'Niro', 'Model 3'),
    fuels: fc.subarray(FUELS, { minLength: 1 }),
    body: fc.constantFrom(...BODIES),
    trans: fc.constantFrom(...GEARBOXES),
    sellers: fc.subarray(['trade', 'private'], { minLength: 1 }),
    platformMask: fc.integer({ min: 1, max: 15 }),
    deals: fc.subarray(DEALS.slice(1), { minLength: 1 }),
    droppedWithin: fc.constantFrom(1440, 7 * 1440, 30 * 1440),
  })
  .chain((all) =>
    fc
      .record({
        // A few filters at a time, as people search: with many, nothing would match.
        keys: fc.subarray(Object.keys(all) as (keyof typeof all)[], { maxLength: 4 }),
        // Free text often: its postings are the part of the index that compaction must remap.
        withText: fc.boolean(),
        // A make with one of its models often, as people search.
        pair: fc.option(
          fc.constantFrom(...MAKES.flatMap((make) => MODELS[make]!.map((model) => ({ make, model })))),
          {
            freq: 3,
          },
        ),
        sort: fc.constantFrom(...SORTS),
        descending: fc.boolean(),
        offset: fc.constantFrom(0, 0, 1, 3, 10),
        limit: fc.constantFrom(1, 5, 20),
      })
      .map(({ keys, withText, pair, ...rest }): Query => ({
        ...Object.fromEntries(keys.map((k) => [k, all[k]])),
        ...(withText ? { text: all.text } : {}),
        ...(pair ?? {}),
        ...rest,
      })),
  )
  .filter((q) => q.sort !== 'distance' || q.geo !== undefined);

/** A make, a model or both, and nothing else: band-counts.ts' searches by model. */
export const makeModelArb: fc.Arbitrary<Query> = fc
  .record({
    // Mostly a make with one of its models, as people search; a make or a model alone; now and then a
    // make with another's model, or one no store has (Tesla, Model 3): those match nothing.
    filter: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          ...MAKES.flatMap((make) => MODELS[make]!.map((model) => ({ make, model }))),
        ),
      },
      { weight: 1, arbitrary: fc.record({ make: fc.constantFrom(...MAKES, 'Tesla') }) },
      {
        weight: 1,
        arbitrary: fc.record({ model: fc.constantFrom(...Object.values(MODELS).flat(), 'Model 3') }),
      },
      {
        weight: 1,
        arbitrary: fc.record({
          make: fc.constantFrom(...MAKES),
          model: fc.constantFrom(...Object.values(MODELS).flat()),
        }),
      },
    ),
    sort: fc.constantFrom(...SORTS.filter((sort) => sort !== 'distance')),
    descending: fc.boolean(),
    offset: fc.constantFrom(0, 0, 1, 3, 10),
    limit: fc.constantFrom(1, 5, 20),
  })
  .map(({ filter, ...rest }): Query => ({ ...filter, ...rest }));
