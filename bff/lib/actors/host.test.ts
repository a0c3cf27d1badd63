// The machine host against a real database (in-memory PGlite, or a schema of its own on the
// PostgreSQL in DATABASE_URL): a small counter machine that emits, persisted and driven by events.
import type { Knex } from 'knex';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assign, emit, setup } from 'xstate';
import type { Db } from '../../../db/index.js';
import { createTestDb } from '../../testing/test-server.js';
import { DomainError } from '../errors.js';
import { ActorHost, VersionConflict, type MachineDefinition } from './host.js';

const counterEvents = v.variant('type', [
  v.object({
    type: v.literal('ADD'),
    by: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1')),
  }),
  v.object({ type: v.literal('PAUSE') }),
  v.object({ type: v.literal('RESUME') }),
  v.object({ type: v.literal('FINISH') }),
]);
type CounterEvent = v.InferOutput<typeof counterEvents>;
type CounterEmitted =
  | { type: 'opened'; name: string }
  | { type: 'added'; name: string; total: number }
  | { type: 'finished'; name: string; total: number };

const counterMachine = setup({
  types: {
    context: {} as { name: string; total: number },
    events: {} as CounterEvent,
    input: {} as { name: string },
    emitted: {} as CounterEmitted,
  },
  actions: {
    opened: emit(({ context }) => ({ type: 'opened' as const, name: context.name })),
    add: assign({ total: ({ context, event }) => context.total + (event.type === 'ADD' ? event.by : 0) }),
    added: emit(({ context }) => ({ type: 'added' as const, name: context.name, total: context.total })),
    finished: emit(({ context }) => ({
      type: 'finished' as const,
      name: context.name,
      total: context.total,
    })),
    explode: () => {
      throw new Error('the counter broke');
    },
  },
  guards: {
    fits: ({ context, event }) => event.type === 'ADD' && context.total + event.by <= 100,
    cursed: ({ event }) => event.type === 'ADD' && event.by === 66,
  },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({ name: input.name, total: 0 }),
  initial: 'counting',
  entry: 'opened',
  states: {
    counting: {
      on: {
        ADD: [
          { guard: 'cursed', actions: 'explode' },
          { guard: 'fits', actions: ['add', 'added'] },
        ],
        PAUSE: 'paused',
        FINISH: 'finished',
      },
    },
    paused: { on: { RESUME: 'counting', FINISH: 'finished' } },
    finished: { type: 'final', entry: 'finished' },
  },
});

/** The definition, with effects that write to counter_log in the host's transaction. */
function counterDefinition(
  extra: Partial<MachineDefinition<typeof counterMachine>> = {},
): MachineDefinition<typeof counterMachine> {
  return {
    name: 'counter',
    version: 1,
    machine: counterMachine,
    events: counterEvents,
    noun: 'counter',
    effects: {
      opened: async (trx, e) => {
        await trx('counter_log').insert({ name: e.name, what: 'opened' });
      },
      added: async (trx, e) => {
        if (e.total === 13) throw new Error('unlucky total');
        await trx('counter_log').insert({ name: e.name, what: `added:${e.total}` });
      },
      finished: async (trx, e) => {
        await trx('counter_log').insert({ name: e.name, what: `finished:${e.total}` });
      },
    },
    ...extra,
  };
}

let db: Db;
let drop: () => Promise<void>;
let knex: Knex;
let host: ActorHost;
const def = counterDefinition();

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
  knex = db.knex;
  await knex.schema.createTable('counter_log', (t) => {
    t.increments('id');
    t.text('name').notNullable();
    t.text('what').notNullable();
  });
  host = new ActorHost(knex);
}, 120_000);
afterAll(async () => drop?.());
beforeEach(async () => {
  await knex('counter_log').delete();
  await knex('actor_snapshots').delete();
});

const log = async (name: string) =>
  ((await knex('counter_log').where({ name }).orderBy('id').pluck('what')) as string[]).join(' ');

const create = (name: string, d = def) =>
  knex.transaction((trx) => host.create(trx, d, `counter:${name}`, { name }));
const send = (name: string, event: CounterEvent, d = def) =>
  knex.transaction((trx) => host.send(trx, d, `counter:${name}`, event));

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('ActorHost', () => {
  it('saves a new actor, running the effects its start emits, and reads it back', async () => {
    const created = await create('a');
    expect(created).toMatchObject({ id: 'counter:a', value: 'counting', status: 'active', version: 1 });
    expect(created.context).toEqual({ name: 'a', total: 0 });
    expect(await log('a')).toBe('opened');

    const row = await knex('actor_snapshots').where({ id: 'counter:a' }).first();
    expect(row).toMatchObject({ machine: 'counter', machine_version: 1, status: 'active', version: 1 });
    expect(row.state).toBe('counting');
    expect(await host.read(knex, def, 'counter:a')).toEqual(created);
    expect(await host.read(knex, def, 'counter:none')).toBeNull();
  });

  it('moves the actor on, saving the new version and the effects in one transaction', async () => {
    await create('b');
    await send('b', { type: 'ADD', by: 2 });
    const after = await send('b', { type: 'ADD', by: 3 });
    expect(after).toMatchObject({ value: 'counting', version: 3, context: { total: 5 } });
    const done = await send('b', { type: 'FINISH' });
    expect(done).toMatchObject({ value: 'finished', status: 'done', version: 4 });
    expect(await log('b')).toBe('opened added:2 added:5 finished:5');
    const row = await knex('actor_snapshots').where({ id: 'counter:b' }).first();
    expect(row).toMatchObject({ status: 'done', state: 'finished', version: 4 });
  });

  it('answers 409 when the id is taken, leaving the transaction usable', async () => {
    await create('c');
    await knex.transaction(async (trx) => {
      const error = await rejection(host.create(trx, def, 'counter:c', { name: 'c' }));
      expect(error).toMatchObject({ status: 409, code: 'ACTOR_EXISTS' });
      await trx('counter_log').insert({ name: 'c', what: 'still usable' });
    });
    expect(await log('c')).toBe('opened still usable');
  });

  it('answers 400 naming the field when an event is malformed', async () => {
    await create('d');
    const error = await rejection(send('d', { type: 'ADD', by: 1.5 }));
    expect(error).toMatchObject({ status: 400, code: 'INVALID_EVENT' });
    expect(error.message).toBe('by: must be a whole number');
    const unknown = await rejection(send('d', { type: 'JUMP' } as unknown as CounterEvent));
    expect(unknown.status).toBe(400);
    expect(unknown.message).toMatch(/^type: /);
  });

  it('answers 404 for an actor that does not exist', async () => {
    expect(await rejection(send('nobody', { type: 'PAUSE' }))).toMatchObject({ status: 404 });
  });

  it('answers 409 when the machine does not take the event in its state', async () => {
    await create('e');
    await send('e', { type: 'PAUSE' });
    const paused = await rejection(send('e', { type: 'ADD', by: 1 }));
    expect(paused).toMatchObject({ status: 409, code: 'EVENT_NOT_ACCEPTED' });
    expect(paused.message).toBe('ADD is not possible while the counter is paused');
    // A guard that says no is the same answer.
    await send('e', { type: 'RESUME' });
    expect((await rejection(send('e', { type: 'ADD', by: 101 }))).status).toBe(409);
    await send('e', { type: 'FINISH' });
    const finished = await rejection(send('e', { type: 'RESUME' }));
    expect(finished.message).toBe('RESUME is not possible while the counter is finished');
    expect((await host.read(knex, def, 'counter:e'))!.version).toBe(4);
  });

  it('refuses the second of two sends made from the same loaded version, and a retry succeeds', async () => {
    await create('f');
    // The first send's effect runs between its load and its save: a second send then loads the same
    // version and saves first, as a concurrent request would.
    let interleave = true;
    const racing = counterDefinition({
      effects: {
        added: async (trx) => {
          if (!interleave) return;
          interleave = false;
          await host.send(trx, def, 'counter:f', { type: 'ADD', by: 10 });
        },
      },
    });
    const error = await rejection(send('f', { type: 'ADD', by: 1 }, racing));
    expect(error).toBeInstanceOf(VersionConflict);
    expect(error).toMatchObject({ status: 409, code: 'VERSION_CONFLICT' });
    expect((await host.read(knex, def, 'counter:f'))!).toMatchObject({ version: 1, context: { total: 0 } });

    // With retries: the first try conflicts (and rolls back whole), the second goes through.
    interleave = true;
    let tries = 0;
    const counting = counterDefinition({
      effects: {
        added: async (trx, e, context) => {
          tries++;
          await racing.effects!.added!(trx, e, context);
        },
      },
    });
    const state = await host.sendWithRetry(knex, counting, 'counter:f', { type: 'ADD', by: 1 });
    expect(tries).toBe(2);
    expect(state).toMatchObject({ version: 2, context: { total: 1 } });
  });

  it('applies every one of several reports sent at once', async () => {
    await create('g');
    const slow = counterDefinition({
      effects: { added: () => new Promise((resolve) => setTimeout(resolve, 20)) },
    });
    await Promise.all(
      [1, 2, 3, 4].map((by) => host.sendWithRetry(knex, slow, 'counter:g', { type: 'ADD', by }, 10)),
    );
    expect((await host.read(knex, def, 'counter:g'))!).toMatchObject({ version: 5, context: { total: 10 } });
  });

  it('rolls the transition back when an effect fails', async () => {
    await create('h');
    await send('h', { type: 'ADD', by: 6 });
    await expect(send('h', { type: 'ADD', by: 7 })).rejects.toThrow('unlucky total');
    expect((await host.read(knex, def, 'counter:h'))!).toMatchObject({ version: 2, context: { total: 6 } });
    expect(await log('h')).toBe('opened added:6');
  });

  it('saves nothing when an action of the machine throws', async () => {
    await create('i');
    await expect(send('i', { type: 'ADD', by: 66 })).rejects.toThrow(
      'counter counter:i failed handling ADD: the counter broke',
    );
    expect((await host.read(knex, def, 'counter:i'))!).toMatchObject({ version: 1, status: 'active' });
  });

  it('resumes from the database in a new host, without repeating what the start emitted', async () => {
    await create('j');
    await send('j', { type: 'ADD', by: 4 });
    await send('j', { type: 'PAUSE' });
    const restarted = new ActorHost(knex);
    const state = await knex.transaction(async (trx) => {
      await restarted.send(trx, def, 'counter:j', { type: 'RESUME' });
      return restarted.send(trx, def, 'counter:j', { type: 'ADD', by: 5 });
    });
    expect(state).toMatchObject({ value: 'counting', version: 5, context: { total: 9 } });
    expect(await log('j')).toBe('opened added:4 added:9');
  });

  it('refuses a snapshot saved by another machine version unless the definition migrates it', async () => {
    await create('k');
    await send('k', { type: 'ADD', by: 3 });
    const v2 = counterDefinition({ version: 2 });
    const error = await rejection(send('k', { type: 'ADD', by: 1 }, v2));
    expect(error.code).toBe('MACHINE_VERSION');
    expect(error.message).toContain('saved by counter version 1; this process runs version 2');

    const migrating = counterDefinition({
      version: 2,
      migrate: (snapshot, from) => {
        expect(from).toBe(1);
        const s = snapshot as { context: { total: number } };
        return { ...s, context: { ...s.context, total: s.context.total * 10 } };
      },
    });
    expect(await send('k', { type: 'ADD', by: 1 }, migrating)).toMatchObject({ context: { total: 31 } });
    expect(await knex('actor_snapshots').where({ id: 'counter:k' }).first()).toMatchObject({
      machine_version: 2,
    });
  });
});
