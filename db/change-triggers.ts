// The change feed's trigger functions, written from the tables' columns as they are when a migration
// calls this. The feed carries everything a search answer shows: the listing itself, its offers, its
// uploaded photos, and its seller's name and town (a seller's change names every listing of the
// seller). A row is a change when any column but the bookkeeping ones differs: a row comparison of
// those columns (a few µs a row; comparing to_jsonb of whole rows cost ~40 µs a row, a good part of a
// crawl's write time). (A column list on the triggers would skip bookkeeping-only statements
// altogether, but PostgreSQL refuses column lists on triggers with transition tables.)
// The triggers themselves are 20261123000200's (listings, offers) and 20261130000100's (listing_photos,
// sellers). A migration that adds a column to one of these tables calls installChangeFunctions again
// (bff/lib/changes/feed.test.ts fails until it does).
import type { Knex } from 'knex';

/** Written by every crawl pass and every edit: never a change on their own. */
export const BOOKKEEPING_COLUMNS = ['last_seen_at', 'updated_at'] as const;

/**
 * The tables whose changes are changes to listings, and how a row names its listings: by a column of
 * its own (`key`), or as the seller of the listings whose `seller_id` it is (`seller`).
 */
export const CHANGE_TABLES = [
  { table: 'listings', fn: 'record_listing_changes', key: 'id' },
  { table: 'offers', fn: 'record_offer_changes', key: 'listing_id' },
  { table: 'listing_photos', fn: 'record_photo_changes', key: 'listing_id' },
  { table: 'sellers', fn: 'record_seller_changes', seller: true },
] as const;

export type ChangeTable = (typeof CHANGE_TABLES)[number];

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function comparedColumns(knex: Knex, table: string): Promise<string[]> {
  const rows = (await knex('information_schema.columns')
    .where({ table_name: table })
    .andWhereRaw('table_schema = current_schema()')
    .orderBy('ordinal_position')
    .select('column_name')) as { column_name: string }[];
  return rows
    .map((r) => r.column_name)
    .filter((c) => !(BOOKKEEPING_COLUMNS as readonly string[]).includes(c));
}

export async function installChangeFunctions(knex: Knex): Promise<void> {
  for (const entry of CHANGE_TABLES) {
    const columns = await comparedColumns(knex, entry.table);
    const row = (alias: string) => `(${columns.map((c) => `${alias}.${ident(c)}`).join(', ')})`;
    // The listings rows of transition table `alias` name: their key, or the seller's listings.
    const ids = (alias: string) =>
      'seller' in entry
        ? { pick: 'l.id', join: `join listings l on l.seller_id = ${alias}.id` }
        : { pick: `${alias}.${entry.key}`, join: '' };
    const n = ids('n');
    const o = ids('o');
    // One statement per raw call: PGlite refuses several in one prepared query.
    await knex.raw(`
create or replace function ${entry.fn}() returns trigger language plpgsql
  set search_path from current as $fn$
begin
  if TG_OP = 'TRUNCATE' then
    insert into listing_changes (listing_id, kind, via) values (0, 'truncate', TG_TABLE_NAME);
  elsif TG_OP = 'INSERT' then
    insert into listing_changes (listing_id, kind, via)
      select distinct ${n.pick}, 'insert', TG_TABLE_NAME from new_rows n ${n.join};
  elsif TG_OP = 'UPDATE' then
    insert into listing_changes (listing_id, kind, via)
      select distinct ${n.pick}, 'update', TG_TABLE_NAME
        from new_rows n join old_rows o on o.id = n.id ${n.join}
       where ${row('n')} is distinct from ${row('o')};
  else
    insert into listing_changes (listing_id, kind, via)
      select distinct ${o.pick}, 'delete', TG_TABLE_NAME from old_rows o ${o.join};
  end if;
  perform pg_notify('listing_changes', TG_TABLE_SCHEMA);
  return null;
end
$fn$`);
  }
}

/** The four statement triggers of the change feed on `table`, calling `fn` (see installChangeFunctions). */
export async function createChangeTriggers(knex: Knex, table: string, fn: string): Promise<void> {
  await knex.raw(
    `create trigger ${table}_changes_insert after insert on ${table}
       referencing new table as new_rows for each statement execute function ${fn}()`,
  );
  await knex.raw(
    `create trigger ${table}_changes_update after update on ${table}
       referencing new table as new_rows old table as old_rows for each statement execute function ${fn}()`,
  );
  await knex.raw(
    `create trigger ${table}_changes_delete after delete on ${table}
       referencing old table as old_rows for each statement execute function ${fn}()`,
  );
  // TRUNCATE fires no DELETE trigger and names no rows: record that everything went.
  await knex.raw(
    `create trigger ${table}_changes_truncate after truncate on ${table} for each statement execute function ${fn}()`,
  );
}

export async function dropChangeTriggers(knex: Knex, table: string, fn: string): Promise<void> {
  for (const op of ['truncate', 'delete', 'update', 'insert'])
    await knex.raw(`drop trigger if exists ${table}_changes_${op} on ${table}`);
  await knex.raw(`drop function if exists ${fn}()`);
}
