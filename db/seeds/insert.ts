// Bulk insert through unnest(): one statement per batch with one array parameter per column,
// which is 5-10× faster than multi-row VALUES and works the same on PostgreSQL and PGlite.
import type { Knex } from 'knex';

export type ColumnType =
  'int' | 'smallint' | 'text' | 'bool' | 'float8' | 'real' | 'numeric' | 'date' | 'timestamptz' | 'text[]';

export async function insertColumns<T>(
  knex: Knex,
  table: string,
  columns: [keyof T & string, ColumnType][],
  rows: T[],
): Promise<void> {
  if (rows.length === 0) return;
  const params = columns.map(([name, type]) =>
    rows.map((row) => {
      const value = row[name] as unknown;
      if (value == null) return null;
      if (type === 'text[]') return arrayLiteral(value as string[]);
      if (value instanceof Date) return value.toISOString();
      return value;
    }),
  );
  // Arrays of arrays cannot be unnested row by row, so text[] columns travel as array literals.
  const argTypes = columns.map(([, type]) => (type === 'text[]' ? 'text' : type));
  const selects = columns.map(([name, type]) => (type === 'text[]' ? `"${name}"::text[]` : `"${name}"`));
  const sql =
    `insert into "${table}" (${columns.map(([n]) => `"${n}"`).join(', ')}) ` +
    `select ${selects.join(', ')} from unnest(${argTypes.map((t) => `?::${t}[]`).join(', ')}) ` +
    `as u(${columns.map(([n]) => `"${n}"`).join(', ')})`;
  await knex.raw(sql, params as unknown as Knex.RawBinding[]);
}

/** A text[] value as PostgreSQL's array literal, for arrays of arrays passed through unnest(). */
export function arrayLiteral(items: string[]): string {
  return `{${items.map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
