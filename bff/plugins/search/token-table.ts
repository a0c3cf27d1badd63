// Distinct byte strings (UTF-8) numbered from 0, found by their bytes: the start-up load reads words
// and names straight from the database's bytes, and makes a JavaScript string only for one it has not
// seen before. Open addressing over flat typed arrays.

const decoder = new TextDecoder();

/** FNV-1a over bytes[start, end). */
export function hashBytes(bytes: Uint8Array, start: number, end: number): number {
  let h = 0x811c9dc5;
  for (let i = start; i < end; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h;
}

/** A TokenTable as plain data (TextIndexParts). */
export interface TokenTableParts {
  strings: string[];
  hashes: Int32Array;
  starts: Int32Array;
  bytes: Uint8Array;
  table: Int32Array;
}

export class TokenTable {
  /** Id → the string. */
  readonly strings: string[] = [];
  private hashes: Int32Array = new Int32Array(64);
  /** Id → where its bytes start in `bytes`; its end is the next id's start. */
  private starts: Int32Array = new Int32Array(65);
  private bytes: Uint8Array = new Uint8Array(1024);
  /** Open addressing: id + 1, or 0 for an empty place. */
  private table: Int32Array = new Int32Array(128);

  get size(): number {
    return this.strings.length;
  }

  toParts(): TokenTableParts {
    const { strings, hashes, starts, bytes, table } = this;
    return { strings, hashes, starts, bytes, table };
  }

  static fromParts(parts: TokenTableParts): TokenTable {
    const table = new TokenTable();
    table.strings.push(...parts.strings);
    table.hashes = parts.hashes;
    table.starts = parts.starts;
    table.bytes = parts.bytes;
    table.table = parts.table;
    return table;
  }

  /**
   * The id of bytes[start, end) whose hashBytes is `hash`, numbering it if new. `text` is its string
   * when the caller has it (else it is decoded once, here).
   */
  intern(bytes: Uint8Array, start: number, end: number, hash: number, text?: string): number {
    const { table, hashes, starts } = this;
    const known = this.bytes;
    const mask = table.length - 1;
    const length = end - start;
    for (let i = hash & mask; ; i = (i + 1) & mask) {
      const entry = table[i]!;
      if (entry === 0) return this.add(bytes, start, end, hash, i, text);
      const id = entry - 1;
      if (hashes[id] !== hash) continue;
      const at = starts[id]!;
      if (starts[id + 1]! - at !== length) continue;
      let k = 0;
      while (k < length && known[at + k] === bytes[start + k]) k++;
      if (k === length) return id;
    }
  }

  /** Bytes held by the table. */
  get byteLength(): number {
    return this.hashes.byteLength + this.starts.byteLength + this.bytes.byteLength + this.table.byteLength;
  }

  private add(bytes: Uint8Array, start: number, end: number, hash: number, place: number, text?: string) {
    const id = this.strings.length;
    this.strings.push(text ?? decoder.decode(bytes.subarray(start, end)));
    if (id + 2 > this.starts.length) {
      this.hashes = grow32(this.hashes, this.hashes.length * 2);
      this.starts = grow32(this.starts, this.starts.length * 2);
    }
    const at = this.starts[id]!;
    if (at + end - start > this.bytes.length) {
      const next = new Uint8Array(Math.max(this.bytes.length * 2, at + end - start));
      next.set(this.bytes);
      this.bytes = next;
    }
    this.bytes.set(bytes.subarray(start, end), at);
    this.starts[id + 1] = at + end - start;
    this.hashes[id] = hash;
    this.table[place] = id + 1;
    if ((id + 1) * 2 > this.table.length) this.rehash();
    return id;
  }

  private rehash() {
    this.table = new Int32Array(this.table.length * 2);
    const mask = this.table.length - 1;
    for (let id = 0; id < this.strings.length; id++) {
      let i = this.hashes[id]! & mask;
      while (this.table[i] !== 0) i = (i + 1) & mask;
      this.table[i] = id + 1;
    }
  }
}

function grow32(from: Int32Array, size: number): Int32Array {
  const next = new Int32Array(size);
  next.set(from);
  return next;
}
