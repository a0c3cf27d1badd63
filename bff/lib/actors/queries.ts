// The SQL of the machine host: one row of actor_snapshots per hosted actor.
import type { Knex } from 'knex';
import type { ActorStatus } from './snapshot.js';

export interface SnapshotRow {
  id: string;
  machine: string;
  machine_version: number;
  status: ActorStatus;
  state: unknown;
  snapshot: unknown;
  version: number;
  created_at: Date;
  updated_at: Date;
}

export interface SnapshotWrite {
  machine: string;
  machineVersion: number;
  status: ActorStatus;
  state: unknown;
  snapshot: unknown;
}

export async function loadSnapshot(knex: Knex, id: string): Promise<SnapshotRow | undefined> {
  return (await knex('actor_snapshots').where({ id }).first()) as SnapshotRow | undefined;
}

/** Inserts a new actor's row at version 1; false when the id is taken. */
export async function insertSnapshot(knex: Knex, id: string, write: SnapshotWrite): Promise<boolean> {
  const rows = await knex('actor_snapshots')
    .insert({ id, ...columns(write), version: 1 })
    .onConflict('id')
    .ignore()
    .returning('id');
  return rows.length === 1;
}

/** Saves over the version that was loaded; false when someone else saved first. */
export async function saveSnapshot(
  knex: Knex,
  id: string,
  loadedVersion: number,
  write: SnapshotWrite,
): Promise<number | null> {
  const rows = (await knex('actor_snapshots')
    .where({ id, version: loadedVersion })
    .update({ ...columns(write), version: loadedVersion + 1, updated_at: knex.fn.now() })
    .returning('version')) as { version: number }[];
  return rows[0]?.version ?? null;
}

// jsonb values go as JSON text: pg would turn a top-level array into a PostgreSQL array literal.
const columns = (write: SnapshotWrite) => ({
  machine: write.machine,
  machine_version: write.machineVersion,
  status: write.status,
  state: JSON.stringify(write.state),
  snapshot: JSON.stringify(write.snapshot),
});
