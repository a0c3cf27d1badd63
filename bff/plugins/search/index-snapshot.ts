// The search index on disk, so a restart need not read and index every listing again (ADR 9). One
// file: a line naming the format, a JSON header (what it holds, and the database it was read from),
// then each array's bytes, 8-byte aligned. Arrays are read straight into the arrays that keep them
// (the store's shared columns included): no copy of the file is held in memory.
import fs from 'node:fs';
import path from 'node:path';

const MAGIC = 'allmotors search index\n';

/** An array of the file: its key, its kind and its length in elements. */
interface ArrayEntry {
  key: string;
  kind: ArrayKind;
  length: number;
  offset: number;
}

const KINDS = {
  Uint8Array,
  Uint16Array,
  Uint32Array,
  Int32Array,
  Float32Array,
  Float64Array,
} as const;
type ArrayKind = keyof typeof KINDS;
export type SnapshotArray = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float32Array | Float64Array;

function kindOf(array: SnapshotArray): ArrayKind {
  const kind = array.constructor.name as ArrayKind;
  if (!(kind in KINDS)) throw new Error(`index snapshot: cannot store a ${array.constructor.name}`);
  return kind;
}

/** Writes `meta` and `arrays` to `file` (through a temporary file, so a reader never sees half of one). */
export function writeSnapshotFile(file: string, meta: object, arrays: [string, SnapshotArray][]): number {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const entries: ArrayEntry[] = [];
  let offset = 0;
  for (const [key, array] of arrays) {
    entries.push({ key, kind: kindOf(array), length: array.length, offset });
    offset += Math.ceil(array.byteLength / 8) * 8;
  }
  const header = Buffer.from(JSON.stringify({ meta, arrays: entries }));
  const start = Math.ceil((MAGIC.length + 4 + header.length) / 8) * 8;
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    const lead = Buffer.alloc(start);
    lead.write(MAGIC, 0, 'latin1');
    lead.writeUInt32LE(header.length, MAGIC.length);
    header.copy(lead, MAGIC.length + 4);
    fs.writeSync(fd, lead);
    for (const [i, [, array]] of arrays.entries()) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      fs.writeSync(fd, bytes, 0, bytes.length, start + entries[i]!.offset);
    }
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
  return start + offset;
}

export interface SnapshotReader {
  meta: unknown;
  /** The array stored under `key`, read into `into` (which must be its size) or into a new array. */
  read<T extends SnapshotArray>(key: string, into?: T): T;
  close(): void;
}

/** Opens a snapshot file, or gives null when there is none or it is not one. */
export function openSnapshotFile(file: string): SnapshotReader | null {
  let fd: number;
  try {
    fd = fs.openSync(file, 'r');
  } catch {
    return null;
  }
  try {
    const lead = Buffer.alloc(MAGIC.length + 4);
    if (
      fs.readSync(fd, lead, 0, lead.length, 0) !== lead.length ||
      lead.toString('latin1', 0, MAGIC.length) !== MAGIC
    )
      throw new Error('not a snapshot');
    const header = Buffer.alloc(lead.readUInt32LE(MAGIC.length));
    fs.readSync(fd, header, 0, header.length, lead.length);
    const { meta, arrays } = JSON.parse(header.toString()) as { meta: unknown; arrays: ArrayEntry[] };
    const start = Math.ceil((lead.length + header.length) / 8) * 8;
    const byKey = new Map(arrays.map((entry) => [entry.key, entry]));
    return {
      meta,
      read<T extends SnapshotArray>(key: string, into?: T): T {
        const entry = byKey.get(key);
        if (!entry) throw new Error(`index snapshot: no array ${key}`);
        const array = into ?? (new KINDS[entry.kind](entry.length) as unknown as T);
        if (kindOf(array) !== entry.kind || array.length !== entry.length)
          throw new Error(`index snapshot: ${key} is ${entry.length} of ${entry.kind}`);
        const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
        if (fs.readSync(fd, bytes, 0, bytes.length, start + entry.offset) !== bytes.length)
          throw new Error(`index snapshot: ${key} is cut short`);
        return array;
      },
      close: () => fs.closeSync(fd),
    };
  } catch {
    fs.closeSync(fd);
    return null;
  }
}
