// Two processes' workers on one PostgreSQL schema, each with its own connection pool: every job runs
// exactly once however their claims interleave. (PGlite is one connection: PostgreSQL only.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../../db/index.js';
import { loadConfig } from '../../config.js';
import { eventually } from '../../testing/eventually.js';
import { createTestDb } from '../../testing/test-server.js';
import { enqueue } from './queue.js';
import { sleep } from './test-helpers.js';
import { JobWorker } from './worker.js';

const url = loadConfig().databaseUrl;

describe.runIf(Boolean(url))('two workers on one database', () => {
  let a: Db;
  let b: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db: a, drop } = await createTestDb());
    b = await createDb({ databaseUrl: url, schema: a.schema });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await drop?.();
  });

  it('never runs the same job twice, whether driven by runOnce or by NOTIFY and polling', async () => {
    const runs = new Map<number, string[]>();
    const make = (db: Db, owner: string) =>
      new JobWorker(db, {
        owner,
        concurrency: 4,
        pollMs: 25,
        handlers: {
          test: {
            run: async (n: number) => {
              runs.set(n, [...(runs.get(n) ?? []), owner]);
              await sleep(Math.random() * 10);
            },
          },
        },
      });
    const wa = make(a, 'A');
    const wb = make(b, 'B');

    // Claims racing in lockstep.
    for (let i = 0; i < 60; i++) await enqueue(a.knex, { queue: 'test', payload: i });
    const drain = async (w: JobWorker) => {
      while (await w.runOnce());
    };
    await Promise.all([drain(wa), drain(wb)]);

    // Started workers woken by each other's enqueues.
    await Promise.all([wa.start(), wb.start()]);
    for (let i = 60; i < 120; i++) await enqueue(i % 2 ? a.knex : b.knex, { queue: 'test', payload: i });
    await eventually(
      async () =>
        expect(await a.knex('jobs').where({ state: 'done' }).count({ n: '*' }).first()).toEqual({ n: 120 }),
      10_000,
    );
    await Promise.all([wa.stop(), wb.stop()]);

    expect(runs.size).toBe(120);
    expect([...runs.values()].filter((owners) => owners.length !== 1)).toEqual([]);
    const by = (owner: string) => [...runs.values()].filter((o) => o[0] === owner).length;
    expect(by('A')).toBeGreaterThan(0);
    expect(by('B')).toBeGreaterThan(0);
    expect(await a.knex('jobs').where('attempts', '<>', 1).count({ n: '*' }).first()).toEqual({ n: 0 });
  });
});
