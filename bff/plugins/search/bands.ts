// Numeric columns split into bands of slots (price, year, mileage): the range filters' first cut.
import { PostingList } from './text-index.js';

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
