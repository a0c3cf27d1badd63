// `npm run bench:ingest`: throughput of merge/ingest.ts `ingestRecords`, the crawl's write path, without
// the crawl. Records come from the demo world (its postings through the JSON API connector: cross-listed
// vehicles, seller name and postcode variants, so matching has real work). Passes, each batch in a
// transaction of its own as a crawled page is, sources taken in turn as concurrent crawls interleave:
//   fresh        every record new, in batches of 100 (one page) into an empty schema, with an ANALYZE
//                every --analyze-every=10000 records as autovacuum would (0: none)
//   10% changed  the same records again with a tenth changed (price or mileage), batches of 100, then
//                again (another tenth) in batches of 5,000, three times (the median is the figure)
// (tables analyzed after the fresh pass, as autovacuum would have), plus seedDatabase's rate on the
// same database for comparison, the time per kind of statement (knex query events), and EXPLAIN
// ANALYZE of the costliest statements of a 10%-changed batch of 5,000 and of a page of new offers.
// PostgreSQL (DATABASE_URL, default the local test database; a schema of its own, dropped after) with
// --records=100000, then PGlite (a temporary folder) with --pglite-records=10000 (0 skips it).
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createDb, migrate, type Db } from '../../db/index.js';
import { PLATFORMS } from '../../db/reference/platforms.js';
import { seedDatabase } from '../../db/seeds/index.js';
import { parseJsonApi } from '../plugins/scraping/connectors/json-api.js';
import type { SourceRecord } from '../plugins/scraping/connectors/types.js';
import { ingestRecords } from '../plugins/scraping/merge/ingest.js';
import { apiPage } from '../world/render-api.js';
import { postingView } from '../world/view.js';
import { createWorld } from '../world/world.js';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const RECORDS = Number(args.get('records') ?? 100_000);
const PGLITE_RECORDS = Number(args.get('pglite-records') ?? 10_000);
const SEED_LISTINGS = Number(args.get('seed-listings') ?? 20_000);
/** During the fresh pass on PostgreSQL, ANALYZE after this many records (0: never), as autovacuum would. */
const ANALYZE_EVERY = Number(args.get('analyze-every') ?? 10_000);
const URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Postings per vehicle in the demo world (measured: 28,864 postings for 20,000 vehicles). */
const POSTINGS_PER_VEHICLE = 1.44;

type Batches = { source: { id: string; bit: number }; records: SourceRecord[] }[];

/** About `n` records from a world of n / 1.44 vehicles, by platform, as the API connector reads them. */
function worldRecords(n: number): Map<string, SourceRecord[]> {
  const world = createWorld({ vehicles: Math.ceil(n / POSTINGS_PER_VEHICLE), faults: false, seed: 5 });
  const out = new Map<string, SourceRecord[]>();
  for (const p of PLATFORMS) {
    const base = `http://${p.id}.localhost:3001`;
    const records: SourceRecord[] = [];
    for (let after = 0; ;) {
      const { items, nextSeq } = world.window(p.id, after, 200);
      const page = parseJsonApi(
        apiPage(
          items.map((i) => postingView(i, base)),
          0,
          null,
        ),
        `${base}/api`,
      );
      records.push(...page.records);
      if (nextSeq === null) break;
      after = nextSeq;
    }
    out.set(p.id, records);
  }
  return out;
}

/** Batches of `size`, one source after another in turn (as the sources' crawls interleave). */
function batches(bySource: Map<string, SourceRecord[]>, size: number): Batches {
  const queues = PLATFORMS.map((p) => ({ source: { id: p.id, bit: p.bit }, left: bySource.get(p.id) ?? [] }));
  const out: Batches = [];
  while (queues.some((q) => q.left.length)) {
    for (const q of queues) {
      if (!q.left.length) continue;
      out.push({ source: q.source, records: q.left.slice(0, size) });
      q.left = q.left.slice(size);
    }
  }
  return out;
}

/** A copy with a tenth of the records changed: the price down 3% or the mileage up 150 miles. */
function changeTenth(bySource: Map<string, SourceRecord[]>, salt: number): Map<string, SourceRecord[]> {
  let i = 0;
  const out = new Map<string, SourceRecord[]>();
  for (const [id, records] of bySource)
    out.set(
      id,
      records.map((r) => {
        const k = (i++ * 2654435761 + salt) >>> 0;
        if (k % 10 !== 0) return r;
        return k % 20 === 0
          ? { ...r, pricePence: Math.round(r.pricePence * 0.97) }
          : { ...r, mileage: r.mileage + 150 };
      }),
    );
  return out;
}

/** Time per kind of statement: the first words of its SQL. */
function statementTimer(knex: Knex) {
  const started = new Map<string, { t: number; sql: string }>();
  const totals = new Map<string, { ms: number; n: number }>();
  const kind = (sql: string) =>
    sql
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 70)
      .replace(/\$\d+|\?/g, '?');
  knex.on('query', (q: { __knexQueryUid: string; sql: string }) =>
    started.set(q.__knexQueryUid, { t: performance.now(), sql: q.sql }),
  );
  knex.on('query-response', (_r: unknown, q: { __knexQueryUid: string }) => {
    const s = started.get(q.__knexQueryUid);
    if (!s) return;
    started.delete(q.__knexQueryUid);
    const k = kind(s.sql);
    const t = totals.get(k) ?? { ms: 0, n: 0 };
    t.ms += performance.now() - s.t;
    t.n++;
    totals.set(k, t);
  });
  return {
    reset: () => totals.clear(),
    top: (n: number) => [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, n),
    totalMs: () => [...totals.values()].reduce((sum, t) => sum + t.ms, 0),
  };
}

async function pass(
  db: Db,
  label: string,
  work: Batches,
  timer: ReturnType<typeof statementTimer>,
  analyzeEvery = 0,
) {
  timer.reset();
  const count = work.reduce((n, b) => n + b.records.length, 0);
  const totals = { added: 0, updated: 0, unchanged: 0 };
  const t0 = performance.now();
  let sinceAnalyze = 0;
  for (const b of work) {
    // Autovacuum would analyze the growing tables now and then (it is off on some servers, this
    // machine's included); without statistics the planner scans whole tables.
    if (analyzeEvery && (sinceAnalyze += b.records.length) >= analyzeEvery) {
      sinceAnalyze = 0;
      await db.knex.raw('analyze listings, offers, sellers');
    }
    const r = await db.knex.transaction((trx) => ingestRecords(trx, b.source, b.records));
    totals.added += r.added;
    totals.updated += r.updated;
    totals.unchanged += r.unchanged;
  }
  const s = (performance.now() - t0) / 1000;
  console.log(
    `${label.padEnd(34)} ${String(count).padStart(7)} records in ${s.toFixed(1).padStart(6)} s = ${String(Math.round(count / s)).padStart(6)} records/s  (added ${totals.added}, updated ${totals.updated}, unchanged ${totals.unchanged}; load ${os.loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    `    ${((100 * timer.totalMs()) / 1000 / s).toFixed(0).padStart(3)}%  in SQL statements (the rest: hashing, matching, building statements)`,
  );
  for (const [sql, t] of timer.top(5))
    console.log(
      `    ${((100 * t.ms) / 1000 / s).toFixed(0).padStart(3)}%  ${t.n.toString().padStart(5)}×  ${sql}`,
    );
  return count / s;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement one batch runs: each is first run under EXPLAIN inside
 * a savepoint that is rolled back, on the same connection, then for real; the whole batch is rolled
 * back at the end. Prints the three slowest plans.
 */
async function explainBatch(db: Db, batch: Batches[number]) {
  type PgConn = { query(sql: string, values: unknown[]): Promise<{ rows: Record<string, string>[] }> };
  // On the dialect's prototype: a transaction's client is a fresh object made from it.
  const client = Object.getPrototypeOf(db.knex.client) as {
    _query(conn: PgConn, obj: { sql: string; bindings?: unknown[] }): unknown;
  };
  const original = client._query;
  const plans: { ms: number; sql: string; plan: string }[] = [];
  client._query = async function (conn, obj) {
    if (/^\s*(with|update|insert|select)/i.test(obj.sql)) {
      await conn.query('savepoint bench_explain', []);
      const t = performance.now();
      const { rows } = await conn.query(`explain (analyze, buffers) ${obj.sql}`, obj.bindings ?? []);
      plans.push({
        ms: performance.now() - t,
        sql: obj.sql,
        // A long IN list or array literal is noise: each plan line cut to 160 characters.
        plan: rows.map((r) => r['QUERY PLAN']!.slice(0, 160)).join('\n'),
      });
      await conn.query('rollback to savepoint bench_explain', []);
    }
    return original.call(this, conn, obj);
  };
  try {
    await db.knex.transaction(async (trx) => {
      await ingestRecords(trx, batch.source, batch.records);
      throw new Error('rollback');
    });
  } catch (error) {
    if ((error as Error).message !== 'rollback') throw error;
  } finally {
    client._query = original;
  }
  for (const p of plans.sort((a, b) => b.ms - a.ms).slice(0, 3)) {
    console.log(`\n-- ${p.ms.toFixed(0)} ms: ${p.sql.replace(/\s+/g, ' ').slice(0, 110)}`);
    console.log(p.plan);
  }
}

async function run(label: string, open: () => Promise<Db>, n: number, drop: (db: Db) => Promise<void>) {
  const t = performance.now();
  const bySource = worldRecords(n);
  const total = [...bySource.values()].reduce((a, r) => a + r.length, 0);
  console.log(
    `\n${label}: ${total} records from the demo world, generated in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const db = await open();
  await migrate(db);
  const timer = statementTimer(db.knex);
  if (db.kind === 'postgres' && ANALYZE_EVERY) console.log(`(analyze every ${ANALYZE_EVERY} records)`);
  await pass(
    db,
    'fresh, batches of 100',
    batches(bySource, 100),
    timer,
    db.kind === 'postgres' ? ANALYZE_EVERY : 0,
  );
  const [row] = (await db.knex('listings').count({ n: '*' })) as { n: number }[];
  console.log(`    → ${row!.n} listings`);
  // What autovacuum would have done by now (it is off on some servers, this machine's included).
  if (db.kind === 'postgres') {
    const { rows } = (await db.knex.raw('show autovacuum')) as { rows: { autovacuum: string }[] };
    const autovacuum = rows[0]?.autovacuum;
    const t = performance.now();
    await db.knex.raw('analyze listings, offers, sellers');
    console.log(`    (autovacuum ${autovacuum}; analyze took ${Math.round(performance.now() - t)} ms)`);
  }
  const changedA = changeTenth(bySource, 1);
  await pass(db, '10% changed, batches of 100', batches(changedA, 100), timer);
  // Three times over (another tenth changed each time): this machine's figures vary by ±10% run to run.
  let changedB = changedA;
  const rates: number[] = [];
  for (let i = 1; i <= 3; i++) {
    changedB = changeTenth(changedB, 7 * i);
    rates.push(await pass(db, `10% changed, batches of 5,000 (${i})`, batches(changedB, 5000), timer));
  }
  console.log(`    median ${Math.round(rates.sort((a, b) => a - b)[1]!)} records/s`);
  if (db.kind === 'postgres') {
    const sample = batches(changeTenth(changedB, 13), 5000)[0]!;
    console.log(`\nplans of one 10%-changed batch of ${sample.records.length} (${sample.source.id}):`);
    await explainBatch(db, sample);
    // New offers: half the same vehicles under new ids (matched by registration), half new vehicles.
    const fresh = sample.records.slice(0, 100).map((r, i) => ({
      ...r,
      externalId: `${r.externalId}-new`,
      ...(i % 2 ? { registration: null, vin: null, seller: { ...r.seller, postcode: 'ZE1 0AA' } } : {}),
    }));
    console.log(`\nplans of one page of 100 new offers (${sample.source.id}):`);
    await explainBatch(db, { source: sample.source, records: fresh });
  }
  await drop(db);

  const seedDb = await open();
  await migrate(seedDb);
  const s0 = performance.now();
  const seedN = db.kind === 'postgres' ? SEED_LISTINGS : Math.min(SEED_LISTINGS, n);
  const seeded = await seedDatabase(seedDb.knex, { listings: seedN, seed: 5 });
  const ss = (performance.now() - s0) / 1000;
  console.log(
    `\nseedDatabase for comparison: ${seeded.listings} listings (${seeded.offers} offers) in ${ss.toFixed(1)} s = ${Math.round(seeded.listings / ss)} listings/s`,
  );
  await drop(seedDb);
}

const schema = `bench_ingest_${randomBytes(3).toString('hex')}`;
await run(
  `PostgreSQL (schema ${schema})`,
  () => createDb({ databaseUrl: URL, schema }),
  RECORDS,
  async (db) => {
    await db.knex.raw('drop schema if exists ?? cascade', [schema]);
    await db.close();
  },
);
if (PGLITE_RECORDS > 0) {
  let dir = '';
  await run(
    'PGlite (on disk)',
    async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ingest-'));
      return createDb({ dataDir: dir });
    },
    PGLITE_RECORDS,
    async (db) => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );
}
