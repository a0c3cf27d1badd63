// The search rules: location and text resolution, the plan for the index, and the shape of cards and detail.
import type { Knex } from 'knex';
import { distanceMiles } from '../../../db/reference/uk-places.js';
import { CATEGORIES, type Category } from '../../../db/reference/types.js';
import { notFound } from '../../lib/errors.js';
import { DEAL_RATINGS, type SearchQuery } from './schemas.js';
import { FACETS, prepare, scan, type Facet, type Plan, type RunResult } from './search-run.js';
import { SearchPool } from './search-pool.js';
import { warmOrders } from './sort-order.js';
import type { CategoryStore, IndexDelta, SearchIndex } from './search-index.js';
import * as queries from './queries.js';
import { DEAL_CODES } from './queries.js';
import { lentBy, locate, planFor } from './search-plan.js';
import { explainDeal } from '../deals/explain.js';
import type { CarCard, CarDetail, SearchResult } from './types.js';
import { Cards, cardTexts } from './cards.js';
import { hasBit } from './slot-arrays.js';
import { SharedBitmaps } from './columns.js';

export interface SearchServiceOptions {
  /** Answers kept for repeated searches (0: none). */
  cacheEntries?: number;
  /** Cards kept by listing id, for the pages of any search (0: none). */
  cardEntries?: number;
  /** Where scans run (default: all in the main thread). */
  pool?: SearchPool;
}

export class SearchService {
  private platforms: { id: string; name: string; bit: number }[] = [];
  /**
   * Recent answers by query, each for the index version it was computed at: a write moves the
   * version on, so no answer outlives the data it came from. Least recently used go first. Each
   * keeps its JSON text too, so a repeated search is not serialised again.
   */
  private readonly answers = new Map<string, { version: number; json: Promise<string> }>();
  private readonly cacheEntries: number;
  /** Cards by listing id (cards.ts). */
  private readonly cardCache: Cards;
  private readonly pool: SearchPool;
  /** The text matches' bitmaps, lent to each search and given back (columns.ts). */
  private readonly bitmaps = new SharedBitmaps();

  constructor(
    private readonly knex: Knex,
    readonly index: SearchIndex,
    options: SearchServiceOptions = {},
  ) {
    this.cacheEntries = options.cacheEntries ?? 500;
    this.cardCache = new Cards(knex, index, options.cardEntries ?? 10_000);
    this.pool = options.pool ?? new SearchPool({ threads: 0 });
  }

  /** Stops the search threads. */
  close(): Promise<void> {
    return this.pool.close();
  }

  async init(): Promise<void> {
    this.platforms = await queries.platformRows(this.knex);
    await this.load();
  }

  /** Reads the whole index afresh (start-up, or the change feed lost its place) and builds its sort orders. */
  async load(): Promise<void> {
    await this.index.load();
    this.cardCache.clear();
    for (const category of CATEGORIES) warmOrders(this.index.stores[category]);
  }

  /**
   * Brings the given listings up to date in the index and forgets their cards (the change feed calls
   * it; nothing else should). The cards go after the index's version has moved on, so a card read
   * before the change committed is either dropped here or never kept.
   */
  async apply(ids: number[]): Promise<IndexDelta[]> {
    const deltas = await this.index.apply(ids);
    this.cardCache.forget(ids);
    return deltas;
  }

  platformName(id: string): string {
    return this.platforms.find((p) => p.id === id)?.name ?? id;
  }

  async search(category: Category, q: SearchQuery): Promise<SearchResult> {
    return JSON.parse(await this.searchJson(category, q)) as SearchResult;
  }

  /** The answer to a search as the JSON text the API sends. */
  searchJson(category: Category, q: SearchQuery): Promise<string> {
    if (this.cacheEntries === 0) return this.compute(category, q);
    // 'Dropped in the last N days' moves with the clock: such an answer is kept for its minute only.
    const minute = q.priceDroppedWithin ? `@${Math.floor(Date.now() / 60_000)}` : '';
    const key = `${category}?${cacheKey(q)}${minute}`;
    const version = this.index.version;
    const kept = this.answers.get(key);
    this.answers.delete(key);
    if (kept && kept.version === version) {
      this.answers.set(key, kept);
      return kept.json;
    }
    const json = this.compute(category, q);
    this.answers.set(key, { version, json });
    if (this.answers.size > this.cacheEntries) this.answers.delete(this.answers.keys().next().value!);
    // A refused query (an unknown platform, say) is not kept.
    json.catch(() => {
      if (this.answers.get(key)?.json === json) this.answers.delete(key);
    });
    return json;
  }

  /** The answer as JSON text: the cards as the database wrote them, the rest serialised here. */
  private async compute(category: Category, q: SearchQuery): Promise<string> {
    const { store, plan, place } = this.planFor(category, q);
    let result: RunResult;
    try {
      result = await this.pool.run(store, plan);
    } finally {
      // The text's bitmaps are read by nothing after the run.
      for (const bits of lentBy(plan)) this.bitmaps.give(bits);
    }
    const distances = new Map(result.page.map((p) => [p.id, p.distance]));
    const cards = (await this.cardCache.texts(result.page.map((p) => p.id))).map(({ id, card }) => {
      const distance = distances.get(id);
      // A card's text is an object: the distance from the searched place goes in before its end.
      return distance === null || distance === undefined
        ? card
        : `${card.slice(0, -1)},"dealerDistance":${round1(distance)}}`;
    });
    const rest: Omit<SearchResult, 'cars'> = {
      total: result.total,
      page: q.page,
      limit: q.limit,
      facets: this.facets(store, result.counts, plan),
      ...(place
        ? { location: { label: place.label, lat: place.lat, lon: place.lon, radius: q.radius } }
        : {}),
    };
    return `{"cars":[${cards.join(',')}],${JSON.stringify(rest).slice(1)}`;
  }

  /**
   * Which of `ids` the search would find, by the same rules and on the same index as the search API
   * (alerts: does a changed listing match a saved search?). `missing`: ids the index does not hold
   * (not active, or a change this process has not applied yet: await the feed's sync() first).
   */
  matchingIds(category: Category, q: SearchQuery, ids: number[]): { matched: number[]; missing: number[] } {
    const { store, plan } = this.planFor(category, q);
    try {
      return this.matching(store, plan, ids);
    } finally {
      for (const bits of lentBy(plan)) this.bitmaps.give(bits);
    }
  }

  private matching(
    store: CategoryStore,
    plan: Plan,
    ids: number[],
  ): { matched: number[]; missing: number[] } {
    const missing: number[] = [];
    const slots: number[] = [];
    // Free text is matched by the slots it names, not slot by slot (search-run.ts).
    const text = plan.text;
    for (const id of ids) {
      const slot = store.slot(id);
      if (slot === undefined) missing.push(id);
      else if (!text || (slot < text.bits.length * 32 && hasBit(text.bits, slot))) slots.push(slot);
    }
    if (slots.length === 0) return { matched: [], missing };
    const prepared = prepare(store, { ...plan, offset: 0, limit: slots.length });
    const result = scan(
      store,
      { ...plan, offset: 0, limit: slots.length },
      {
        ...prepared.task,
        visit: Int32Array.from(slots.sort((a, b) => a - b)),
        visitBits: null,
        countFacets: true,
        rank: true,
      },
    );
    return { matched: result.page.map((p) => p.id), missing };
  }

  /** The plan a query makes for its category's store, and the place it names. */
  private planFor(category: Category, q: SearchQuery) {
    return planFor(this.index.stores[category], this.platforms, q, this.bitmaps);
  }

  private facets(store: CategoryStore, counts: Int32Array[], plan: Plan): SearchResult['facets'] {
    const at = (facet: Facet) => counts[FACETS.indexOf(facet)] as Int32Array;
    const options = (facet: Facet, values: readonly string[], keep: (id: number) => boolean = () => true) =>
      values.flatMap((value, id) => (keep(id) ? [{ value, count: at(facet)[id] ?? 0 }] : []));
    const selectedMakes = new Set(plan.makes ?? []);
    const makeCounts = at('make');
    const facets: SearchResult['facets'] = {
      // By name: the dictionary keeps its ids in that order.
      make: store.makes
        .byName()
        .filter((id) => (store.makeCount[id] ?? 0) > 0 || selectedMakes.has(id))
        .map((id) => ({ value: store.makes.values[id] as string, count: makeCounts[id] ?? 0 })),
      fuelType: options('fuelType', store.fuels.values),
      bodyType: options('bodyType', store.bodies.values),
      transmission: options('transmission', store.transmissions.values),
      sellerType: options('sellerType', store.sellers.values),
      platform: this.platforms.map((p) => ({
        value: p.id,
        label: p.name,
        count: at('platform')[p.bit] ?? 0,
      })),
      dealRating: DEAL_RATINGS.map((value) => ({
        value,
        count: at('dealRating')[DEAL_CODES.indexOf(value)] ?? 0,
      })),
    };
    if (plan.makes) {
      // Models of the chosen make, named once each (a model name is unique within a make), by name.
      const chosen = new Set(plan.makes);
      const names = store.modelName;
      facets.model = store.models.values
        .flatMap((_, id) =>
          chosen.has(store.modelMake[id] as number) && (store.modelCount[id] ?? 0) > 0 ? [id] : [],
        )
        .sort(
          (a, b) => names.place(store.modelNameOf[a] as number) - names.place(store.modelNameOf[b] as number),
        )
        .map((id) => ({
          value: names.values[store.modelNameOf[id] as number] as string,
          count: at('model')[id] ?? 0,
        }));
    }
    return facets;
  }

  /** The cards of `ids`, in that order (an id with no listing is left out); each a copy of its own. */
  cards(ids: number[]): Promise<CarCard[]> {
    return this.cardCache.get(ids);
  }

  async detail(id: number, location?: string): Promise<CarDetail> {
    const place = location === undefined ? null : locate(location);
    const row = await queries.detailRow(this.knex, id);
    if (!row || row.status !== 'active') throw notFound('Car');
    // Read afresh, like the rest of the page (not from the card cache, which the change feed updates).
    const [[card], offers, history] = await Promise.all([
      cardTexts(this.knex, [id]).then((texts) => texts.map((t) => JSON.parse(t.card) as CarCard)),
      queries.activeOffers(this.knex, [id]),
      queries.priceHistory(this.knex, id),
    ]);
    // Removed between the two reads.
    if (!card) throw notFound('Car');
    return {
      ...card,
      ...(place ? { dealerDistance: round1(distanceMiles(place.lat, place.lon, row.lat, row.lon)) } : {}),
      motExpiry: row.mot_expiry,
      roadTax: row.road_tax,
      insuranceGroup: row.insurance_group,
      features: row.features,
      description: row.description,
      registration: row.registration,
      lastSeenAt: new Date(
        Math.max(
          new Date(row.last_seen_at).getTime(),
          ...offers.map((o) => new Date(o.last_seen_at).getTime()),
        ),
      ).toISOString(),
      offers: offers.map((o) => ({
        platform: o.platform,
        platformName: this.platformName(o.platform),
        price: o.price,
        externalUrl: o.external_url,
        firstSeenAt: new Date(o.first_seen_at).toISOString(),
        lastSeenAt: new Date(o.last_seen_at).toISOString(),
      })),
      priceHistory: history.map((h) => ({
        platform: h.platform,
        platformName: this.platformName(h.platform),
        price: h.price,
        recordedAt: new Date(h.recorded_at).toISOString(),
      })),
      deal: explainDeal(row),
      market: await queries.marketRow(this.knex, id).then((m) => ({
        // Across platforms and relists (docs/buyer-intelligence.md): the row exists, it was just read.
        firstSeenAt: new Date(m!.first_seen_at).toISOString(),
        daysOnMarket: m!.days_on_market,
        platformsSeen: m!.platforms_seen,
        relists: m!.relist_count,
      })),
      seller: {
        id: row.seller_id,
        name: row.seller_name,
        type: row.seller_type,
        town: row.seller_town,
        postcodeDistrict: row.postcode.split(' ')[0] as string,
        phone: row.seller_phone,
        website: row.seller_website,
      },
    };
  }

  makes(category: Category): string[] {
    const store = this.index.stores[category];
    return store.makes
      .byName()
      .filter((id) => (store.makeCount[id] ?? 0) > 0)
      .map((id) => store.makes.values[id] as string);
  }

  models(category: Category, make: string): string[] {
    const store = this.index.stores[category];
    const makeIds = new Set(store.makes.find(make).filter((id) => (store.makeCount[id] ?? 0) > 0));
    if (makeIds.size === 0) throw notFound(`Make '${make}'`);
    const names = store.models.values.flatMap((_, id) =>
      makeIds.has(store.modelMake[id] as number) && (store.modelCount[id] ?? 0) > 0
        ? [store.modelName.values[store.modelNameOf[id] as number] as string]
        : [],
    );
    return [...new Set(names)].sort((a, b) => a.localeCompare(b));
  }
}

/** The query in a canonical form: parameters in name order, lists of choices sorted. */
function cacheKey(q: SearchQuery): string {
  return JSON.stringify(
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => [k, Array.isArray(v) ? [...(v as unknown[])].map(String).sort() : v]),
  );
}

function round1(n: number): number {
  return Math.round(n * 10) / 10;
}
