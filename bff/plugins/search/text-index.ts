// Free text for the search index: an inverted index from each word of a listing's title, make,
// model and variant ("title" field) and description ("body" field) to the store slots holding it.
// A query word matches every indexed word it is a prefix of; a listing matches when every query
// word does, in either field. Slots are never reused for other listings (see CategoryStore), so a
// posting can only point at the listing it was made for, or at a dead slot.

/** Words too common in descriptions to be worth indexing or searching for. */
const STOP_WORDS = new Set([
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

/** Slots in ascending order: a listing's slot is always the newest when it is added. */
export class PostingList {
  data = new Int32Array(4);
  length = 0;

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

  /** After the store compacts: `map[old] = new slot`, or -1 for a dead one (dropped). */
  remap(map: Int32Array) {
    let kept = 0;
    for (let i = 0; i < this.length; i++) {
      const next = map[this.data[i] as number] as number;
      if (next >= 0) this.data[kept++] = next;
    }
    this.length = kept;
  }
}

export interface TextMatch {
  /** The slots that match every word, in no particular order. */
  slots: Int32Array;
  /** For those slots only: 1 where every word matched in the title, make, model or variant. */
  titleHits: Uint8Array;
}

export class TextIndex {
  private readonly ids = new Map<string, number>();
  private readonly tokens: string[] = [];
  private readonly title: PostingList[] = [];
  private readonly body: PostingList[] = [];
  /** Token ids in token order, for prefix ranges; rebuilt when new tokens have arrived. */
  private sorted: Int32Array | null = null;

  add(slot: number, titleText: string, bodyText: string): void {
    for (const word of words(titleText)) this.post(this.title, word, slot);
    for (const word of words(bodyText)) if (!STOP_WORDS.has(word)) this.post(this.body, word, slot);
  }

  /** Gives back the spare capacity of every posting list (after a bulk load). */
  trim(): void {
    for (const list of this.title) list.trim();
    for (const list of this.body) list.trim();
  }

  private post(lists: PostingList[], word: string, slot: number) {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.tokens.length;
      this.ids.set(word, id);
      this.tokens.push(word);
      this.title.push(new PostingList());
      this.body.push(new PostingList());
      this.sorted = null;
    }
    (lists[id] as PostingList).push(slot);
  }

  /** Rewrites postings after the store compacts: `map[old] = new slot`, or -1 for a dead one. */
  remap(map: Int32Array): void {
    for (const list of this.title) list.remap(map);
    for (const list of this.body) list.remap(map);
  }

  /** Query words worth matching: stop words are dropped unless nothing else is left. */
  static queryWords(search: string): string[] {
    const all = [...new Set(words(search))].slice(0, 8);
    const useful = all.filter((w) => !STOP_WORDS.has(w));
    return useful.length ? useful : all;
  }

  /**
   * The slots matching every word, with their title hits. Only postings are read (and two arrays of
   * one byte per slot cleared): the cost follows the words' postings, not the store's size.
   */
  match(queryWords: string[], slots: number): TextMatch {
    const k = queryWords.length;
    const all = new Uint8Array(Math.max(slots, 1));
    const inTitle = new Uint8Array(Math.max(slots, 1));
    // A slot moves from i to i+1 once per word, and only if it matched all earlier words; the last
    // word's move to k is where a slot is found to match them all.
    let found = new Int32Array(64);
    let count = 0;
    const reach = (s: number) => {
      if (count === found.length) {
        const grown = new Int32Array(found.length * 2);
        grown.set(found);
        found = grown;
      }
      found[count++] = s;
    };
    queryWords.forEach((word, i) => {
      const last = i === k - 1;
      for (const id of this.prefixRange(word)) {
        const t = this.title[id] as PostingList;
        for (let j = 0; j < t.length; j++) {
          const s = t.data[j] as number;
          if (all[s] === i) {
            all[s] = i + 1;
            if (last) reach(s);
          }
          if (inTitle[s] === i) inTitle[s] = i + 1;
        }
        const b = this.body[id] as PostingList;
        for (let j = 0; j < b.length; j++) {
          const s = b.data[j] as number;
          if (all[s] === i) {
            all[s] = i + 1;
            if (last) reach(s);
          }
        }
      }
    });
    const slotsFound = found.subarray(0, count);
    for (const s of slotsFound) inTitle[s] = inTitle[s] === k ? 1 : 0;
    return { slots: slotsFound, titleHits: inTitle };
  }

  /** Ids of every token starting with `prefix`. */
  private prefixRange(prefix: string): number[] {
    if (!this.sorted) {
      const order = Int32Array.from(this.tokens.keys());
      order.sort((a, b) =>
        this.tokens[a]! < this.tokens[b]! ? -1 : this.tokens[a]! > this.tokens[b]! ? 1 : 0,
      );
      this.sorted = order;
    }
    const sorted = this.sorted;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.tokens[sorted[mid] as number] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: number[] = [];
    for (let i = lo; i < sorted.length; i++) {
      const id = sorted[i] as number;
      if (!(this.tokens[id] as string).startsWith(prefix)) break;
      out.push(id);
    }
    return out;
  }
}
