// The page of a search: the matches ranked by sort key, then id, from an offset (search-run.ts offers
// every match to one of these).
/** Collects (key, id, slot) and gives the slots ranked [offset, offset + limit) by key, then id. */
export interface Ranker {
  offer(key: number, id: number, slot: number): void;
  page(offset: number, limit: number): number[];
  /** A key above this cannot be kept (Infinity while every offer is kept). */
  bound(): number;
}

/**
 * A deep page: every match is kept, the page's bounds are found by quickselect and only the page is
 * sorted, so page 1,000 costs about what counting the matches costs (a heap of 100,000 would cost
 * n log 100,000 and hold the thread for a quarter of a second at a million listings).
 */
export class Selection implements Ranker {
  private readonly keys: Float64Array;
  private readonly ids: Int32Array;
  private readonly slots: Int32Array;
  private size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.ids = new Int32Array(capacity);
    this.slots = new Int32Array(capacity);
  }

  bound(): number {
    return Infinity;
  }

  offer(key: number, id: number, slot: number): void {
    this.keys[this.size] = key;
    this.ids[this.size] = id;
    this.slots[this.size++] = slot;
  }

  page(offset: number, limit: number): number[] {
    const end = Math.min(offset + limit, this.size);
    if (offset >= end) return [];
    const order = new Int32Array(this.size);
    for (let i = 0; i < order.length; i++) order[i] = i;
    this.select(order, 0, order.length - 1, offset);
    this.select(order, offset, order.length - 1, end - 1);
    return Array.from(order.subarray(offset, end))
      .sort((a, b) => this.compare(a, b))
      .map((i) => this.slots[i] as number);
  }

  private compare(a: number, b: number): number {
    return (
      (this.keys[a] as number) - (this.keys[b] as number) || (this.ids[a] as number) - (this.ids[b] as number)
    );
  }

  /** Reorders order[lo..hi] so that order[k] is the one of rank k, smaller ones before it, larger after. */
  private select(order: Int32Array, lo: number, hi: number, k: number): void {
    while (hi > lo) {
      // Median of three as the pivot, moved to hi.
      const mid = (lo + hi) >> 1;
      if (this.compare(order[mid]!, order[lo]!) < 0) swap(order, mid, lo);
      if (this.compare(order[hi]!, order[lo]!) < 0) swap(order, hi, lo);
      if (this.compare(order[mid]!, order[hi]!) < 0) swap(order, mid, hi);
      const pivot = order[hi]!;
      let store = lo;
      for (let i = lo; i < hi; i++) if (this.compare(order[i]!, pivot) < 0) swap(order, i, store++);
      swap(order, store, hi);
      if (store === k) return;
      if (store < k) lo = store + 1;
      else hi = store - 1;
    }
  }
}

function swap(a: Int32Array, i: number, j: number) {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
}

/** Keeps the k smallest (key, id) pairs seen; ties broken by id ascending. */
export class TopK implements Ranker {
  private readonly keys: Float64Array;
  private readonly ids: Int32Array;
  private readonly slots: Int32Array;
  private size = 0;

  constructor(private readonly k: number) {
    const cap = Math.max(1, Math.min(k, 1 << 20));
    this.keys = new Float64Array(cap);
    this.ids = new Int32Array(cap);
    this.slots = new Int32Array(cap);
  }

  private greater(i: number, j: number): boolean {
    const a = this.keys[i] as number;
    const b = this.keys[j] as number;
    return a > b || (a === b && (this.ids[i] as number) > (this.ids[j] as number));
  }

  bound(): number {
    if (this.k === 0) return -Infinity;
    return this.size < this.k ? Infinity : (this.keys[0] as number);
  }

  offer(key: number, id: number, slot: number): void {
    if (this.k === 0) return;
    if (this.size < this.k && this.size < this.keys.length) {
      let i = this.size++;
      this.keys[i] = key;
      this.ids[i] = id;
      this.slots[i] = slot;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!this.greater(i, parent)) break;
        this.swap(i, parent);
        i = parent;
      }
      return;
    }
    // The root is the largest kept: replace it only when the new pair is smaller.
    const root = this.keys[0] as number;
    if (key > root || (key === root && id > (this.ids[0] as number))) return;
    this.keys[0] = key;
    this.ids[0] = id;
    this.slots[0] = slot;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let largest = i;
      if (l < this.size && this.greater(l, largest)) largest = l;
      if (r < this.size && this.greater(r, largest)) largest = r;
      if (largest === i) break;
      this.swap(i, largest);
      i = largest;
    }
  }

  private swap(i: number, j: number) {
    [this.keys[i], this.keys[j]] = [this.keys[j] as number, this.keys[i] as number];
    [this.ids[i], this.ids[j]] = [this.ids[j] as number, this.ids[i] as number];
    [this.slots[i], this.slots[j]] = [this.slots[j] as number, this.slots[i] as number];
  }

  page(offset: number, limit: number): number[] {
    return this.sorted().slice(offset, offset + limit);
  }

  sorted(): number[] {
    return this.order().map((i) => this.slots[i] as number);
  }

  /** The page's slots with their keys (a part's page, merged with others' by key, then id). */
  keyed(offset: number, limit: number): { slots: number[]; keys: number[] } {
    const order = this.order().slice(offset, offset + limit);
    return {
      slots: order.map((i) => this.slots[i] as number),
      keys: order.map((i) => this.keys[i] as number),
    };
  }

  private order(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i);
    return order.sort(
      (a, b) =>
        (this.keys[a] as number) - (this.keys[b] as number) ||
        (this.ids[a] as number) - (this.ids[b] as number),
    );
  }
}
