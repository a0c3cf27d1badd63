// The dream garage's SQL: every statement is scoped to one person's rows.
import type { Knex } from 'knex';

export interface SavedRow {
  listing_id: number;
  notes: string;
  created_at: Date;
}

/** A person's saved cars whose listing is still active, newest first. */
export function savedRows(knex: Knex, userId: number, listingId?: number): Promise<SavedRow[]> {
  const q = knex('dream_garage as g')
    .join('listings as l', 'l.id', 'g.listing_id')
    .select('g.listing_id', 'g.notes', 'g.created_at')
    .where('g.user_id', userId)
    .andWhere('l.status', 'active')
    .orderBy([
      { column: 'g.created_at', order: 'desc' },
      { column: 'g.id', order: 'desc' },
    ]);
  if (listingId !== undefined) q.andWhere('g.listing_id', listingId);
  return q;
}

export async function isActiveListing(knex: Knex, id: number): Promise<boolean> {
  const row = await knex('listings').select('id').where({ id, status: 'active' }).first();
  return Boolean(row);
}

/** Inserts the row unless the person already saved that listing; true when a row was added. */
export async function insertSaved(knex: Knex, userId: number, listingId: number, notes: string) {
  const rows = await knex('dream_garage')
    .insert({ user_id: userId, listing_id: listingId, notes })
    .onConflict(['user_id', 'listing_id'])
    .ignore()
    .returning('id');
  return rows.length > 0;
}

// `returning` rather than the affected-row count, which the PGlite client does not report.
export async function deleteSaved(knex: Knex, userId: number, listingId: number): Promise<number> {
  const rows = await knex('dream_garage').where({ user_id: userId, listing_id: listingId }).delete('id');
  return rows.length;
}

export async function updateNotes(knex: Knex, userId: number, listingId: number, notes: string) {
  const rows = await knex('dream_garage')
    .where({ user_id: userId, listing_id: listingId })
    .update({ notes }, 'id');
  return rows.length;
}

export async function hasSaved(knex: Knex, userId: number, listingId: number): Promise<boolean> {
  const row = await knex('dream_garage')
    .select('id')
    .where({ user_id: userId, listing_id: listingId })
    .first();
  return Boolean(row);
}
