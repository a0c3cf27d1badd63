// Whose marketing a request works on (DECISIONS 21): a dealer works on its own dealer record (the one
// its account was approved as), never a fixed demo id; an admin picks any dealer. A signed-in person who
// is not an approved dealer gets a 403 the pages turn into 'how to become a dealer'. Another dealer's
// id is a 404 (the same answer as a dealer that does not exist), so ids cannot be probed.
import type { Knex } from 'knex';
import { createError, notFound } from '../../lib/errors.js';
import type { Credentials } from '../auth/index.js';
import type { MarketingCar, MarketingDealer } from './marketing-types.js';

export type { MarketingCar, MarketingDealer } from './marketing-types.js';

export interface DealerScope {
  dealerId: number;
  dealerName: string;
  /** An admin may use any dealer's cars and see any dealer's work. */
  isAdmin: boolean;
}

export const NOT_A_DEALER = 'NOT_A_DEALER';

/** The dealer a signed-in dealer was approved as (its newest, should there be several). */
export async function ownDealer(knex: Knex, userId: number): Promise<{ id: number; name: string } | null> {
  const row = (await knex('dealers').where({ user_id: userId }).orderBy('id', 'desc').first('id', 'name')) as
    { id: number; name: string } | undefined;
  return row ?? null;
}

/**
 * The dealer a request acts for. `requested` is the dealer id the caller named (a path parameter or a
 * body field); a dealer may name only its own, an admin must name one.
 */
export async function resolveDealerScope(
  knex: Knex,
  credentials: Credentials,
  requested?: number | null,
): Promise<DealerScope> {
  const { user } = credentials;
  if (user.role === 'admin') {
    if (requested === undefined || requested === null)
      throw createError('DEALER_REQUIRED', 'dealerId: choose the dealer to work for', 400);
    const row = (await knex('dealers').where({ id: requested }).first('id', 'name')) as
      { id: number; name: string } | undefined;
    if (!row) throw notFound('Dealer');
    return { dealerId: row.id, dealerName: row.name, isAdmin: true };
  }
  const own = user.role === 'dealer' ? await ownDealer(knex, user.id) : null;
  if (!own)
    throw createError(
      NOT_A_DEALER,
      user.role === 'dealer'
        ? 'Your dealer account is not approved yet: the marketing tools open once an application is approved.'
        : 'The marketing tools are for approved dealers. Apply to become a dealer to use them.',
      403,
    );
  if (requested !== undefined && requested !== null && requested !== own.id) throw notFound('Dealer');
  return { dealerId: own.id, dealerName: own.name, isAdmin: false };
}

/** The dealers a person may work for: an admin, every dealer; a dealer, its own. */
export async function marketingDealers(knex: Knex, credentials: Credentials): Promise<MarketingDealer[]> {
  const { user } = credentials;
  let ids: number[] | null = null;
  if (user.role !== 'admin') {
    const own = user.role === 'dealer' ? await ownDealer(knex, user.id) : null;
    if (!own) return [];
    ids = [own.id];
  }
  const rows = (await knex('dealers as d')
    .modify((q) => {
      if (ids) q.whereIn('d.id', ids);
    })
    .select(
      'd.id',
      'd.name',
      knex.raw(
        `(select count(*)::int from dealer_vehicles dv
            join offers o on o.id = dv.offer_id and o.status = 'active'
            join listings l on l.id = o.listing_id and l.status = 'active'
          where dv.dealer_id = d.id) as vehicles`,
      ),
    )
    .orderBy('d.name')
    .orderBy('d.id')) as MarketingDealer[];
  return rows;
}

interface CarRow {
  id: number;
  title: string;
  make: string;
  model: string;
  year: number;
  price: number;
  mileage: number;
  fuel_type: string;
  transmission: string;
  body_type: string;
  color: string;
  town: string | null;
  postcode: string;
  description: string;
  features: string[] | null;
  image_count: number;
}

const CAR_COLUMNS = [
  'l.id',
  'l.title',
  'l.make',
  'l.model',
  'l.year',
  'l.price',
  'l.mileage',
  'l.fuel_type',
  'l.transmission',
  'l.body_type',
  'l.color',
  's.town',
  'l.postcode',
  'l.description',
  'l.features',
  'l.image_count',
];

export const imagePaths = (id: number, count: number) =>
  Array.from({ length: Math.max(1, count) }, (_, n) => `/api/media/listings/${id}/${n}.svg`);

function toCar(row: CarRow): MarketingCar {
  return {
    id: row.id,
    title: row.title,
    make: row.make,
    model: row.model,
    year: row.year,
    price: row.price,
    mileage: row.mileage,
    fuelType: row.fuel_type,
    transmission: row.transmission,
    bodyType: row.body_type,
    colour: row.color,
    location: row.town ?? row.postcode,
    description: row.description,
    features: row.features ?? [],
    images: imagePaths(row.id, row.image_count),
  };
}

/** The dealer's active stock, newest first; `q` matches title, make and model (case-insensitive). */
export async function dealerCars(
  knex: Knex,
  dealerId: number,
  options: { q?: string; limit: number; offset?: number },
): Promise<{ cars: MarketingCar[]; total: number }> {
  // A listing may hold two of the dealer's offers (the same car uploaded twice): one row per listing,
  // ordered by the dealer's latest change to it.
  const stock = knex('dealer_vehicles as dv')
    .join('offers as o', 'o.id', 'dv.offer_id')
    .where('dv.dealer_id', dealerId)
    .where('o.status', 'active')
    .groupBy('o.listing_id')
    .select('o.listing_id', knex.raw('max(dv.updated_at) as changed_at'));
  const base = knex
    .from(stock.as('st'))
    .join('listings as l', 'l.id', 'st.listing_id')
    .leftJoin('sellers as s', 's.id', 'l.seller_id')
    .where('l.status', 'active')
    .modify((q) => {
      const text = options.q?.trim();
      if (text) {
        const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q.where((w) =>
          w.whereILike('l.title', like).orWhereILike('l.make', like).orWhereILike('l.model', like),
        );
      }
    });
  const [{ total }] = (await base.clone().count({ total: '*' })) as [{ total: string | number }];
  const rows = (await base
    .clone()
    .select(CAR_COLUMNS)
    .orderBy([
      { column: 'st.changed_at', order: 'desc' },
      { column: 'l.id', order: 'desc' },
    ])
    .limit(options.limit)
    .offset(options.offset ?? 0)) as CarRow[];
  return { cars: rows.map(toCar), total: Number(total) };
}

/**
 * The car a request names, if the scope may use it: an admin any active listing; a dealer only one in
 * its own stock (403 otherwise, since the listing itself is public). Unknown or removed: 404.
 */
export async function carInScope(knex: Knex, scope: DealerScope, carId: number): Promise<MarketingCar> {
  const row = (await knex('listings as l')
    .leftJoin('sellers as s', 's.id', 'l.seller_id')
    .where('l.id', carId)
    .where('l.status', 'active')
    .first(CAR_COLUMNS)) as CarRow | undefined;
  if (!row) throw notFound('Car');
  if (!scope.isAdmin) {
    const owned = await knex('dealer_vehicles as dv')
      .join('offers as o', 'o.id', 'dv.offer_id')
      .where({ 'dv.dealer_id': scope.dealerId, 'o.listing_id': carId, 'o.status': 'active' })
      .first('dv.offer_id');
    if (!owned) throw createError('CAR_NOT_IN_STOCK', 'carId: that car is not in your stock', 403);
  }
  return toCar(row);
}
