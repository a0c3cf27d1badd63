// Rows of a query as the database's binary COPY format, decoded from its bytes (index-load.ts says
// why). PostgreSQL: one COPY … TO STDOUT, streamed on one pooled connection and decoded as it arrives
// (one statement, so one snapshot). PGlite: keyset pages of COPY … TO '/dev/blob', each page a
// separate query so other queries (health checks) get the one connection in between.
import type { Knex } from 'knex';
import type { Submittable } from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** A column: its SQL, and its binary width (0: text, any length; -2: an int2 that may be null). */
export type CopyColumn = [sql: string, width: number];

/** Gets the bytes of a row and where each field is: field f at bounds[2f] to bounds[2f + 1]. */
export type RowHandler = (bytes: Uint8Array, bounds: Int32Array) => void;

const SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00];

export function int32(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
}

export function int16(bytes: Uint8Array, at: number): number {
  return (((bytes[at]! << 8) | bytes[at + 1]!) << 16) >> 16;
}

/**
 * Decodes the binary COPY format (a header, then per row a field count and each field as a length
 * and bytes, then -1) from chunks that may split rows anywhere, checking every field's width.
 */
export class CopyDecoder {
  rows = 0;
  /** The first field of the last row, as an int4 (the id: PGlite's pages go on from it). */
  lastId = 0;
  private headerRead = false;
  private ended = false;
  private pending: Uint8Array | null = null;
  private readonly bounds: Int32Array;

  constructor(
    private readonly columns: CopyColumn[],
    private readonly onRow: RowHandler,
  ) {
    this.bounds = new Int32Array(columns.length * 2);
  }

  write(chunk: Uint8Array): void {
    let bytes = chunk;
    if (this.pending) {
      bytes = new Uint8Array(this.pending.length + chunk.length);
      bytes.set(this.pending);
      bytes.set(chunk, this.pending.length);
      this.pending = null;
    }
    let at = 0;
    if (!this.headerRead) {
      if (bytes.length < 19) return this.keep(bytes, 0);
      for (let i = 0; i < SIGNATURE.length; i++)
        if (bytes[i] !== SIGNATURE[i]) throw new Error('search index load: not a binary COPY stream');
      at = 19 + int32(bytes, 15); // the header extension's length
      this.headerRead = true;
    }
    while (at < bytes.length) {
      if (this.ended) throw new Error('search index load: data after the end of the COPY stream');
      const next = this.row(bytes, at);
      if (next < 0) return this.keep(bytes, at);
      at = next;
    }
  }

  /** Expects a new stream (header and all): the next page of PGlite's. */
  restart(): void {
    this.pending = null;
    this.headerRead = false;
    this.ended = false;
  }

  /** Checks the stream ended where it should: after the trailer, with nothing left over. */
  end(): void {
    if (!this.ended || this.pending) throw new Error('search index load: the COPY stream was cut short');
  }

  /** Decodes the row at `at` and returns where the next starts, or -1 if the row is not all here. */
  private row(bytes: Uint8Array, at: number): number {
    if (at + 2 > bytes.length) return -1;
    const fields = int16(bytes, at);
    if (fields === -1) {
      this.ended = true;
      return at + 2;
    }
    const { columns, bounds } = this;
    if (fields !== columns.length)
      throw new Error(`search index load: ${fields} columns in a row, expected ${columns.length}`);
    let p = at + 2;
    for (let f = 0; f < fields; f++) {
      if (p + 4 > bytes.length) return -1;
      const length = int32(bytes, p);
      p += 4;
      const width = columns[f]![1];
      const ok = width === 0 ? length >= 0 : width === -2 ? length === 2 || length === -1 : length === width;
      if (!ok) throw new Error(`search index load: column ${columns[f]![0]} is ${length} bytes long`);
      bounds[2 * f] = p;
      // A null (length -1) has equal bounds: no non-null value here is empty but text.
      bounds[2 * f + 1] = p + Math.max(0, length);
      if (length > 0) p += length;
      if (p > bytes.length) return -1;
    }
    this.rows++;
    this.lastId = int32(bytes, bounds[0]!);
    this.onRow(bytes, bounds);
    return p;
  }

  /** Keeps bytes[at…] (a copy: a chunk's buffer may be reused once write returns) for the next chunk. */
  private keep(bytes: Uint8Array, at: number) {
    this.pending = bytes.slice(at);
  }
}

export interface CopyOptions {
  /** Rows per query on PGlite (the first column must be the int4 `id` the pages follow). */
  pageSize?: number;
  /**
   * Asked after each chunk: a promise means "wait for it before reading on" (the reading pauses; on
   * PostgreSQL the connection's socket stops being read, so the server waits too).
   */
  backpressure?: () => Promise<void> | null;
}

/**
 * Streams the rows of `select … from … where …` (no ORDER BY: PGlite's pages add theirs) to `onRow`
 * and resolves with how many there were.
 */
export async function copyRows(
  knex: Knex,
  select: string,
  columns: CopyColumn[],
  onRow: RowHandler,
  { pageSize = 20_000, backpressure = () => null }: CopyOptions = {},
): Promise<number> {
  const decoder = new CopyDecoder(columns, onRow);
  const client = knex.client as Knex.Client & { pglite?: PGlite };
  if (client.pglite) {
    for (let after = 0; ;) {
      // Both numbers are integers of ours (COPY takes no parameters).
      const sql = `copy (${select} and id > ${Math.trunc(after)} order by id limit ${Math.trunc(pageSize)}) to '/dev/blob' with (format binary)`;
      const connection = (await client.acquireConnection()) as PGlite;
      let blob: Blob | undefined;
      try {
        blob = (await connection.query(sql)).blob;
      } finally {
        await client.releaseConnection(connection);
      }
      const before = decoder.rows;
      decoder.restart();
      decoder.write(new Uint8Array(await blob!.arrayBuffer()));
      decoder.end();
      if (decoder.rows - before < pageSize) return decoder.rows;
      after = decoder.lastId;
      await backpressure();
    }
  }
  const connection = (await client.acquireConnection()) as { query(q: Submittable): unknown };
  try {
    await new Promise<void>((resolve, reject) => {
      connection.query(
        new CopyOut(
          `copy (${select}) to stdout with (format binary)`,
          decoder,
          backpressure,
          resolve,
          reject,
        ),
      );
    });
  } finally {
    await client.releaseConnection(connection);
  }
  return decoder.rows;
}

/**
 * A COPY … TO STDOUT for a `pg` Client (its query queue takes any object that submits itself and
 * handles the backend's messages): each CopyData goes to the decoder as it arrives, so nothing but
 * the current socket chunk is held, and requests are served between chunks.
 */
class CopyOut implements Submittable {
  private failed = false;
  private socket: { pause(): void; resume(): void } | null = null;
  private paused = false;

  constructor(
    private readonly text: string,
    private readonly decoder: CopyDecoder,
    private readonly backpressure: () => Promise<void> | null,
    private readonly resolve: () => void,
    private readonly reject: (error: unknown) => void,
  ) {}

  submit(connection: { query(text: string): void; stream?: { pause(): void; resume(): void } }) {
    this.socket = connection.stream ?? null;
    connection.query(this.text);
  }

  handleCopyData(message: { chunk: Uint8Array }) {
    if (this.failed) return;
    try {
      this.decoder.write(message.chunk);
      const wait = this.paused || !this.socket ? null : this.backpressure();
      if (wait) {
        // The messages already in this socket chunk still arrive; none after it until resumed.
        this.paused = true;
        this.socket!.pause();
        const resume = () => {
          this.paused = false;
          this.socket!.resume();
        };
        // A failure behind the wait (the text worker died) is the load's to report, not this one's.
        wait.then(resume, resume);
      }
    } catch (error) {
      // The rest of the stream is read and dropped; the connection stays usable.
      this.failed = true;
      this.reject(error);
    }
  }

  handleReadyForQuery() {
    if (this.failed) return;
    try {
      this.decoder.end();
      this.resolve();
    } catch (error) {
      this.reject(error);
    }
  }

  handleError(error: unknown) {
    this.failed = true;
    this.reject(error);
  }

  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyInResponse(connection: { sendCopyFail(message: string): void }) {
    connection.sendCopyFail('not a COPY FROM');
  }
}
