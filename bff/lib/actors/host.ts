// The one machine host (GUIDE 10): every persisted workflow (a scraping run; later a dealer
// application review, a video render) is driven through here. An event is validated, the actor is
// restored from its row, sent the event, its emitted effects run in the caller's transaction, and the
// new snapshot is saved over the version that was loaded; then the actor is stopped. Nothing stays in
// memory between events, so any process can take the next one.
import type { Knex } from 'knex';
import * as v from 'valibot';
import {
  createActor,
  type Actor,
  type AnyStateMachine,
  type ContextFrom,
  type EmittedFrom,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type StateValue,
} from 'xstate';
import { createError, DomainError, notFound } from '../errors.js';
import { issuesMessage } from '../validate.js';
import {
  insertSnapshot,
  loadSnapshot,
  saveSnapshot,
  type SnapshotRow,
  type SnapshotWrite,
} from './queries.js';
import {
  describeState,
  persistedSnapshot,
  type ActorStatus,
  type PersistedMachineSnapshot,
} from './snapshot.js';

type Emitted<TMachine extends AnyStateMachine> = EmittedFrom<TMachine> & EventObject;

export interface MachineDefinition<TMachine extends AnyStateMachine> {
  /** Stored in actor_snapshots.machine; the prefix of the actors' ids by convention ('scrape_run'). */
  name: string;
  /** Bump when a change makes old snapshots unrestorable (a state renamed, the context reshaped). */
  version: number;
  machine: TMachine;
  /** The events the machine takes: checked before anything is sent (a bad one is a 400). */
  events: v.GenericSchema<any, EventFromLogic<TMachine>>;
  /** What the actor is called in messages ('run' → 'CANCEL is not possible while the run is …'). */
  noun?: string;
  /**
   * What each `emit()`ted event does to the rest of the database: run in order, in the transaction
   * that saves the snapshot, before it is saved. A failing effect rolls the transition back.
   */
  effects?: {
    [K in Emitted<TMachine>['type']]?: (
      trx: Knex.Transaction,
      emitted: Extract<Emitted<TMachine>, { type: K }>,
      context: ContextFrom<TMachine>,
    ) => Promise<void>;
  };
  /** Turns a snapshot saved by an older version of the machine into one this version restores. */
  migrate?: (snapshot: unknown, fromVersion: number) => unknown;
}

export interface HostedState<TMachine extends AnyStateMachine = AnyStateMachine> {
  id: string;
  value: StateValue;
  context: ContextFrom<TMachine>;
  status: ActorStatus;
  /** The row's optimistic-lock version after this save. */
  version: number;
  snapshot: PersistedMachineSnapshot<TMachine>;
}

/** Someone else saved the actor between our load and our save: retry from a fresh load. */
export class VersionConflict extends DomainError {
  constructor(
    readonly actorId: string,
    readonly loadedVersion: number,
  ) {
    super('VERSION_CONFLICT', `${actorId} was changed by another request; try again`, 409);
  }
}

export const isVersionConflict = (error: unknown): error is VersionConflict =>
  error instanceof VersionConflict;

export class ActorHost {
  /** The host's own connection, for callers that have no transaction of their own. */
  constructor(readonly knex: Knex) {}

  /** Starts a new actor from `input` and saves it. A taken id is a 409 (the transaction stays usable). */
  async create<TMachine extends AnyStateMachine>(
    trx: Knex.Transaction,
    def: MachineDefinition<TMachine>,
    id: string,
    input: InputFrom<TMachine>,
  ): Promise<HostedState<TMachine>> {
    const actor = createActor(def.machine as AnyStateMachine, { input });
    const { snapshot, emitted } = drive(def, id, actor, 'start');
    if (!(await insertSnapshot(trx, id, toWrite(def, snapshot))))
      throw createError('ACTOR_EXISTS', `${id} already exists`, 409);
    await runEffects(trx, def, emitted, snapshot);
    return hosted(id, snapshot, 1);
  }

  /** Sends one event to a saved actor in the caller's transaction (see the file comment). */
  async send<TMachine extends AnyStateMachine>(
    trx: Knex.Transaction,
    def: MachineDefinition<TMachine>,
    id: string,
    event: EventFromLogic<TMachine>,
  ): Promise<HostedState<TMachine>> {
    const parsed = v.safeParse(def.events, event);
    if (!parsed.success) throw createError('INVALID_EVENT', issuesMessage(parsed.issues), 400);
    const row = await loadSnapshot(trx, id);
    if (!row) throw notFound(id);
    const actor = createActor(def.machine as AnyStateMachine, { snapshot: restorable(def, row) });
    const before = actor.getSnapshot();
    if (row.status !== 'active' || !before.can(parsed.output)) {
      const noun = def.noun ?? def.name.replace(/_/g, ' ');
      throw createError(
        'EVENT_NOT_ACCEPTED',
        `${parsed.output.type} is not possible while the ${noun} is ${describeState(before.value)}`,
        409,
      );
    }
    const { snapshot, emitted } = drive(def, id, actor, parsed.output);
    await runEffects(trx, def, emitted, snapshot);
    const version = await saveSnapshot(trx, id, row.version, toWrite(def, snapshot));
    if (version === null) throw new VersionConflict(id, row.version);
    return hosted(id, snapshot, version);
  }

  /**
   * `send` in a transaction of its own, tried again when another writer saved the actor first (jobs
   * reporting back at the same moment). Other errors, and the last conflict, are thrown.
   */
  async sendWithRetry<TMachine extends AnyStateMachine>(
    knex: Knex,
    def: MachineDefinition<TMachine>,
    id: string,
    event: EventFromLogic<TMachine>,
    attempts = 5,
  ): Promise<HostedState<TMachine>> {
    return this.retryOnConflict(knex, (trx) => this.send(trx, def, id, event), attempts);
  }

  /**
   * `work` (which sends to an actor, beside domain writes) in a transaction of its own, run again when
   * another writer saved the actor's snapshot first.
   */
  async retryOnConflict<T>(
    knex: Knex,
    work: (trx: Knex.Transaction) => Promise<T>,
    attempts = 5,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await knex.transaction(work);
      } catch (error) {
        if (!isVersionConflict(error) || attempt >= attempts) throw error;
        // A little jitter so two writers that collided do not collide again.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
      }
    }
  }

  /** The saved state, without restoring the machine; null when there is no such actor. */
  async read<TMachine extends AnyStateMachine>(
    knex: Knex,
    def: MachineDefinition<TMachine>,
    id: string,
  ): Promise<HostedState<TMachine> | null> {
    const row = await loadSnapshot(knex, id);
    if (!row) return null;
    return hosted(id, restorable(def, row, { lenient: true }), row.version);
  }
}

/** The stored snapshot in the shape this definition restores, or a clear error. */
function restorable<TMachine extends AnyStateMachine>(
  def: MachineDefinition<TMachine>,
  row: SnapshotRow,
  options: { lenient?: boolean } = {},
): PersistedMachineSnapshot<TMachine> {
  if (row.machine !== def.name)
    throw createError('MACHINE_MISMATCH', `${row.id} is a ${row.machine}, not a ${def.name}`, 500);
  if (row.machine_version === def.version || (options.lenient && !def.migrate))
    return row.snapshot as PersistedMachineSnapshot<TMachine>;
  if (!def.migrate)
    throw createError(
      'MACHINE_VERSION',
      `${row.id} was saved by ${def.name} version ${row.machine_version}; this process runs version ` +
        `${def.version} and has no migrate() for it`,
      500,
    );
  return def.migrate(row.snapshot, row.machine_version) as PersistedMachineSnapshot<TMachine>;
}

/** Starts the actor, sends the event (or only starts it), and collects what it emitted. */
function drive<TMachine extends AnyStateMachine>(
  def: MachineDefinition<TMachine>,
  id: string,
  actor: Actor<AnyStateMachine>,
  event: EventObject | 'start',
): { snapshot: PersistedMachineSnapshot<TMachine>; emitted: EventObject[] } {
  const emitted: EventObject[] = [];
  let failure: { error: unknown } | null = null;
  actor.on('*', (e: EventObject) => emitted.push(e));
  // An error observer keeps XState from rethrowing a failed action on a timer.
  actor.subscribe({ error: (error) => (failure = { error }) });
  try {
    actor.start();
    if (event !== 'start') actor.send(event);
    const snapshot = persistedSnapshot(actor as Actor<TMachine>);
    if (failure || snapshot.status === 'error') {
      const cause = (failure as { error: unknown } | null)?.error ?? snapshot.error;
      const what = event === 'start' ? 'starting' : `handling ${event.type}`;
      throw new Error(`${def.name} ${id} failed ${what}: ${(cause as Error)?.message ?? cause}`, { cause });
    }
    return { snapshot, emitted };
  } finally {
    actor.stop();
  }
}

async function runEffects<TMachine extends AnyStateMachine>(
  trx: Knex.Transaction,
  def: MachineDefinition<TMachine>,
  emitted: EventObject[],
  snapshot: PersistedMachineSnapshot<TMachine>,
): Promise<void> {
  const effects = (def.effects ?? {}) as Record<
    string,
    ((trx: Knex.Transaction, e: EventObject, context: unknown) => Promise<void>) | undefined
  >;
  for (const event of emitted) await effects[event.type]?.(trx, event, snapshot.context);
}

const toWrite = <TMachine extends AnyStateMachine>(
  def: MachineDefinition<TMachine>,
  snapshot: PersistedMachineSnapshot<TMachine>,
): SnapshotWrite => ({
  machine: def.name,
  machineVersion: def.version,
  status: snapshot.status,
  state: snapshot.value,
  snapshot,
});

const hosted = <TMachine extends AnyStateMachine>(
  id: string,
  snapshot: PersistedMachineSnapshot<TMachine>,
  version: number,
): HostedState<TMachine> => ({
  id,
  value: snapshot.value,
  context: snapshot.context,
  status: snapshot.status,
  version,
  snapshot,
});
