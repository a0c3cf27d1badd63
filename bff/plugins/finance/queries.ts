// The finance applications' SQL.
import type { Knex } from 'knex';
import type { FinanceApplicationStatus } from './schemas.js';

export interface ApplicationRow {
  id: number;
  user_id: number | null;
  listing_id: number | null;
  status: FinanceApplicationStatus;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  annual_income: number;
  employment_status: string;
  credit_score: string;
  price: number | null;
  deposit: number | null;
  term_months: number | null;
  apr_basis_points: number | null;
  monthly_payment: number | null;
  created_at: Date;
  status_note: string | null;
  handled_by: string | null;
  updated_at: Date;
}

/** An application with the car it was priced for, as it reads now. */
export interface ApplicationWithListing extends ApplicationRow {
  listing_title: string | null;
  listing_price: number | null;
  listing_status: string | null;
}

export async function listingExists(knex: Knex, id: number): Promise<boolean> {
  return Boolean(await knex('listings').where({ id }).first('id'));
}

export async function insertApplication(
  knex: Knex,
  row: Omit<ApplicationRow, 'id' | 'status' | 'created_at' | 'status_note' | 'handled_by' | 'updated_at'>,
): Promise<ApplicationRow> {
  const [inserted] = await knex('finance_applications').insert(row).returning('*');
  return inserted as ApplicationRow;
}

const withListing = (knex: Knex) =>
  knex('finance_applications as f')
    .leftJoin('listings as l', 'l.id', 'f.listing_id')
    .select('f.*', 'l.title as listing_title', 'l.price as listing_price', 'l.status as listing_status');

/** Newest first, at most `limit`; only those in `status` when given. */
export async function listApplications(
  knex: Knex,
  filter: { status?: FinanceApplicationStatus; limit: number },
): Promise<ApplicationWithListing[]> {
  const q = withListing(knex).orderBy('f.created_at', 'desc').orderBy('f.id', 'desc').limit(filter.limit);
  if (filter.status) q.where('f.status', filter.status);
  return (await q) as ApplicationWithListing[];
}

export async function applicationById(
  knex: Knex,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ApplicationWithListing | undefined> {
  const q = withListing(knex).where('f.id', id).first();
  if (options.forUpdate) q.forUpdate('f');
  return (await q) as ApplicationWithListing | undefined;
}

export async function updateStatus(
  knex: Knex,
  id: number,
  change: { status: FinanceApplicationStatus; status_note: string | null; handled_by: string },
): Promise<void> {
  await knex('finance_applications')
    .where({ id })
    .update({ ...change, updated_at: knex.fn.now() });
}
