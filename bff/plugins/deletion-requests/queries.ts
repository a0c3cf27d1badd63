// The deletion requests' own SQL (the erasure of a person's data is erase.ts).
import type { Knex } from 'knex';
import type { DeletionOutcome, DeletionStatus, RetentionPeriod } from './schemas.js';

export interface RequestRow {
  id: number;
  email: string;
  reason: string | null;
  retention_period: RetentionPeriod;
  status: DeletionStatus;
  token_hash: string | null;
  token_expires_at: Date;
  confirmed_at: Date | null;
  due_at: Date | null;
  processed_at: Date | null;
  processed_by: string | null;
  forced: boolean;
  outcome: DeletionOutcome | null;
  created_at: Date;
}

export async function insertRequest(
  knex: Knex,
  row: Pick<RequestRow, 'email' | 'reason' | 'retention_period' | 'token_hash' | 'token_expires_at'>,
): Promise<RequestRow> {
  const [inserted] = await knex('deletion_requests').insert(row).returning('*');
  return inserted as RequestRow;
}

export async function byTokenHash(knex: Knex, hash: string): Promise<RequestRow | undefined> {
  return (await knex('deletion_requests').where({ token_hash: hash }).forUpdate().first()) as
    RequestRow | undefined;
}

export async function byIdForUpdate(knex: Knex, id: number): Promise<RequestRow | undefined> {
  return (await knex('deletion_requests').where({ id }).forUpdate().first()) as RequestRow | undefined;
}

export async function listRequests(knex: Knex, status?: DeletionStatus): Promise<RequestRow[]> {
  const query = knex('deletion_requests').orderBy('id', 'desc').limit(200);
  if (status) query.where({ status });
  return (await query) as RequestRow[];
}
