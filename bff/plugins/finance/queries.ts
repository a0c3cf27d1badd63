// The finance applications' SQL.
import type { Knex } from 'knex';

export interface ApplicationRow {
  id: number;
  user_id: number | null;
  listing_id: number | null;
  status: 'received';
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
}

export async function listingExists(knex: Knex, id: number): Promise<boolean> {
  return Boolean(await knex('listings').where({ id }).first('id'));
}

export async function insertApplication(
  knex: Knex,
  row: Omit<ApplicationRow, 'id' | 'status' | 'created_at'>,
): Promise<ApplicationRow> {
  const [inserted] = await knex('finance_applications').insert(row).returning('*');
  return inserted as ApplicationRow;
}
