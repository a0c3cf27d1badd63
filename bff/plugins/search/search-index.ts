// The in-process search index: each category's active listings as typed-array columns.
// Why: exact totals and facet counts over a million rows cannot come from count(*) and GROUP BY within
// the latency budget, but a tight loop over typed arrays counts a million rows in ~10-20 ms.
// See docs/adr/0002-in-process-search-index.md.
import type { Knex } from 'knex';
import {
  BODY_TYPES,
  CATEGORIES,
  COLOURS,
  FUEL_TYPES,
  SELLER_TYPES,
  TRANSMISSIONS,
  type Category,
} from '../../../db/reference/types.js';
import { loadIndexRows, type IndexRow } from './queries.js';
import { PostingList, TextIndex } from './text-index.js';

/** A growable list of distinct strings with a case-insensitive lookup. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly byValue = new Map<string, number>();
  private readonly byLower = new Map<string, number[]>();

  constructor(initial: readonly string[] = []) {
    for (const value of initial) this.intern(value);
  }

  intern(value: string): number {
    let id = this.byValue.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.byValue.set(value, id);
      const lower = value.toLowerCase();
      this.byLower.set(lower, [...(this.byLower.get(lower) ?? []), id]);
    }
    return id;
  }

  /** Every id whose value equals `value` ignoring case. */
  find(value: string): number[] {
    return this.byLower.get(value.toLowerCase()) ?? [];
  }

  get size(): number {
    return this.values.length;
  }
}

/**
 * The slots of each band of a numeric column (a band per £1,000 of price, say), so a range filter
 * reads only the bands it overlaps; the run still checks each visited value exactly.
 */
export class Bands {
  readonly lists: PostingList[] = [];

  constructor(
    private readonly width: number,
    private readonly last: number,
  ) {}

  band(value: number): number {
    return Math.max(0, Math.min(this.last, Math.floor(value / this.width)));
  }

  add(value: number, slot: number): void {
    (this.lists[this.band(value)] ??= new PostingList()).push(slot);
  }

  /** The slot lists of the bands overlapping [min, max], and how many slots they hold. */
  range(min: number, max: number): { parts: Int32Array[]; size: number } {
    const parts: Int32Array[] = [];
    let size = 0;
    for (let b = this.band(min); b <= this.band(max); b++) {
      const list = this.lists[b];
      if (list && list.length) {
        parts.push(list.data.subarray(0, list.length));
        size += list.length;
      }
    }
    return { parts, size };
  }
}

/** Grid cells are a quarter of a degree each way: about 17 by 11 miles in Great Britain. */
export const GRID_STEP = 0.25;
export const gridCell = (degrees: number): number => Math.floor(degrees / GRID_STEP);
export const gridKey = (latCell: number, lonCell: number): number =>
  (latCell + 1024) * 4096 + (lonCell + 2048);

// prettier-ignore
const COLUMNS = [
  'alive', 'id', 'make', 'model', 'fuel', 'body', 'trans', 'color', 'seller', 'doors', 'seats', 'owners',
  'electric', 'year', 'engine', 'range', 'price', 'mileage', 'platforms', 'lat', 'lon', 'relevance',
] as const;

export class CategoryStore {
  capacity = 0;
  /** Slots in use (live or free); scans run over [0, length). */
  length = 0;
  alive = new Uint8Array(0);
  id = new Int32Array(0);
  make = new Uint16Array(0);
  model = new Uint16Array(0);
  fuel = new Uint8Array(0);
  body = new Uint8Array(0);
  trans = new Uint8Array(0);
  color = new Uint8Array(0);
  seller = new Uint8Array(0);
  doors = new Uint8Array(0);
  seats = new Uint8Array(0);
  owners = new Uint8Array(0);
  electric = new Uint8Array(0);
  year = new Uint16Array(0);
  engine = new Uint16Array(0); // decilitres
  range = new Uint16Array(0);
  price = new Int32Array(0);
  mileage = new Int32Array(0);
  platforms = new Int32Array(0);
  lat = new Float64Array(0);
  lon = new Float64Array(0);
  relevance = new Float32Array(0);

  readonly makes = new Dictionary();
  /** Models are per make: key `${make}\u0000${model}`; `modelName` holds the plain name. */
  readonly models = new Dictionary();
  readonly modelName = new Dictionary();
  modelMake: number[] = [];
  modelNameOf: number[] = [];
  readonly fuels = new Dictionary(FUEL_TYPES);
  readonly bodies: Dictionary;
  readonly transmissions = new Dictionary(TRANSMISSIONS);
  readonly colours = new Dictionary(COLOURS);
  readonly sellers = new Dictionary(SELLER_TYPES);
  /** Live listings per make id and per model id (for the reference lists). */
  makeCount: number[] = [];
  modelCount: number[] = [];
  /** Live listings per option of the other facets (platforms: per bit): an unfiltered search's counts. */
  fuelCount: number[] = [];
  bodyCount: number[] = [];
  transCount: number[] = [];
  sellerCount: number[] = [];
  platformCount: number[] = [];
  /** The slots of each make and of each model, ascending (dead ones stay until compaction). */
  readonly makeSlots: PostingList[] = [];
  readonly modelSlots: PostingList[] = [];
  /** Slots by band of price (£1,000 wide, £250,000 and over together), year and mileage (5,000 miles). */
  readonly priceBands = new Bands(100_000, 250);
  readonly yearBands = new Bands(1, 2200);
  readonly mileageBands = new Bands(5_000, 100);
  /** The slots in each cell of a grid of GRID_STEP degrees, by gridKey: a radius search reads only nearby cells. */
  readonly cells = new Map<number, PostingList>();

  readonly text = new TextIndex();
  /** Every platform bit any listing has had: sizes the platform-mask histogram of a search. */
  platformUnion = 0;
  private readonly slotOf = new Map<number, number>();
  /** Slots whose listing was removed or moved; reclaimed by compact(), never reused one by one. */
  private dead = 0;
  /** Compaction waits for this many dead slots (and a quarter of all slots). */
  compactAfter = 10_000;

  constructor(readonly category: Category) {
    this.bodies = new Dictionary(BODY_TYPES[category]);
  }

  get count(): number {
    return this.slotOf.size;
  }

  slot(id: number): number | undefined {
    return this.slotOf.get(id);
  }

  /**
   * Adds or replaces a listing. A replaced listing moves to a new slot (its old slot dies), so the
   * text postings of a slot always describe the listing in it.
   */
  upsert(row: IndexRow): void {
    this.remove(row.id);
    if (this.dead > this.compactAfter && this.dead > this.length / 4) this.compact();
    const s = this.length++;
    if (s >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    this.slotOf.set(row.id, s);
    const make = this.makes.intern(row.make);
    const model = this.models.intern(`${row.make}\u0000${row.model}`);
    this.modelMake[model] = make;
    this.modelNameOf[model] = this.modelName.intern(row.model);
    this.alive[s] = 1;
    this.id[s] = row.id;
    this.make[s] = make;
    this.model[s] = model;
    this.fuel[s] = this.fuels.intern(row.fuel_type);
    this.body[s] = this.bodies.intern(row.body_type);
    this.trans[s] = this.transmissions.intern(row.transmission);
    this.color[s] = this.colours.intern(row.color);
    this.seller[s] = this.sellers.intern(row.seller_type);
    this.doors[s] = row.doors;
    this.seats[s] = row.seats;
    this.owners[s] = row.previous_owners;
    this.electric[s] = row.is_electric ? 1 : 0;
    this.year[s] = row.year;
    this.engine[s] = Math.round(Number(row.engine_size) * 10);
    this.range[s] = row.electric_range ?? 0;
    this.price[s] = row.price;
    this.mileage[s] = row.mileage;
    this.platforms[s] = row.platform_mask;
    this.platformUnion |= row.platform_mask;
    this.lat[s] = row.lat;
    this.lon[s] = row.lon;
    this.relevance[s] = row.relevance;
    this.text.add(s, `${row.title} ${row.make} ${row.model} ${row.variant}`, row.description);
    (this.makeSlots[make] ??= new PostingList()).push(s);
    (this.modelSlots[model] ??= new PostingList()).push(s);
    this.priceBands.add(row.price, s);
    this.yearBands.add(row.year, s);
    this.mileageBands.add(row.mileage, s);
    const cell = gridKey(gridCell(row.lat), gridCell(row.lon));
    let inCell = this.cells.get(cell);
    if (!inCell) this.cells.set(cell, (inCell = new PostingList()));
    inCell.push(s);
    this.countFacets(s, 1);
  }

  remove(id: number): void {
    const s = this.slotOf.get(id);
    if (s === undefined) return;
    this.countFacets(s, -1);
    this.alive[s] = 0;
    this.slotOf.delete(id);
    this.dead++;
  }

  private slotLists(): (PostingList | undefined)[] {
    return [
      ...this.makeSlots,
      ...this.modelSlots,
      ...this.cells.values(),
      ...this.priceBands.lists,
      ...this.yearBands.lists,
      ...this.mileageBands.lists,
    ];
  }

  /** Gives back the spare capacity of every posting list (after a bulk load). */
  trim(): void {
    this.text.trim();
    for (const list of this.slotLists()) list?.trim();
  }

  /** Packs live slots to the front, keeping their order, and remaps the text postings. */
  compact(): void {
    const map = new Int32Array(this.length).fill(-1);
    let next = 0;
    for (let s = 0; s < this.length; s++) {
      if (this.alive[s] === 0) continue;
      map[s] = next;
      if (next !== s)
        for (const name of COLUMNS)
          (this[name] as Uint8Array)[next] = (this[name] as Uint8Array)[s] as number;
      this.slotOf.set(this.id[s] as number, next);
      next++;
    }
    for (const name of COLUMNS) (this[name] as Uint8Array).fill(0, next, this.length);
    this.text.remap(map);
    for (const list of this.slotLists()) list?.remap(map);
    this.length = next;
    this.dead = 0;
  }

  private countFacets(s: number, delta: number) {
    const add = (counts: number[], id: number) => (counts[id] = (counts[id] ?? 0) + delta);
    add(this.makeCount, this.make[s] as number);
    add(this.modelCount, this.model[s] as number);
    add(this.fuelCount, this.fuel[s] as number);
    add(this.bodyCount, this.body[s] as number);
    add(this.transCount, this.trans[s] as number);
    add(this.sellerCount, this.seller[s] as number);
    for (let m = this.platforms[s] as number, bit = 0; m !== 0; m >>>= 1, bit++)
      if (m & 1) add(this.platformCount, bit);
  }

  private grow(capacity: number) {
    for (const name of COLUMNS) {
      const old = this[name];
      const next = new (old.constructor as new (n: number) => typeof old)(capacity);
      next.set(old as never);
      (this as Record<string, unknown>)[name] = next;
    }
    this.capacity = capacity;
  }
}

/** What applying a change did to one listing in this index: where it was and where it is now. */
export interface IndexDelta {
  id: number;
  before: Category | null;
  after: Category | null;
}

export class SearchIndex {
  stores: Record<Category, CategoryStore> = SearchIndex.emptyStores();
  /** Goes up whenever the index changes: an answer computed at one version is the answer until the next. */
  version = 0;

  constructor(private readonly knex: Knex) {}

  private static emptyStores(): Record<Category, CategoryStore> {
    return {
      car: new CategoryStore('car'),
      motorcycle: new CategoryStore('motorcycle'),
      van: new CategoryStore('van'),
    };
  }

  /**
   * Reads every active listing (~2 s per million rows on PostgreSQL) into a fresh index and swaps it
   * in: at start-up, and again if the change feed lost its place.
   */
  async load(): Promise<void> {
    this.stores = await SearchIndex.build(this.knex);
    this.version++;
  }

  private static async build(knex: Knex): Promise<Record<Category, CategoryStore>> {
    const stores = SearchIndex.emptyStores();
    let after = 0;
    for (;;) {
      const rows = await loadIndexRows(knex, { afterId: after, limit: 50_000 });
      for (const row of rows) stores[row.category].upsert(row);
      if (rows.length < 50_000) break;
      after = (rows[rows.length - 1] as IndexRow).id;
    }
    for (const category of CATEGORIES) stores[category].trim();
    return stores;
  }

  /**
   * Brings the given listings up to date from the database (the change feed calls it; nothing else
   * should) and says what moved. Idempotent: it reads current state, whatever the change was.
   */
  async apply(ids: number[]): Promise<IndexDelta[]> {
    if (ids.length === 0) return [];
    const rows = await loadIndexRows(this.knex, { ids });
    const found = new Map(rows.map((row) => [row.id, row]));
    const deltas = ids.map((id) => {
      const before = this.categoryOf(id);
      const row = found.get(id);
      const after = row && row.status === 'active' ? row.category : null;
      if (before && before !== after) this.stores[before].remove(id);
      if (row && after) this.stores[after].upsert(row);
      return { id, before, after };
    });
    this.version++;
    return deltas;
  }

  categoryOf(id: number): Category | null {
    return CATEGORIES.find((c) => this.stores[c].slot(id) !== undefined) ?? null;
  }

  get size(): number {
    return CATEGORIES.reduce((sum, c) => sum + this.stores[c].count, 0);
  }
}
