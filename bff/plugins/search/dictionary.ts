// The distinct values of a store's named fields (makes, models, fuels…), each numbered once.

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
