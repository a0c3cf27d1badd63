// Result cards by listing id, each kept as the JSON text the API sends (cardTexts, below), so a page
// of results reads from the database only the cards it has not kept, in one query, and is written
// out without parsing or serialising a card. Never stale: the change feed names every listing whose
// row, offers, photos or seller changed (db/change-triggers.ts), and SearchService.apply drops their
// cards once the index has applied them.
import type { Knex } from 'knex';
import type { SearchIndex } from './search-index.js';
import { preparedRows } from '../../../db/index.js';
import type { CarCard } from './types.js';

export class Cards {
  /** Least recently used first. */
  private readonly kept = new Map<number, string>();

  constructor(
    private readonly knex: Knex,
    private readonly index: SearchIndex,
    /** Cards kept at most (0: none). */
    private readonly entries: number,
  ) {}

  /** Drops the cards of these listings (after the index has applied their changes). */
  forget(ids: number[]): void {
    for (const id of ids) this.kept.delete(id);
  }

  clear(): void {
    this.kept.clear();
  }

  /** The cards of `ids`, in that order (an id with no listing is left out); each a copy of its own. */
  async get(ids: number[]): Promise<CarCard[]> {
    return (await this.texts(ids)).map(({ card }) => JSON.parse(card) as CarCard);
  }

  /**
   * The cards of `ids` as JSON text, in that order (an id with no listing is left out). A card read
   * while a change was being applied (the index version moved) is used but not kept.
   */
  async texts(ids: number[]): Promise<CardText[]> {
    if (this.entries === 0) return inOrder(ids, await cardTexts(this.knex, ids));
    const found: CardText[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const card = this.kept.get(id);
      if (card) {
        this.kept.delete(id);
        this.kept.set(id, card);
        found.push({ id, card });
      } else missing.push(id);
    }
    if (missing.length > 0) {
      const version = this.index.version;
      const read = await cardTexts(this.knex, missing);
      // A change applied meanwhile may have been committed after these rows were read: keep none.
      const keep = this.index.version === version;
      for (const { id, card } of read) {
        found.push({ id, card });
        if (!keep) continue;
        this.kept.set(id, card);
        if (this.kept.size > this.entries) this.kept.delete(this.kept.keys().next().value!);
      }
    }
    return inOrder(ids, found);
  }
}

/** The cards in the order of `ids`, those with no card left out. */
function inOrder(ids: number[], cards: CardText[]): CardText[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}

/** A listing's card as the API sends it (CarCard), the JSON text PostgreSQL writes. */
export interface CardText {
  id: number;
  card: string;
}

/**
 * The given listings' cards, each as the JSON text of a CarCard, in one query: their rows with their
 * sellers, their platforms' names, their active offers (cheapest first) and their photos. The
 * database writes the JSON, so a page of results is neither parsed field by field nor serialised
 * again here (half of the process's work for a page of 20 cards moves to the database's process).
 */
export async function cardTexts(knex: Knex, ids: number[]): Promise<CardText[]> {
  if (ids.length === 0) return [];
  return preparedRows<CardText>(knex, 'search.cardTexts', CARD_TEXTS_SQL, [ids]);
}

/** A time as JavaScript's toISOString writes it (UTC, milliseconds, truncated as a Date truncates). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Every search's page reads it: a prepared statement, planned once per connection (~0.5 ms saved a
// page at a million listings). row_to_json and array_to_json write JSON without spaces; the
// column names are CarCard's keys, in its order.
const CARD_TEXTS_SQL = `select c.id, row_to_json(c)::text as card from (
  select l.id, l.category, l.title, l.make, l.model, l.variant, l.year, l.price, l.mileage,
    l.fuel_type as "fuelType", l.transmission, l.body_type as "bodyType",
    l.engine_size::float8 as "engineSize", l.power_bhp as "powerBhp", l.doors, l.seats, l.color,
    l.previous_owners as "previousOwners", l.is_electric as "isElectric",
    l.electric_range as "electricRange", l.charging_type as "chargingType",
    l.service_history as "serviceHistory",
    case when ph.n > 0 then '/api/media/photos/' || l.id || '/0'
      else '/api/media/listings/' || l.id || '/0.svg' end as image,
    array_to_json(case when ph.n > 0
      then array(select '/api/media/photos/' || l.id || '/' || k from generate_series(0, ph.n - 1) k)
      else array(select '/api/media/listings/' || l.id || '/' || k || '.svg'
                   from generate_series(0, greatest(1, l.image_count) - 1) k) end) as images,
    l.platform, coalesce(pf.name, l.platform) as "platformName", l.external_url as "externalUrl",
    array_to_json(array(
      select row_to_json(x) from (
        select o.platform, coalesce(op.name, o.platform) as "platformName", o.price,
          o.external_url as "externalUrl"
        from offers o left join platforms op on op.id = o.platform
        where o.listing_id = l.id and o.status = 'active'
        order by o.price, o.id) x)) as offers,
    l.seller_type as "sellerType", s.name as "dealerName", s.town as "dealerLocation",
    split_part(l.postcode, ' ', 1) as "postcodeDistrict", ${iso('l.first_seen_at')} as "firstSeenAt",
    l.deal_rating as "dealRating",
    case when l.price_drop is not null and l.price_dropped_at is not null
      then (select row_to_json(d) from (select l.price_drop as amount, ${iso('l.price_dropped_at')} as at) d)
      end as "priceDrop"
  from listings as l
    join sellers as s on s.id = l.seller_id
    left join platforms as pf on pf.id = l.platform
    cross join lateral (select count(*)::int as n from listing_photos p where p.listing_id = l.id) ph
  where l.id = any($1::int[])) c`;
