// The distinct values of a store's named fields (makes, models, fuels…), each numbered once.

/** A growable list of distinct strings with a case-insensitive lookup. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly byValue = new Map<string, number>();
  private readonly byLower = new Map<string, number[]>();
  /** Every id, by its value (localeCompare), as of `values.length` ids; kept until one is added. */
  private sorted: number[] = [];
  /** Each id's place in `sorted`. */
  private places = new Int32Array(0);

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

  /** Every id in the order of its value (localeCompare; equal values by id), computed once per size. */
  byName(): readonly number[] {
    if (this.sorted.length !== this.values.length) {
      const values = this.values;
      this.sorted = values.map((_, id) => id).sort((a, b) => values[a]!.localeCompare(values[b]!) || a - b);
      this.places = new Int32Array(values.length);
      this.sorted.forEach((id, place) => (this.places[id] = place));
    }
    return this.sorted;
  }

  /** The place of `id` in byName(): ids compare by value as their places compare. */
  place(id: number): number {
    this.byName();
    return this.places[id] as number;
  }

  get size(): number {
    return this.values.length;
  }
}
