// The text half of the start-up load. Cutting a million descriptions into words is about half the
// load's work; with a large table it runs in a worker process (text-worker.ts) while this process
// reads the rows and fills the columns, so the load uses two cores. A process rather than a thread:
// building the postings allocates and drops ~150 MB of growing lists, and memory freed by a thread
// stays in this process's allocator (its RSS) for good, while a process gives all of it back when it
// exits; only the packed result (~70 MB at a million listings) comes back. The text goes over in
// batches of raw bytes, at most MAX_IN_FLIGHT at a time: the reading pauses when the worker falls
// behind. A small table is indexed in this process (the worker costs ~0.5 s to start).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, type Category } from '../../../db/reference/types.js';
import { TextIndex, type TextBytes, type TextIndexParts } from './text-index.js';
import { workerModule } from '../../lib/worker-module.js';

const copy = Buffer.prototype.copy as (
  this: Uint8Array,
  target: Uint8Array,
  targetStart: number,
  sourceStart: number,
  sourceEnd: number,
) => number;

/** Tables larger than this get a worker (~25,000 listings). */
export const WORKER_FROM_BYTES = 32 * 2 ** 20;
const BATCH_BYTES = 4 * 2 ** 20;
const MAX_IN_FLIGHT = 4;
/** Per listing in a batch: category, slot, and the lengths of title, make, model, variant, description. */
const RECORD_HEADER = 1 + 4 + 5 * 4;

/** What the worker is sent, and what it answers. */
export type ToWorker =
  | { type: 'reserve'; slots: number[] }
  | { type: 'batch'; buffer: ArrayBuffer; length: number }
  | { type: 'finish'; slots: number[]; dir: string };
/** The finished indexes come back in a file (v8.serialize'd TextIndexParts[], one per category). */
export type FromWorker = { type: 'free' } | { type: 'texts'; file: string; busyMs: number };

export interface TextBuilder {
  /** Whether the text is indexed in a worker, and how long it spent on it (for the load's log line). */
  readonly inWorker: boolean;
  readonly busyMs: number;
  add(category: Category, slot: number, text: TextBytes): void;
  /** A promise while the reading should wait (see readActiveListings). */
  backpressure(): Promise<void> | null;
  /** The finished text indexes, packed for stores of `slots` slots each. */
  finish(slots: Record<Category, number>): Promise<Record<Category, TextIndex>>;
  /** Stops the worker, if any (after finish, or when the load failed). */
  close(): Promise<void>;
}

/**
 * A builder for a load of about `counts` listings from a table of `tableBytes`: in a worker when the
 * table is at least `workerFromBytes`.
 */
export function textBuilderFor(
  counts: Record<Category, number>,
  tableBytes: number,
  workerFromBytes = WORKER_FROM_BYTES,
): TextBuilder {
  return tableBytes >= workerFromBytes ? new WorkerTextBuilder(counts) : new LocalTextBuilder(counts);
}

export class LocalTextBuilder implements TextBuilder {
  readonly inWorker = false;
  readonly busyMs = 0;
  private readonly texts = byCategory(() => new TextIndex());

  constructor(counts: Record<Category, number>) {
    for (const category of CATEGORIES) this.texts[category].reserve(counts[category]);
  }

  add(category: Category, slot: number, text: TextBytes): void {
    this.texts[category].addBytes(slot, text);
  }

  backpressure(): null {
    return null;
  }

  async finish(slots: Record<Category, number>): Promise<Record<Category, TextIndex>> {
    for (const category of CATEGORIES) this.texts[category].trim(slots[category]);
    return this.texts;
  }

  async close(): Promise<void> {}
}

export class WorkerTextBuilder implements TextBuilder {
  readonly inWorker = true;
  private readonly worker: ChildProcess;
  private batch: Uint8Array = new Uint8Array(BATCH_BYTES);
  private view: DataView = new DataView(this.batch.buffer);
  private at = 0;
  private inFlight = 0;
  private waiting: { resolve(): void; reject(error: unknown): void }[] = [];
  private failure: unknown = null;
  private done: { resolve(file: string): void; reject(error: unknown): void } | null = null;
  /** How long the worker spent indexing (for the load's log line). */
  busyMs = 0;
  private answered = false;

  constructor(counts: Record<Category, number>) {
    // TypeScript like the server (the same loader), or its compiled entry point in the built server.
    const worker = workerModule('text-worker', import.meta.url);
    this.worker = fork(fileURLToPath(worker.url), [], {
      execArgv: worker.execArgv,
      // Typed arrays go over as they are (structured clone), not as JSON.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.post({ type: 'reserve', slots: CATEGORIES.map((c) => counts[c]) });
    this.worker.on('message', (message: FromWorker) => {
      if (message.type === 'free') {
        this.inFlight--;
        if (this.inFlight < MAX_IN_FLIGHT) for (const w of this.waiting.splice(0)) w.resolve();
      } else {
        this.busyMs = message.busyMs;
        this.answered = true;
        this.done?.resolve(message.file);
      }
    });
    this.worker.on('error', (error) => this.fail(error));
    // Having answered, it ends by itself; before that, its end is a failure.
    this.worker.on('exit', (code, signal) => {
      if (!this.answered) this.fail(new Error(`The search index's text worker stopped (${code ?? signal})`));
    });
  }

  add(category: Category, slot: number, text: TextBytes): void {
    const { bytes, titleStart, makeStart, modelStart, variantStart, descriptionStart } = text;
    const title = text.titleEnd - titleStart;
    const make = text.makeEnd - makeStart;
    const model = text.modelEnd - modelStart;
    const variant = text.variantEnd - variantStart;
    const description = text.descriptionEnd - descriptionStart;
    const size = RECORD_HEADER + title + make + model + variant + description;
    if (this.at + size > this.batch.length) this.flush();
    if (size > this.batch.length) this.use(new Uint8Array(size));
    const { batch, view } = this;
    let at = this.at;
    batch[at] = CATEGORIES.indexOf(category);
    view.setInt32(at + 1, slot);
    view.setUint32(at + 5, title);
    view.setUint32(at + 9, make);
    view.setUint32(at + 13, model);
    view.setUint32(at + 17, variant);
    view.setUint32(at + 21, description);
    at += RECORD_HEADER;
    // Buffer's copy makes no view object per field, as subarray would.
    copy.call(bytes, batch, at, titleStart, titleStart + title);
    copy.call(bytes, batch, (at += title), makeStart, makeStart + make);
    copy.call(bytes, batch, (at += make), modelStart, modelStart + model);
    copy.call(bytes, batch, (at += model), variantStart, variantStart + variant);
    copy.call(bytes, batch, (at += variant), descriptionStart, descriptionStart + description);
    this.at = at + description;
  }

  backpressure(): Promise<void> | null {
    if (this.failure) return Promise.reject(this.failure);
    if (this.inFlight < MAX_IN_FLIGHT) return null;
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  async finish(slots: Record<Category, number>): Promise<Record<Category, TextIndex>> {
    this.flush();
    if (this.failure) throw this.failure;
    const file = await new Promise<string>((resolve, reject) => {
      this.done = { resolve, reject };
      this.post({ type: 'finish', slots: CATEGORIES.map((c) => slots[c]), dir: os.tmpdir() });
    });
    // Read whole, at once, rather than as a message: a 70 MB message arrives in a thousand pieces,
    // which stay behind in the allocator once joined.
    let parts: TextIndexParts[];
    try {
      parts = v8.deserialize(fs.readFileSync(file)) as TextIndexParts[];
    } finally {
      fs.rmSync(file, { force: true });
    }
    // Arrays of their own: views into the file's buffer would keep all of it (and some are copies).
    const texts = parts.map((p) => TextIndex.fromParts(ownArrays(p)));
    return byCategory((c) => texts[CATEGORIES.indexOf(c)]!);
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners('exit');
    if (this.worker.exitCode !== null || this.worker.signalCode !== null) return;
    const exited = new Promise((resolve) => this.worker.once('exit', resolve));
    this.worker.kill();
    await exited;
  }

  private flush() {
    if (this.at === 0) return;
    // The message is a copy: the batch is written again at once.
    this.post({ type: 'batch', buffer: this.batch.buffer as ArrayBuffer, length: this.at });
    this.inFlight++;
    this.at = 0;
    if (this.batch.length !== BATCH_BYTES) this.use(new Uint8Array(BATCH_BYTES));
  }

  private use(batch: Uint8Array) {
    this.batch = batch;
    this.view = new DataView(batch.buffer, batch.byteOffset, batch.byteLength);
    this.at = 0;
  }

  private post(message: ToWorker) {
    this.worker.send(message);
  }

  private fail(error: unknown) {
    this.failure ??= error;
    for (const w of this.waiting.splice(0)) w.reject(error);
    this.done?.reject(error);
  }
}

/** `value` with every typed array in it copied to one of its own size. */
function ownArrays<T>(value: T): T {
  if (ArrayBuffer.isView(value)) return (value as unknown as Int32Array).slice() as T;
  if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ownArrays(v)])) as T;
}

function byCategory<T>(make: (category: Category) => T): Record<Category, T> {
  return Object.fromEntries(CATEGORIES.map((c) => [c, make(c)])) as Record<Category, T>;
}
