// Facet counts per group of listings (a price band and fuel, a grid cell): what band-counts.ts adds up
// instead of visiting the group's slots. Every group's counts are a row of one typed array, so
// thousands of small groups (the fine grid's cells) cost a few hundred bytes each and are added up
// as runs of integers.
import type { CategoryStore } from './search-index.js';
import { DEAL_OPTIONS } from './search-scan.js';

/** FACETS' order (search-run.ts): make, model, fuel, body, gearbox, seller, platform, deal. */
const [MAKE, FUEL, BODY, TRANS, SELLER, PLATFORM, DEAL] = [0, 2, 3, 4, 5, 6, 7];
/**
 * The facets a row holds, in its order after the total. Models are not counted: a search answered
 * from group counts has no make filter (RunResult, search-scan.ts).
 */
const HELD = [MAKE, FUEL, BODY, TRANS, SELLER, PLATFORM, DEAL];
/** A listing's platforms are bits of a 32-bit mask. */
const PLATFORM_BITS = 32;

/**
 * Live counts per group, and per fuel within it when `byFuel`, so that a fuel filter can be applied
 * to whole groups too. Row r holds at r * width: the listings, then for each facet of HELD its
 * options' counts (room for `room[facet]` options: an option beyond it widens every row).
 */
export class GroupCounts {
  /** The rows of each group: [row] or, by fuel, row by fuel id (-1: none yet). */
  private readonly groups = new Map<number, number[]>();
  private readonly room: number[] = [];
  private offset: number[] = [];
  private width = 0;
  private rows = 0;
  private data = new Int32Array(0);

  constructor(private readonly byFuel: boolean) {
    // Room for one option of each dictionary to begin with: widened as options come (and so
    // exercised by every store, small ones too).
    for (const facet of HELD)
      this.room[facet] = facet === PLATFORM ? PLATFORM_BITS : facet === DEAL ? DEAL_OPTIONS : 1;
    this.layout();
  }

  /** Counts the listing in slot `s` of `store` (in group `group`) in or out (`delta` ±1). */
  count(store: CategoryStore, s: number, group: number, delta: number): void {
    const make = store.make[s] as number;
    const fuel = store.fuel[s] as number;
    const body = store.body[s] as number;
    const trans = store.trans[s] as number;
    const seller = store.seller[s] as number;
    const deal = store.deal[s] as number;
    const room = this.room;
    if (make >= room[MAKE]!) this.widen(MAKE, make + 1);
    if (fuel >= room[FUEL]!) this.widen(FUEL, fuel + 1);
    if (body >= room[BODY]!) this.widen(BODY, body + 1);
    if (trans >= room[TRANS]!) this.widen(TRANS, trans + 1);
    if (seller >= room[SELLER]!) this.widen(SELLER, seller + 1);
    if (deal >= room[DEAL]!) this.widen(DEAL, deal + 1);
    const base = this.rowOf(group, this.byFuel ? fuel : 0) * this.width;
    const { data, offset } = this;
    data[base]! += delta;
    data[base + offset[MAKE]! + make]! += delta;
    if (!this.byFuel) data[base + offset[FUEL]! + fuel]! += delta;
    data[base + offset[BODY]! + body]! += delta;
    data[base + offset[TRANS]! + trans]! += delta;
    data[base + offset[SELLER]! + seller]! += delta;
    data[base + offset[DEAL]! + deal]! += delta;
    for (let m = store.platforms[s] as number, bit = 0; m !== 0; m >>>= 1, bit++)
      if (m & 1) data[base + offset[PLATFORM]! + bit]! += delta;
  }

  /**
   * Adds the live listings of group `group` into `counts` (each facet under the fuel filter `fuelOk`,
   * null: none; the fuel facet under no filter) and returns how many pass the fuel filter. Only
   * counts split by fuel can take a fuel filter.
   */
  add(group: number, fuelOk: Uint8Array | null, counts: Int32Array[]): number {
    const rows = this.groups.get(group);
    if (!rows) return 0;
    const { data, offset, room, width } = this;
    const fuels = counts[FUEL]!;
    let total = 0;
    for (let f = 0; f < rows.length; f++) {
      if (rows[f]! < 0) continue;
      const base = rows[f]! * width;
      const listings = data[base]!;
      if (listings === 0) continue;
      if (this.byFuel && f < fuels.length) fuels[f]! += listings;
      if (fuelOk !== null && fuelOk[f] !== 1) continue;
      total += listings;
      for (const facet of HELD) {
        if (this.byFuel && facet === FUEL) continue;
        const into = counts[facet]!;
        const from = base + offset[facet]!;
        for (let k = 0, n = Math.min(room[facet]!, into.length); k < n; k++) into[k]! += data[from + k]!;
      }
    }
    return total;
  }

  /** Bytes held. */
  get bytes(): number {
    return this.data.byteLength;
  }

  private rowOf(group: number, fuel: number): number {
    let rows = this.groups.get(group);
    if (!rows) this.groups.set(group, (rows = []));
    while (rows.length <= fuel) rows.push(-1);
    if (rows[fuel]! >= 0) return rows[fuel]!;
    if ((this.rows + 1) * this.width > this.data.length) {
      const data = new Int32Array(Math.max(64, 2 * this.rows) * this.width);
      data.set(this.data);
      this.data = data;
    }
    return (rows[fuel] = this.rows++);
  }

  /** Room for `options` of `facet` in every row (doubled, so that widening is rare). */
  private widen(facet: number, options: number): void {
    const before = { offset: this.offset, width: this.width, room: [...this.room] };
    this.room[facet] = Math.max(options, 2 * this.room[facet]!);
    this.layout();
    const data = new Int32Array(Math.max(64, 2 * this.rows) * this.width);
    for (let r = 0; r < this.rows; r++) {
      data[r * this.width] = this.data[r * before.width]!;
      for (const f of HELD)
        data.set(
          this.data.subarray(
            r * before.width + before.offset[f]!,
            r * before.width + before.offset[f]! + before.room[f]!,
          ),
          r * this.width + this.offset[f]!,
        );
    }
    this.data = data;
  }

  private layout(): void {
    this.offset = [];
    let at = 1;
    for (const facet of HELD) {
      this.offset[facet] = at;
      at += this.room[facet]!;
    }
    this.width = at;
  }
}
