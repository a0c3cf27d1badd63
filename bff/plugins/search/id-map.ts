// Listing id → store slot, in two flat Int32Arrays (open addressing, linear probing). A JavaScript Map
// of a million numbers costs ~40 MB and a hashed object per entry; this costs 8 bytes per entry at
// most 3/4 full (8-16 MB at a million), and it can live in a SharedArrayBuffer later.

const EMPTY = -1;

/** Spreads consecutive ids over the table (ids are mostly consecutive). */
function hash(id: number, mask: number): number {
  return (Math.imul(id, 0x9e3779b1) >>> 0) & mask;
}

export class IdMap {
  private keys: Int32Array;
  private values: Int32Array;
  private mask: number;
  size = 0;

  constructor(capacity = 1024) {
    let slots = 16;
    while (slots * 0.75 < capacity) slots *= 2;
    this.keys = new Int32Array(slots).fill(EMPTY);
    this.values = new Int32Array(slots);
    this.mask = slots - 1;
  }

  get(id: number): number | undefined {
    const { keys, mask } = this;
    for (let i = hash(id, mask); ; i = (i + 1) & mask) {
      const key = keys[i] as number;
      if (key === id) return this.values[i];
      if (key === EMPTY) return undefined;
    }
  }

  set(id: number, value: number): void {
    if ((this.size + 1) * 4 > this.keys.length * 3) this.resize(this.keys.length * 2);
    const { keys, mask } = this;
    for (let i = hash(id, mask); ; i = (i + 1) & mask) {
      const key = keys[i] as number;
      if (key === id || key === EMPTY) {
        if (key === EMPTY) {
          keys[i] = id;
          this.size++;
        }
        this.values[i] = value;
        return;
      }
    }
  }

  /** Removes an id; the entries after it in its probe run move back (no tombstones to clean up). */
  delete(id: number): boolean {
    const { keys, values, mask } = this;
    let i = hash(id, mask);
    while (keys[i] !== id) {
      if (keys[i] === EMPTY) return false;
      i = (i + 1) & mask;
    }
    for (let j = (i + 1) & mask; keys[j] !== EMPTY; j = (j + 1) & mask) {
      // The entry at j may fill the hole at i only if its home is not in (i, j] (cyclically).
      const home = hash(keys[j] as number, mask);
      if (i <= j ? home > i && home <= j : home > i || home <= j) continue;
      keys[i] = keys[j] as number;
      values[i] = values[j] as number;
      i = j;
    }
    keys[i] = EMPTY;
    this.size--;
    return true;
  }

  /** Makes room for `count` ids without growing again. */
  reserve(count: number): void {
    let slots = this.keys.length;
    while (slots * 0.75 < count) slots *= 2;
    if (slots > this.keys.length) this.resize(slots);
  }

  /** Bytes held by the table. */
  get bytes(): number {
    return this.keys.byteLength + this.values.byteLength;
  }

  private resize(slots: number) {
    const { keys, values } = this;
    this.keys = new Int32Array(slots).fill(EMPTY);
    this.values = new Int32Array(slots);
    this.mask = slots - 1;
    this.size = 0;
    for (let i = 0; i < keys.length; i++)
      if (keys[i] !== EMPTY) this.set(keys[i] as number, values[i] as number);
  }
}
