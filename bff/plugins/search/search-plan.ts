// The plan a search query makes for its category's store (search-run.ts): dictionary ids for the
// named options, the place and the words resolved, the ranges and the page. A query naming something
// the product does not know (a platform, a place) is refused here with a 400 naming the parameter.
import { resolveLocation } from '../../../db/reference/uk-places.js';
import { createError } from '../../lib/errors.js';
import type { SharedBitmaps } from './columns.js';
import { DEAL_CODES } from './queries.js';
import type { SearchQuery } from './schemas.js';
import type { CategoryStore } from './search-index.js';
import type { Plan } from './search-run.js';
import { TextIndex } from './text-index.js';

/**
 * The plan of `q` over `store`, and the place it names. Its text's bitmaps are taken from `bitmaps`
 * (give them back once the search is answered: `lentBy`).
 */
export function planFor(
  store: CategoryStore,
  platforms: { id: string; bit: number }[],
  q: SearchQuery,
  bitmaps?: SharedBitmaps,
) {
  const place = q.location === undefined ? null : locate(q.location);
  const text = q.search === undefined ? null : textMatches(store, q.search, bitmaps);
  let platformMask = 0;
  for (const id of q.platforms ?? []) {
    const platform = platforms.find((p) => p.id === id);
    if (!platform) {
      throw createError(
        'BAD_PLATFORM',
        `platforms: unknown platform '${id}' (known: ${platforms.map((p) => p.id).join(', ')})`,
        400,
      );
    }
    platformMask |= 1 << platform.bit;
  }
  const fuels = q.fuelTypes?.flatMap((f) =>
    f === 'Hybrid' ? ['Hybrid - Petrol/Electric', 'Hybrid - Diesel/Electric'] : [f],
  );
  const makes = q.make === undefined ? null : store.makes.find(q.make);
  const models = q.model === undefined ? null : modelIds(store, q.model);
  const plan: Plan = {
    minPrice: q.minPrice ?? 0,
    maxPrice: q.maxPrice ?? 2 ** 31 - 1,
    minYear: q.minYear ?? 0,
    maxYear: q.maxYear ?? 65535,
    maxMileage: q.maxMileage ?? 2 ** 31 - 1,
    doors: q.doors ?? null,
    seats: q.seats ?? null,
    color: q.color === undefined ? null : store.colours.find(q.color),
    maxOwners: q.maxPreviousOwners ?? 255,
    minEngine: q.minEngineSize === undefined ? 0 : Math.round(q.minEngineSize * 10),
    maxEngine: q.maxEngineSize === undefined ? 65535 : Math.round(q.maxEngineSize * 10),
    electric: q.isElectric ?? null,
    minRange: q.minElectricRange ?? 0,
    text: text && { bits: text.bits, count: text.count },
    titleHit: text?.titleHits ?? null,
    geo: place ? { lat: place.lat, lon: place.lon, radius: q.radius } : null,
    makes,
    models,
    fuels: fuels ? fuels.flatMap((f) => store.fuels.find(f)) : null,
    bodies: q.bodyType === undefined ? null : store.bodies.find(q.bodyType),
    transmissions: q.transmission === undefined ? null : store.transmissions.find(q.transmission),
    sellers: q.sellerTypes ? q.sellerTypes.flatMap((s) => store.sellers.find(s)) : null,
    platformMask,
    deals: q.dealRatings ? q.dealRatings.map((r) => DEAL_CODES.indexOf(r)) : null,
    droppedSince: q.priceDroppedWithin
      ? Math.floor((Date.now() - q.priceDroppedWithin * 86_400_000) / 60_000)
      : 0,
    sort: q.sortBy,
    descending: q.sortOrder === 'desc',
    offset: (q.page - 1) * q.limit,
    limit: q.limit,
  };
  return { store, plan, place };
}

function textMatches(store: CategoryStore, search: string, bitmaps?: SharedBitmaps) {
  const queryWords = TextIndex.queryWords(search);
  return queryWords.length ? store.text.match(queryWords, store.length, bitmaps) : null;
}

/** The bitmaps a plan holds that `planFor` took from its `bitmaps`. */
export function lentBy(plan: Plan): Int32Array[] {
  return plan.text && plan.titleHit ? [plan.text.bits, plan.titleHit] : [];
}

export function locate(input: string) {
  const place = resolveLocation(input);
  if (!place)
    throw createError(
      'BAD_LOCATION',
      `location: '${input}' is not a UK postcode, postcode district or town we know`,
      400,
    );
  return place;
}

function modelIds(store: CategoryStore, model: string): number[] {
  const names = new Set(store.modelName.find(model));
  return store.models.values.flatMap((_, id) => (names.has(store.modelNameOf[id] as number) ? [id] : []));
}
