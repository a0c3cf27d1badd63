// The change feed's trigger functions on listings and offers, written from the tables' columns as they
// are when a migration calls this. A row is a change when any column but the bookkeeping ones differs:
// a row comparison of those columns (a few µs a row; comparing to_jsonb of whole rows cost ~40 µs a
// row, a good part of a crawl's write time). (A column list on the triggers would skip bookkeeping-only
// statements altogether, but PostgreSQL refuses column lists on triggers with transition tables.)
// The triggers themselves are 20261123000200's. A migration that adds a column to either
// table calls installChangeFunctions again (bff/lib/changes/feed.test.ts fails until it does).
import type { Knex } from 'knex';

/** Written by every crawl pass and every edit: never a change on their own. */
export const BOOKKEEPING_COLUMNS = ['last_seen_at', 'updated_at'] as const;

export const CHANGE_TABLES = [
  { table: 'listings', fn: 'record_listing_changes', key: 'id' },
  { table: 'offers', fn: 'record_offer_changes', key: 'listing_id' },
] as const;

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
  for (const { table, fn, key } of CHANGE_TABLES) {
    const columns = await comparedColumns(knex, table);
    const row = (alias: string) => `(${columns.map((c) => `${alias}.${ident(c)}`).join(', ')})`;
    // One statement per raw call: PGlite refuses several in one prepared query.
    await knex.raw(`
create or replace function ${fn}() returns trigger language plpgsql
  set search_path from current as $fn$
begin
  if TG_OP = 'TRUNCATE' then
    insert into listing_changes (listing_id, kind, via) values (0, 'truncate', TG_TABLE_NAME);
  elsif TG_OP = 'INSERT' then
    insert into listing_changes (listing_id, kind, via)
      select distinct n.${key}, 'insert', TG_TABLE_NAME from new_rows n;
  elsif TG_OP = 'UPDATE' then
    insert into listing_changes (listing_id, kind, via)
      select distinct n.${key}, 'update', TG_TABLE_NAME
        from new_rows n join old_rows o on o.id = n.id
       where ${row('n')} is distinct from ${row('o')};
  else
    insert into listing_changes (listing_id, kind, via)
      select distinct o.${key}, 'delete', TG_TABLE_NAME from old_rows o;
  end if;
  perform pg_notify('listing_changes', TG_TABLE_SCHEMA);
  return null;
end
$fn$`);
  }
}
