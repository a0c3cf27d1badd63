// Keeps the change feed small: forgets processes silent for a minute and deletes changes every
// live process has applied, once they are five minutes old (operators can still read recent ones).
import type { Knex } from 'knex';
import { prune, type PruneResult } from '../lib/changes/queries.js';

export const CONSUMER_DEAD_AFTER_MS = 60_000;
export const CHANGE_RETENTION_MS = 5 * 60_000;

export async function pruneChangeFeed(deps: { knex: Knex }): Promise<PruneResult | null> {
  return prune(deps.knex, { deadAfterMs: CONSUMER_DEAD_AFTER_MS, retainMs: CHANGE_RETENTION_MS });
}
