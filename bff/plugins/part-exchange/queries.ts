// The inspection bookings' SQL.
import type { Knex } from 'knex';

export interface BookingRow {
  id: number;
  status: 'requested';
  name: string;
  email: string;
  phone: string;
  preferred_date: string;
  time_slot: string;
  registration: string;
  mileage: number;
  condition: string;
  service_history: string;
  additional_info: string | null;
  estimate: number;
  created_at: Date;
}

export async function insertBooking(
  knex: Knex,
  row: Omit<BookingRow, 'id' | 'status' | 'created_at'>,
): Promise<BookingRow> {
  const [inserted] = await knex('inspection_bookings').insert(row).returning('*');
  return inserted as BookingRow;
}
