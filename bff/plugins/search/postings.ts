// The word postings of the text index: for each list (a word in a field), the slots holding it, in
// ascending order. Each list is kept either as the gaps between its slots, each in as few bytes as
// it needs (7 bits a byte: a word in 1 listing in 100 takes a byte a slot, not 4), or as a bitmap
// over all the store's slots (1 bit a slot) once the gaps would take more than half the bitmap's
// bytes: a word in more than about 1 slot in 16 ("miles", "service", "leather") is a bitmap. Matching
// ors a bitmap's words several times faster than it decodes as many gaps ("panoramic roof" took 0.85
// ms with bitmaps from 1 slot in 8, 0.34 ms from 1 in 16, for 2.2 MiB more at a million listings;
// from 1 in 32 gained nothing more, for 7 MiB). At a million listings this is ~46 MB instead of ~200
// MB of arrays of slots.
//
// The lists are frozen into one Int32Array (the arena) after a bulk load and after each compaction;
// slots added since (always above the frozen ones, as slots are only appended) go to a tail per list,
// itself an array or a bitmap. Matching reads the frozen part, then the tail. The tails' bookkeeping
// is in flat arrays indexed by list: a bulk load pushes ~70 million postings, and an object per list
// cost twice the time.

import { forEachBit, gapLength, grown } from './slot-arrays.js';

const NONE = 0;
const GAPS = 1;
const BITMAP = 2;
const EMPTY = new Int32Array(0);

/** Frozen Postings as plain data (TextIndexParts): only frozen lists move between threads. */
export interface PostingsParts {
  kind: Uint8Array;
  offset: Int32Array;
  extent: Int32Array;
  count: Int32Array;
  arena: Int32Array;
  gaps: Uint8Array;
  frozen: number;
  lists: number;
}

/** Postings read between two steps of freezing() (a few milliseconds' work). */
const STEP_POSTINGS = 1 << 17;

export class Postings {
  /**
   * Per list: GAPS, BITMAP or NONE; where its frozen part starts (in `gaps`, or in `arena`'s words),
   * its bytes (GAPS) and how many slots it holds.
   */
  private kind: Uint8Array = new Uint8Array(0);
  private offset: Int32Array = new Int32Array(0);
  private extent: Int32Array = new Int32Array(0);
  private count: Int32Array = new Int32Array(0);
  /** The frozen bitmaps, and the frozen gaps (each slot minus the one before, from 0, 7 bits a byte). */
  private arena: Int32Array = new Int32Array(0);
  private gaps: Uint8Array = new Uint8Array(0);
  /** Frozen lists hold slots below `frozen` (a bitmap has ceil(frozen / 32) words). */
  private frozen = 0;
  /** Slots expected in all (a bulk load's count): a list turning into a bitmap gets them all at once. */
  private expected = 0;
  /** Per list, since the freeze: the last slot pushed, how many, and the slots or (once smaller) a bitmap. */
  private last: Int32Array = new Int32Array(0);
  private tailCount: Int32Array = new Int32Array(0);
  private tailSlots: Int32Array[] = [];
  /** Bit (s − frozen) for each slot s; EMPTY while the tail is an array. */
  private tailBits: Int32Array[] = [];
  lists = 0;

  /** Expects `slots` slots in all, so bitmaps are made once at their final size. */
  reserve(slots: number) {
    this.expected = slots;
  }

  /** Makes room for lists up to `list` (lists are numbered from 0 as words arrive). */
  ensure(list: number) {
    if (list < this.lists) return;
    if (list >= this.kind.length) this.resize(Math.max(64, this.kind.length * 2, list + 1));
    for (let l = this.lists; l <= list; l++) {
      this.tailSlots.push(EMPTY);
      this.tailBits.push(EMPTY);
    }
    this.lists = list + 1;
  }

  push(list: number, slot: number) {
    const last = this.last;
    if (last[list] === slot) return; // a word repeated in one listing
    last[list] = slot;
    const n = this.tailCount[list]!;
    this.tailCount[list] = n + 1;
    const offset = slot - this.frozen;
    let bits = this.tailBits[list]!;
    if (bits.length !== 0) {
      const word = offset >>> 5;
      if (word >= bits.length) bits = this.tailBits[list] = grown(bits, Math.max(word + 1, bits.length * 2));
      bits[word]! |= 1 << (offset & 31);
      return;
    }
    let slots = this.tailSlots[list]!;
    if (n === slots.length) {
      // Doubling the array would take more than a bitmap of the slots so far: switch.
      if (n >= 8 && n * 8 > (offset >>> 3) + 64) {
        bits = new Int32Array(
          Math.max(
            (offset >>> 5) + 1 + (offset >>> 6),
            (Math.max(0, this.expected - this.frozen) + 31) >>> 5,
          ),
        );
        for (let i = 0; i < n; i++) {
          const o = slots[i]! - this.frozen;
          bits[o >>> 5]! |= 1 << (o & 31);
        }
        bits[offset >>> 5]! |= 1 << (offset & 31);
        this.tailBits[list] = bits;
        this.tailSlots[list] = EMPTY;
        return;
      }
      slots = this.tailSlots[list] = grown(slots, Math.max(4, n * 2));
    }
    slots[n] = slot;
  }

  /** How many slots the list holds. */
  size(list: number): number {
    return (this.count[list] ?? 0) + (this.tailCount[list] ?? 0);
  }

  forEach(list: number, visit: (slot: number) => void) {
    if (list >= this.lists) return;
    const kind = this.kind[list];
    const at = this.offset[list]!;
    if (kind === GAPS) {
      const gaps = this.gaps;
      let slot = 0;
      for (let i = at, end = at + this.extent[list]!; i < end;) {
        let byte = gaps[i++]!;
        let gap = byte & 127;
        for (let shift = 7; byte >= 128; shift += 7) {
          byte = gaps[i++]!;
          gap |= (byte & 127) << shift;
        }
        visit((slot += gap));
      }
    } else if (kind === BITMAP) forEachBit(this.arena, at, at + ((this.frozen + 31) >>> 5), 0, visit);
    const bits = this.tailBits[list]!;
    if (bits.length !== 0) forEachBit(bits, 0, bits.length, this.frozen, visit);
    else {
      const slots = this.tailSlots[list]!;
      for (let i = 0, n = this.tailCount[list]!; i < n; i++) visit(slots[i]!);
    }
  }

  /**
   * TextIndex.match's step for one list: sets the bit of each of its slots in `into` (a bitmap over
   * the store's slots, bit s & 31 of word s >>> 5), and in `also` too when given. A frozen bitmap is
   * or-ed in a word at a time ("miles" or "m", in most listings, costs ~24,000 word operations at a
   * million listings, not a step per slot); gaps and tails set a bit a slot. Slots beyond `into`'s
   * length (added after the match began) are left out.
   */
  orInto(list: number, into: Int32Array, also: Int32Array | null) {
    if (list >= this.lists) return;
    const kind = this.kind[list];
    const at = this.offset[list]!;
    const frozen = this.frozen;
    const limit = into.length * 32;
    if (kind === GAPS) {
      const gaps = this.gaps;
      let slot = 0;
      for (let i = at, end = at + this.extent[list]!; i < end;) {
        let byte = gaps[i++]!;
        let gap = byte & 127;
        for (let shift = 7; byte >= 128; shift += 7) {
          byte = gaps[i++]!;
          gap |= (byte & 127) << shift;
        }
        slot += gap;
        if (slot >= limit) break;
        const w = slot >>> 5;
        const bit = 1 << (slot & 31);
        into[w]! |= bit;
        if (also !== null) also[w]! |= bit;
      }
    } else if (kind === BITMAP) {
      const arena = this.arena;
      const words = Math.min((frozen + 31) >>> 5, into.length);
      if (also === null) for (let w = 0; w < words; w++) into[w]! |= arena[at + w]!;
      else
        for (let w = 0; w < words; w++) {
          const word = arena[at + w]!;
          into[w]! |= word;
          also[w]! |= word;
        }
    }
    const set = (slot: number) => {
      if (slot >= limit) return;
      const w = slot >>> 5;
      const bit = 1 << (slot & 31);
      into[w]! |= bit;
      if (also !== null) also[w]! |= bit;
    };
    const bits = this.tailBits[list]!;
    if (bits.length !== 0) forEachBit(bits, 0, bits.length, frozen, set);
    else {
      const slots = this.tailSlots[list]!;
      for (let i = 0, n = this.tailCount[list]!; i < n; i++) set(slots[i]!);
    }
  }

  /**
   * Packs every list into a new arena, each as gaps or a bitmap over `slots` slots (a bitmap once the
   * gaps would be more than half its size). `map[old] = new slot`, or -1 to drop it (after the store compacts); none keeps slots as they are.
   */
  freeze(slots: number, map?: Int32Array) {
    const steps = this.freezing(slots, map);
    let step = steps.next();
    while (!step.done) step = steps.next();
    step.value?.();
  }

  /**
   * freeze() in steps: yields after every ~`STEP_POSTINGS` postings read, and changes nothing until
   * the function it returns (null: already packed as asked) is called. The lists must not change
   * between its first step and that call.
   */
  *freezing(slots: number, map?: Int32Array): Generator<void, (() => void) | null> {
    // Already packed as asked: nothing to do.
    if (!map && slots === this.frozen && !this.tailCount.some((n) => n > 0)) return null;
    let work = 0;
    const words = (slots + 31) >>> 5;
    const size = this.kind.length;
    const counts = new Int32Array(size);
    const extent = new Int32Array(size);
    let scratch: Int32Array = new Int32Array(1024);
    let n = 0;
    const collect = (slot: number) => {
      const s = map ? map[slot]! : slot;
      if (s < 0) return;
      if (n === scratch.length) scratch = grown(scratch, n * 2);
      scratch[n++] = s;
    };
    // First pass: each list's slots and bytes as gaps; a bitmap where the gaps would be more than half
    // its bytes (see the head of this file).
    const kind = new Uint8Array(size);
    let bitmapWords = 0;
    let gapBytes = 0;
    for (let list = 0; list < this.lists; list++) {
      n = 0;
      this.forEach(list, collect);
      if ((work += n + 16) > STEP_POSTINGS) {
        work = 0;
        yield;
      }
      if (n === 0) continue;
      let bytes = 0;
      for (let i = 0, before = 0; i < n; before = scratch[i++]!) bytes += gapLength(scratch[i]! - before);
      counts[list] = n;
      if (words * 2 < bytes) {
        kind[list] = BITMAP;
        bitmapWords += words;
      } else {
        kind[list] = GAPS;
        extent[list] = bytes;
        gapBytes += bytes;
      }
    }
    const arena = new Int32Array(bitmapWords);
    const gaps = new Uint8Array(gapBytes);
    const offset = new Int32Array(size);
    let word = 0;
    let at = 0;
    for (let list = 0; list < this.lists; list++) {
      if (kind[list] === NONE) continue;
      n = 0;
      this.forEach(list, collect);
      if ((work += n + 16) > STEP_POSTINGS) {
        work = 0;
        yield;
      }
      if (kind[list] === BITMAP) {
        offset[list] = word;
        for (let i = 0; i < n; i++) arena[word + (scratch[i]! >>> 5)]! |= 1 << (scratch[i]! & 31);
        word += words;
      } else {
        offset[list] = at;
        for (let i = 0, before = 0; i < n; before = scratch[i++]!) {
          let gap = scratch[i]! - before;
          while (gap >= 128) {
            gaps[at++] = (gap & 127) | 128;
            gap >>>= 7;
          }
          gaps[at++] = gap;
        }
      }
    }
    return () => {
      Object.assign(this, { arena, gaps, kind, offset, extent, count: counts, frozen: slots });
      this.clearTails();
    };
  }

  /** Bytes held: the arena, the per-list directory and the tails. */
  get bytes(): number {
    let tails = 0;
    for (let list = 0; list < this.lists; list++)
      tails += this.tailSlots[list]!.byteLength + this.tailBits[list]!.byteLength;
    const directory =
      this.kind.byteLength + this.offset.byteLength + this.extent.byteLength + this.count.byteLength;
    const frozen = this.arena.byteLength + this.gaps.byteLength;
    return frozen + directory + this.last.byteLength + this.tailCount.byteLength + tails;
  }

  /** How many lists are bitmaps, and how many slots all lists hold (for the memory report). */
  get shape(): { bitmaps: number; postings: number } {
    let bitmaps = 0;
    let postings = 0;
    for (let list = 0; list < this.lists; list++) {
      if (this.kind[list] === BITMAP) bitmaps++;
      postings += this.size(list);
    }
    return { bitmaps, postings };
  }

  toParts(): PostingsParts {
    if (this.tailCount.some((n) => n > 0)) throw new Error('Postings.toParts: freeze first');
    const { kind, offset, extent, count, arena, gaps, frozen, lists } = this;
    return { kind, offset, extent, count, arena, gaps, frozen, lists };
  }

  static fromParts(parts: PostingsParts): Postings {
    const postings = new Postings();
    postings.resize(parts.kind.length);
    postings.kind = parts.kind;
    postings.offset = parts.offset;
    postings.extent = parts.extent;
    postings.count = parts.count;
    postings.arena = parts.arena;
    postings.gaps = parts.gaps;
    postings.frozen = parts.frozen;
    postings.lists = parts.lists;
    postings.tailSlots = new Array<Int32Array>(parts.lists).fill(EMPTY);
    postings.tailBits = new Array<Int32Array>(parts.lists).fill(EMPTY);
    return postings;
  }

  /** The per-list arrays at `size` lists (keeping what they hold). */
  private resize(size: number) {
    const kind = new Uint8Array(size);
    kind.set(this.kind.subarray(0, size));
    this.kind = kind;
    this.offset = grown(this.offset, size, size);
    this.extent = grown(this.extent, size, size);
    this.count = grown(this.count, size, size);
    this.last = grown(this.last, size, size);
    this.last.fill(-1, Math.min(this.lists, size));
    this.tailCount = grown(this.tailCount, size, size);
  }

  private clearTails() {
    this.last.fill(-1);
    this.tailCount.fill(0);
    this.tailSlots.fill(EMPTY);
    this.tailBits.fill(EMPTY);
  }
}
