// The in-process search index: each category's active listings as typed-array columns.
// Why: exact totals and facet counts over a million rows cannot come from count(*) and GROUP BY within
// the latency budget, but a tight loop over typed arrays counts a million rows in ~10-20 ms.
// See docs/adr/0002-in-process-search-index.md.
import {
  BODY_TYPES,
  COLOURS,
  FUEL_TYPES,
  SELLER_TYPES,
  TRANSMISSIONS,
  type Category,
} from '../../../db/reference/types.js';
import { Dictionary } from './dictionary.js';
import { IdMap } from './id-map.js';
import { Bands } from './bands.js';
import { GroupCounts } from './group-counts.js';
import { buildSlotLists } from './slot-lists.js';
import type { IndexRow } from './queries.js';
import { cellOf, fineCellOf } from './grid.js';
import { PostingList } from './posting-list.js';
import { TextIndex } from './text-index.js';
import { inSlices, packing } from './compaction.js';
import { jointOf, STORE_COLUMNS, sharedLike } from './columns.js';

const COLUMNS = STORE_COLUMNS;

export class CategoryStore {
  capacity = 0;
  /** Slots in use (live or free); scans run over [0, length). */
  length = 0;
  alive = new Uint8Array(0);
  /** 0 while the slot's listing is here; else the removal number that emptied it (see ScanTask). */
  died = new Int32Array(0);
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
  /** The deal rating's code (DEAL_CODES), and where the price sits against the expected one (NaN: none). */
  deal = new Uint8Array(0);
  dealScore = new Float32Array(0);
  /** First seen on any platform, and the last price drop (0: none), in minutes since 1970. */
  listed = new Int32Array(0);
  dropped = new Int32Array(0);
  /**
   * The version of the row each slot was read from (PostgreSQL's xmin and ctid): a snapshot of the
   * index is checked against the table's (index-build.ts). 0 for a listing of no row (tests).
   */
  xmin = new Uint32Array(0);
  ctidBlock = new Uint32Array(0);
  ctidItem = new Uint16Array(0);
  /** Fuel, body, gearbox, seller type and deal rating in one number (columns.ts, JOINT_FIELDS). */
  joint = new Uint16Array(0);

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
  dealCount: number[] = [];
  /** The slots of each make and of each model, ascending (dead ones stay until compaction). */
  readonly makeSlots: PostingList[] = [];
  readonly modelSlots: PostingList[] = [];
  /** Slots by band of price (£1,000 wide, £250,000 and over together), year and mileage (5,000 miles). */
  readonly priceBands = new Bands(100_000, 250);
  /** Facet counts per price band and fuel (band-counts.ts). */
  readonly bandCounts = new GroupCounts(true);
  readonly yearBands = new Bands(1, 2200);
  readonly mileageBands = new Bands(5_000, 100);
  /** The slots in each cell of a grid of GRID_STEP degrees, by gridKey: a radius search reads only nearby cells. */
  readonly cells = new Map<number, PostingList>();
  /** Facet counts per cell of that grid (band-counts.ts). */
  readonly cellCounts = new GroupCounts(false);
  /** The same for the finer grid (FINE × FINE to a cell, by fineKey): a radius search's edge cells read these. */
  readonly fineCells = new Map<number, PostingList>();
  readonly fineCounts = new GroupCounts(false);
  /** Facet counts per model (band-counts.ts): a search by make and model alone adds them up. */
  readonly modelCounts = new GroupCounts(false);

  text = new TextIndex();
  /** Every platform bit any listing has had: sizes the platform-mask histogram of a search. */
  platformUnion = 0;
  private slotOf = new IdMap();
  /** Model ids by make id and model name (the models dictionary is keyed by both). */
  private readonly modelOf: Map<string, number>[] = [];
  /** In a bulk load (reserve() to trim()): the slot lists are made at the end. */
  private bulk = false;
  /** Slots whose listing was removed or moved; reclaimed by compact(), never reused one by one. */
  private dead = 0;
  /** Compaction waits for this many dead slots (and a quarter of all slots). */
  compactAfter = 10_000;
  /** Listings removed or moved to a new slot so far (a slot died). */
  removals = 0;
  /** How many times the store has compacted: slot numbers from before a compaction mean nothing after. */
  compactions = 0;

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
    const s = this.place(row);
    this.text.add(s, `${row.title} ${row.make} ${row.model} ${row.variant}`, row.description);
  }

  /**
   * Everything of upsert but the text: the listing's new slot. The start-up load adds the text
   * itself (text-build.ts: perhaps in another thread), then gives the store its TextIndex (trim).
   */
  place(row: IndexRow): number {
    // A bulk load reads each listing once: there is nothing to replace.
    if (!this.bulk) this.remove(row.id);
    // SearchIndex compacts in the background once wantsCompaction; this catches a store written to
    // directly (and one whose background compaction fell far behind).
    if (this.dead > this.compactAfter && this.dead > this.length / 2) this.compact();
    const s = this.length++;
    if (s >= this.capacity) this.grow(Math.max(1024, Math.ceil(this.capacity * 1.5)));
    this.slotOf.set(row.id, s);
    const make = this.makes.intern(row.make);
    const models = (this.modelOf[make] ??= new Map());
    let model = models.get(row.model);
    if (model === undefined) {
      model = this.models.intern(`${row.make}\u0000${row.model}`);
      models.set(row.model, model);
      this.modelMake[model] = make;
      this.modelNameOf[model] = this.modelName.intern(row.model);
    }
    this.alive[s] = 1;
    this.died[s] = 0;
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
    this.deal[s] = row.deal;
    this.joint[s] = jointOf(
      this.fuel[s] as number,
      this.body[s] as number,
      this.trans[s] as number,
      this.seller[s] as number,
      row.deal,
    );
    this.dealScore[s] = row.deal_score;
    this.listed[s] = row.listed;
    this.dropped[s] = row.dropped;
    this.xmin[s] = row.xmin ?? 0;
    this.ctidBlock[s] = row.ctid_block ?? 0;
    this.ctidItem[s] = row.ctid_item ?? 0;
    if (!this.bulk) {
      (this.makeSlots[make] ??= new PostingList()).push(s);
      (this.modelSlots[model] ??= new PostingList()).push(s);
      this.priceBands.add(row.price, s);
      this.yearBands.add(row.year, s);
      this.mileageBands.add(row.mileage, s);
      pushTo(this.cells, cellOf(row.lat, row.lon), s);
      pushTo(this.fineCells, fineCellOf(row.lat, row.lon), s);
    }
    this.countFacets(s, 1);
    return s;
  }

  remove(id: number): void {
    const s = this.slotOf.get(id);
    if (s === undefined) return;
    this.countFacets(s, -1);
    this.alive[s] = 0;
    this.slotOf.delete(id);
    this.dead++;
    this.died[s] = ++this.removals;
  }

  private slotLists(): (PostingList | undefined)[] {
    return [
      ...this.makeSlots,
      ...this.modelSlots,
      ...this.cells.values(),
      ...this.fineCells.values(),
      ...this.priceBands.lists,
      ...this.yearBands.lists,
      ...this.mileageBands.lists,
    ];
  }

  /**
   * After a bulk load: gives back the spare capacity of the columns and of every slot list, and packs
   * the text postings, or takes `text`, built apart for exactly these slots and packed.
   */
  trim(text?: TextIndex): void {
    if (this.capacity > this.length) this.grow(this.length);
    if (this.bulk) buildSlotLists(this);
    this.bulk = false;
    if (text) this.text = text;
    else this.text.trim(this.length);
    for (const list of this.slotLists()) list?.trim();
  }

  /**
   * Starts a bulk load into this empty store: room for `slots` listings at once, and the slot lists
   * left to trim() (buildSlotLists).
   */
  reserve(slots: number): void {
    if (slots > this.capacity) this.grow(slots);
    this.slotOf.reserve(slots);
    this.bulk = this.length === 0;
  }

  /**
   * After a snapshot's columns and dictionaries were read into this store (index-build.ts, after
   * reserve()): the rest, made from them. A snapshot holds no dead slot.
   */
  restored(length: number, text: TextIndex): void {
    this.length = length;
    for (let s = 0; s < length; s++) {
      this.slotOf.set(this.id[s]!, s);
      this.platformUnion |= this.platforms[s]!;
      this.countFacets(s, 1);
    }
    this.models.values.forEach((_, model) => {
      const make = this.modelMake[model]!;
      (this.modelOf[make] ??= new Map()).set(this.modelName.values[this.modelNameOf[model]!]!, model);
    });
    this.trim(text);
  }

  /** What a snapshot is taken of: no dead slots (compacted if need be), the words packed. */
  pack(): void {
    if (this.dead > 0) this.compact();
    this.text.trim(this.length);
  }

  /** Bytes held, by part (the memory report; docs/operations.md). */
  memory(): { columns: number; slots: number; slotLists: number; text: number } {
    let slotLists = 0;
    for (const list of this.slotLists()) slotLists += list?.bytes ?? 0;
    return {
      columns: COLUMNS.reduce((sum, name) => sum + this[name].byteLength, 0),
      slots: this.slotOf.bytes,
      slotLists,
      text: this.text.bytes,
    };
  }

  /** Enough dead slots to be worth a compaction: as many as compactAfter, and a quarter of all slots. */
  get wantsCompaction(): boolean {
    return this.dead > this.compactAfter && this.dead > this.length / 4;
  }

  /** Packs live slots to the front, keeping their order, all at once (see compaction()). */
  compact(): void {
    const steps = this.compaction();
    while (!steps.next().done);
  }

  /**
   * compaction() in slices of about `sliceMs`, the thread free for other work between them: ~1 s of
   * work at a million listings never holds the event loop longer than a slice. The store answers as
   * before until the last step. Nothing may write to the store meanwhile (SearchIndex.apply waits);
   * if something did, the compaction is abandoned and false returned.
   */
  async compactInSlices(sliceMs = 8): Promise<boolean> {
    const slices = { count: 0, longestMs: 0 };
    this.lastSlices = slices;
    return inSlices(this.compaction(), sliceMs, slices);
  }

  /** The last compactInSlices(): its slices and the longest (the longest it held the thread). */
  lastSlices: { count: number; longestMs: number } | null = null;

  /**
   * Packs live slots to the front, keeping their order: the new parts are made in steps (packing(),
   * compaction.ts) from the store as it is, which nothing changes until this last step puts them all
   * in place at once. False (nothing changed) if the store was written to meanwhile.
   */
  *compaction(): Generator<void, boolean> {
    const { length, removals } = this;
    const packed = yield* packing(this, this.slotLists());
    if (this.length !== length || this.removals !== removals) return false;
    Object.assign(this, packed.columns);
    this.slotOf = packed.slotOf;
    for (const commit of packed.commits) commit?.();
    this.length = packed.length;
    this.dead = 0;
    this.compactions++;
    packed.orders();
    return true;
  }

  private countFacets(s: number, delta: number) {
    add(this.makeCount, this.make[s] as number, delta);
    add(this.modelCount, this.model[s] as number, delta);
    add(this.fuelCount, this.fuel[s] as number, delta);
    add(this.bodyCount, this.body[s] as number, delta);
    add(this.transCount, this.trans[s] as number, delta);
    add(this.sellerCount, this.seller[s] as number, delta);
    add(this.dealCount, this.deal[s] as number, delta);
    for (let m = this.platforms[s] as number, bit = 0; m !== 0; m >>>= 1, bit++)
      if (m & 1) add(this.platformCount, bit, delta);
    this.bandCounts.count(this, s, this.priceBands.band(this.price[s] as number), delta);
    const [lat, lon] = [this.lat[s] as number, this.lon[s] as number];
    this.cellCounts.count(this, s, cellOf(lat, lon), delta);
    this.fineCounts.count(this, s, fineCellOf(lat, lon), delta);
    this.modelCounts.count(this, s, this.model[s] as number, delta);
  }

  /** Columns live in shared memory, so worker threads read them where they are. */
  private grow(capacity: number) {
    for (const name of COLUMNS) {
      const old = this[name];
      const next = sharedLike(old, capacity);
      // Larger, or (trim) as small as the slots in use.
      next.set(old.subarray(0, Math.min(old.length, capacity)) as never);
      (this as Record<string, unknown>)[name] = next;
    }
    this.capacity = capacity;
  }
}

function add(counts: number[], id: number, delta: number) {
  counts[id] = (counts[id] ?? 0) + delta;
}

function pushTo(lists: Map<number, PostingList>, key: number, s: number) {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = new PostingList()));
  list.push(s);
}

export { Dictionary } from './dictionary.js';

// The index as a whole (its stores, loading, refresh) lives in index-lifecycle.ts.
export type { IndexDelta, SearchIndex, SearchIndexOptions } from './index-lifecycle.js';
