import type { Knex } from 'knex';

// Triggers that fill the change feed, whoever writes: the API, a seed, a migration, an operator's
// SQL, the crawler. Statement-level with transition tables, so a bulk write of a million rows is one
// INSERT … SELECT, not a million trigger calls. An UPDATE that changes nothing but bookkeeping
// (last_seen_at, updated_at: a crawler re-seeing an unchanged car) is not a change. NOTIFY wakes
// listeners at commit; the payload is the schema, so processes on other schemas of the same
// database ignore it. PostgreSQL folds identical notifications of one transaction into one. The
// function keeps the search path it was created with, so an operator's session with another path
// still writes to this schema's feed. A TRUNCATE fires no DELETE trigger and names no rows: it is
// recorded as one 'truncate' row, and every process rebuilds its index.
const FUNCTION = `
create or replace function record_listing_changes() returns trigger language plpgsql
  set search_path from current as $fn$
begin
  if TG_OP = 'TRUNCATE' then
    insert into listing_changes (listing_id, kind, via) values (0, 'truncate', TG_TABLE_NAME);
  elsif TG_OP = 'INSERT' then
    insert into listing_changes (listing_id, kind, via)
      select distinct n.LISTING_KEY, 'insert', TG_TABLE_NAME from new_rows n;
  elsif TG_OP = 'UPDATE' then
    insert into listing_changes (listing_id, kind, via)
      select distinct n.LISTING_KEY, 'update', TG_TABLE_NAME
        from new_rows n join old_rows o on o.id = n.id
       where to_jsonb(n) - 'last_seen_at' - 'updated_at' is distinct from to_jsonb(o) - 'last_seen_at' - 'updated_at';
  else
    insert into listing_changes (listing_id, kind, via)
      select distinct o.LISTING_KEY, 'delete', TG_TABLE_NAME from old_rows o;
  end if;
  perform pg_notify('listing_changes', TG_TABLE_SCHEMA);
  return null;
end
$fn$`;

const TABLES = [
  { table: 'listings', fn: 'record_listing_changes', key: 'id' },
  { table: 'offers', fn: 'record_offer_changes', key: 'listing_id' },
] as const;

export async function up(knex: Knex): Promise<void> {
  for (const { table, fn, key } of TABLES) {
    // One statement per raw call: PGlite refuses several in one prepared query.
    await knex.raw(FUNCTION.replace('record_listing_changes', fn).replaceAll('LISTING_KEY', key));
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
}

export async function down(knex: Knex): Promise<void> {
  for (const { table, fn } of [...TABLES].reverse()) {
    for (const op of ['truncate', 'delete', 'update', 'insert'])
      await knex.raw(`drop trigger if exists ${table}_changes_${op} on ${table}`);
    await knex.raw(`drop function if exists ${fn}()`);
  }
}
