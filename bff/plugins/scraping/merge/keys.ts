// Registrations and VINs identify one active listing each (a unique index): the rules that keep a
// batch of writes from giving a plate to two listings.
import type { Knex } from 'knex';
import type { SourceRecord } from '../connectors/types.js';

/** Registrations and VINs of the records that active listings already hold. */
export async function heldKeys(trx: Knex.Transaction, records: SourceRecord[]) {
  const regs = records.flatMap((r) => (r.registration ? [r.registration] : []));
  const vins = records.flatMap((r) => (r.vin ? [r.vin] : []));
  const rows = (await trx('listings')
    .select('registration', 'vin')
    .where('status', 'active')
    .andWhere((q) => q.whereIn('registration', regs).orWhereIn('vin', vins))) as {
    registration: string | null;
    vin: string | null;
  }[];
  return {
    registrations: new Set(rows.flatMap((r) => (r.registration ? [r.registration] : []))),
    vins: new Set(rows.flatMap((r) => (r.vin ? [r.vin] : []))),
  };
}

/** A new listing keeps its registration and VIN only where no other active listing (or earlier row) has them. */
export function withoutHeldKeys<T extends { registration: string | null; vin: string | null }>(
  row: T,
  taken: { registrations: Set<string>; vins: Set<string> },
): T {
  const registration =
    row.registration && !taken.registrations.has(row.registration) ? row.registration : null;
  const vin = row.vin && !taken.vins.has(row.vin) ? row.vin : null;
  if (registration) taken.registrations.add(registration);
  if (vin) taken.vins.add(vin);
  return { ...row, registration, vin };
}

/** Within one statement, only the first row may claim a registration or VIN. */
export function onePerKey<T extends { registration: string | null; vin: string | null }>(rows: T[]): T[] {
  const taken = { registrations: new Set<string>(), vins: new Set<string>() };
  return rows.map((row) => withoutHeldKeys(row, taken));
}
