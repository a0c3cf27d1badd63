// A list of slots in ascending order, as a growing typed array: the store's lists by make, model,
// grid cell and band (the text index keeps its own, packed, in postings.ts).

/** Slots in ascending order (the store's lists by make, model, cell and band). */
export class PostingList {
  data = new Int32Array(4);
  length = 0;

  /** An empty list with room for `size` slots. */
  static ofCapacity(size: number): PostingList {
    const list = new PostingList();
    list.data = new Int32Array(Math.max(1, size));
    return list;
  }

  push(slot: number) {
    // A listing's words are added together, so a repeated word repeats the last slot.
    if (this.length > 0 && this.data[this.length - 1] === slot) return;
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = slot;
  }

  trim() {
    if (this.data.length > this.length) this.data = this.data.slice(0, Math.max(1, this.length));
  }

  get bytes(): number {
    return this.data.byteLength;
  }

  /**
   * After the store compacts (`map[old] = new slot`, or -1 for a dead one, dropped): the list's new
   * slots, in a new array, taken by calling the returned function (until then the list is as it was).
   */
  remapped(map: Int32Array): () => void {
    const data = new Int32Array(Math.max(1, this.length));
    let kept = 0;
    for (let i = 0; i < this.length; i++) {
      const next = map[this.data[i] as number] as number;
      if (next >= 0) data[kept++] = next;
    }
    return () => {
      this.data = kept * 2 < data.length ? data.slice(0, Math.max(1, kept)) : data;
      this.length = kept;
    };
  }
}
