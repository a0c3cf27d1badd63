// Free text for the search index: an inverted index from each word of a listing's title, make,
// model and variant ("title" field) and description ("body" field) to the store slots holding it.
// A query word matches every indexed word it is a prefix of; a listing matches when every query
// word does, in either field. Slots are never reused for other listings (see CategoryStore), so a
// posting can only point at the listing it was made for, or at a dead slot.
//
// A word is a run of letters and digits, lower-cased (`words`). Text that is all ASCII, nearly all of
// it, is cut into words by a loop over character codes, or over the database's bytes at start-up,
// without a string per word; any other text goes through `words` itself, so both give the same words.
import { SharedBitmaps } from './columns.js';
import { Postings, type PostingsParts } from './postings.js';
import { bitCount } from './slot-arrays.js';
import { hashBytes, TokenTable, type TokenTableParts } from './token-table.js';

/** Words too common in descriptions to be worth indexing or searching for. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'has',
  'have',
  'i',
  'in',
  'is',
  'it',
  'its',
  'my',
  'of',
  'on',
  'or',
  'our',
  'so',
  'that',
  'the',
  'this',
  'to',
  'was',
  'we',
  'with',
  'you',
  'your',
]);

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export interface TextMatch {
  /**
   * A bitmap over the slots (`hasBit`, `setBits`): set for each slot that matches every word. In
   * shared memory, as `titleHits`: a search thread reads both where they are (search-pool.ts). Both
   * are lent by the `SharedBitmaps` given to `match`, to be given back once the search is answered.
   */
  bits: Int32Array;
  /** How many bits `bits` has set. */
  count: number;
  /**
   * A bitmap over the slots (`hasBit`): set where every word matched in the title, make, model or
   * variant (only ever for a matching slot).
   */
  titleHits: Int32Array;
}

const TITLE = 0;
const BODY = 1;
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const encoder = new TextEncoder();
/** Per byte: 0 for a separator, the lower-case letter or digit itself, or NOT_ASCII (≥ 128). */
const NOT_ASCII = 255;
const ASCII = new Uint8Array(256).map((_, c) =>
  c >= 128 ? NOT_ASCII : c >= 65 && c <= 90 ? c | 32 : (c >= 97 && c <= 122) || (c >= 48 && c <= 57) ? c : 0,
);
const decoder = new TextDecoder();
/** The first byte of the tokens of initials (`TextIndex.initial`): a word holds letters and digits only. */
const INITIAL = 1;

/**
 * Where a listing's text fields are in a buffer of the database's bytes (UTF-8), each [start, end):
 * title, make, model and variant (the title field, in that order) and description.
 */
export interface TextBytes {
  bytes: Uint8Array;
  titleStart: number;
  titleEnd: number;
  makeStart: number;
  makeEnd: number;
  modelStart: number;
  modelEnd: number;
  variantStart: number;
  variantEnd: number;
  descriptionStart: number;
  descriptionEnd: number;
}

/** A TextIndex as plain data, to move it between threads (the start-up load builds it in a worker). */
export interface TextIndexParts {
  tokens: TokenTableParts;
  postings: PostingsParts;
  stop: Uint8Array;
}

export class TextIndex {
  constructor(
    private readonly tokens = new TokenTable(),
    /** List `2 × token + field` (TITLE or BODY): the slots whose field holds the token. */
    private readonly postings = new Postings(),
  ) {}

  /** Per token: 1 for a stop word (not indexed in descriptions). */
  private stop: Uint8Array = new Uint8Array(64);
  /** Token ids in token order, for prefix ranges; rebuilt when new tokens have arrived. */
  private sorted: Int32Array | null = null;
  /** A word's lower-cased bytes while it is read. */
  private word = new Uint8Array(64);
  /** Per ASCII character, the token of its initial's lists (`initial`), or -1 until looked up. */
  private readonly initials = new Int32Array(128).fill(-1);

  add(slot: number, titleText: string, bodyText: string): void {
    if (!this.addAscii(slot, titleText, TITLE)) this.addWords(slot, words(titleText), TITLE);
    if (!this.addAscii(slot, bodyText, BODY)) this.addWords(slot, words(bodyText), BODY);
  }

  /** The start-up load's `add`: the same words, read from the database's bytes. */
  addBytes(slot: number, text: TextBytes): void {
    const { bytes } = text;
    const ascii =
      this.addAsciiBytes(slot, bytes, text.titleStart, text.titleEnd, TITLE) &&
      this.addAsciiBytes(slot, bytes, text.makeStart, text.makeEnd, TITLE) &&
      this.addAsciiBytes(slot, bytes, text.modelStart, text.modelEnd, TITLE) &&
      this.addAsciiBytes(slot, bytes, text.variantStart, text.variantEnd, TITLE);
    if (!ascii) {
      const field = (start: number, end: number) => decoder.decode(bytes.subarray(start, end));
      const title = [
        field(text.titleStart, text.titleEnd),
        field(text.makeStart, text.makeEnd),
        field(text.modelStart, text.modelEnd),
        field(text.variantStart, text.variantEnd),
      ].join(' ');
      this.addWords(slot, words(title), TITLE);
    }
    if (!this.addAsciiBytes(slot, bytes, text.descriptionStart, text.descriptionEnd, BODY))
      this.addWords(
        slot,
        words(decoder.decode(bytes.subarray(text.descriptionStart, text.descriptionEnd))),
        BODY,
      );
  }

  toParts(): TextIndexParts {
    return { tokens: this.tokens.toParts(), postings: this.postings.toParts(), stop: this.stop };
  }

  static fromParts(parts: TextIndexParts): TextIndex {
    const index = new TextIndex(TokenTable.fromParts(parts.tokens), Postings.fromParts(parts.postings));
    index.stop = parts.stop;
    return index;
  }

  /** A bulk load's expected number of slots (so its lists are made once at their final size). */
  reserve(slots: number): void {
    this.postings.reserve(slots);
  }

  /**
   * Packs the postings after a bulk load, each list as gaps or a bitmap over `slots` (Postings.freeze).
   */
  trim(slots: number): void {
    this.postings.freeze(slots);
  }

  /** Rewrites postings after the store compacts to `slots` slots: `map[old] = new slot`, or -1 for a dead one. */
  remap(map: Int32Array, slots: number): void {
    this.postings.freeze(slots, map);
  }

  /** remap() in steps, changing nothing until the returned function is called (Postings.freezing). */
  remapping(map: Int32Array, slots: number): Generator<void, (() => void) | null> {
    return this.postings.freezing(slots, map);
  }

  /** Bytes held by the postings and the words. */
  get bytes(): number {
    return this.postings.bytes + this.tokens.byteLength + this.stop.byteLength;
  }

  /** For the memory report: distinct words, lists kept as bitmaps, postings. */
  get shape() {
    return { words: this.tokens.size, ...this.postings.shape };
  }

  /**
   * Posts the words of ASCII text, read by character code; false, having posted only some of them,
   * when it meets any other character (the caller then posts `words(text)`: a word already posted
   * is one of those, and posting it again changes nothing).
   */
  private addAscii(slot: number, text: string, field: number): boolean {
    if (text.length > this.word.length) this.growWord(text.length);
    const word = this.word;
    let length = 0;
    let hash = FNV_OFFSET;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 128) return false;
      const k = ASCII[c]!;
      if (k !== 0) {
        word[length++] = k;
        hash = Math.imul(hash ^ k, FNV_PRIME);
      } else if (length > 0) {
        this.post(slot, length, hash, field);
        length = 0;
        hash = FNV_OFFSET;
      }
    }
    if (length > 0) this.post(slot, length, hash, field);
    return true;
  }

  /** addAscii over UTF-8 bytes[start, end). */
  private addAsciiBytes(slot: number, bytes: Uint8Array, start: number, end: number, field: number): boolean {
    if (end - start > this.word.length) this.growWord(end - start);
    const word = this.word;
    let length = 0;
    let hash = FNV_OFFSET;
    for (let i = start; i < end; i++) {
      const k = ASCII[bytes[i]!]!;
      if (k === 0) {
        if (length > 0) {
          this.post(slot, length, hash, field);
          length = 0;
          hash = FNV_OFFSET;
        }
      } else if (k === NOT_ASCII) return false;
      else {
        word[length++] = k;
        hash = Math.imul(hash ^ k, FNV_PRIME);
      }
    }
    if (length > 0) this.post(slot, length, hash, field);
    return true;
  }

  private addWords(slot: number, list: string[], field: number) {
    for (const word of list) {
      if (word.length * 3 > this.word.length) this.growWord(word.length * 3);
      const { written } = encoder.encodeInto(word, this.word);
      this.post(slot, written, hashBytes(this.word, 0, written), field, word);
    }
  }

  /**
   * Posts the word in this.word[0, length) to `field`'s list (stop words: not in descriptions), and,
   * when it starts with an ASCII letter or digit, to that character's list in the field too.
   */
  private post(slot: number, length: number, hash: number, field: number, text?: string) {
    const id = this.intern(this.word, length, hash, text);
    if (field === BODY && this.stop[id] === 1) return;
    this.postings.push(2 * id + field, slot);
    const first = this.word[0]!;
    if (first < 128) this.postings.push(2 * this.initial(first) + field, slot);
  }

  /** The id of the token in bytes[0, length), numbered (and given its lists) if new. */
  private intern(bytes: Uint8Array, length: number, hash: number, text?: string): number {
    const before = this.tokens.size;
    const id = this.tokens.intern(bytes, 0, length, hash, text);
    if (id === before) {
      if (id >= this.stop.length) {
        const stop = new Uint8Array(this.stop.length * 2);
        stop.set(this.stop);
        this.stop = stop;
      }
      this.stop[id] = STOP_WORDS.has(this.tokens.strings[id]!) ? 1 : 0;
      this.postings.ensure(2 * id + BODY);
      this.sorted = null;
    }
    return id;
  }

  /**
   * The token of every word starting with ASCII character `c`: INITIAL then `c`, which no word can
   * be. Its lists are the union of those words' lists, so a query word of one character reads two
   * lists instead of the hundreds of words it is a prefix of.
   */
  private initial(c: number): number {
    const known = this.initials[c]!;
    if (known >= 0) return known;
    const bytes = Uint8Array.of(INITIAL, c);
    return (this.initials[c] = this.intern(bytes, 2, hashBytes(bytes, 0, 2)));
  }

  private growWord(size: number) {
    const next = new Uint8Array(size);
    next.set(this.word);
    this.word = next;
  }

  /** Query words worth matching: stop words are dropped unless nothing else is left. */
  static queryWords(search: string): string[] {
    const all = [...new Set(words(search))].slice(0, 8);
    const useful = all.filter((w) => !STOP_WORDS.has(w));
    return useful.length ? useful : all;
  }

  /**
   * The slots matching every word, with their title hits. Only postings are read: each word's lists
   * are or-ed into a bitmap over the slots (and its title lists into a second), and the words'
   * bitmaps are and-ed, so the cost follows the words' postings and the store's size in words (a
   * 32nd of its slots), not a step per posting. The bitmaps are taken from `bitmaps`, and a later
   * word's given back to it once and-ed in.
   */
  match(queryWords: string[], slots: number, bitmaps = new SharedBitmaps()): TextMatch {
    const size = (Math.max(slots, 1) + 31) >>> 5;
    // The word with the fewest postings first: once no slot is left, the rest are not read.
    const byCost = queryWords
      .map((word) => {
        // A word of one ASCII character: its initial's lists, the union of every word it begins.
        const ids =
          word.length === 1 && word.charCodeAt(0) < 128
            ? this.prefixRange(String.fromCharCode(INITIAL) + word)
            : this.prefixRange(word);
        let postings = 0;
        for (const id of ids)
          postings += this.postings.size(2 * id + TITLE) + this.postings.size(2 * id + BODY);
        return { ids, postings };
      })
      .sort((a, b) => a.postings - b.postings);
    let all: Int32Array | null = null;
    let inTitle: Int32Array | null = null;
    for (const { ids } of byCost) {
      // The first word's bitmaps become the match, which a search on the threads reads where it is
      // (shared memory: copying two bitmaps of 95 KB to each thread at a million listings cost more
      // than the scan's split saved); a later word's are and-ed into them, then given back.
      const any = bitmaps.take(size);
      const title = bitmaps.take(size);
      for (const id of ids) {
        this.postings.orInto(2 * id + TITLE, any, title);
        this.postings.orInto(2 * id + BODY, any, null);
      }
      if (all === null || inTitle === null) {
        all = any;
        inTitle = title;
        continue;
      }
      let left = 0;
      for (let w = 0; w < size; w++) {
        left |= all[w]! &= any[w]!;
        inTitle[w]! &= title[w]!;
      }
      bitmaps.give(any);
      bitmaps.give(title);
      if (left === 0) break;
    }
    return { bits: all!, count: bitCount(all!), titleHits: inTitle! };
  }

  /** Ids of every token starting with `prefix`. */
  private prefixRange(prefix: string): number[] {
    const tokens = this.tokens.strings;
    if (!this.sorted) {
      const order = Int32Array.from(tokens.keys());
      order.sort((a, b) => (tokens[a]! < tokens[b]! ? -1 : tokens[a]! > tokens[b]! ? 1 : 0));
      this.sorted = order;
    }
    const sorted = this.sorted;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((tokens[sorted[mid] as number] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < sorted.length; i++) {
      const id = sorted[i] as number;
      if (!(tokens[id] as string).startsWith(prefix)) break;
      out.push(id);
    }
    return out;
  }
}
