import type { Knex } from 'knex';

export interface SourceVehicleRow {
  external_id: string;
  price: number;
  status: 'active' | 'removed';
  listing_id: number;
  title: string;
  year: number;
  mileage: number;
  fuel_type: string;
  transmission: string;
  body_type: string;
  engine_size: number;
  color: string;
  previous_owners: number;
  description: string;
  features: string[];
  registration: string | null;
  seller_name: string;
  seller_town: string;
  seller_type: 'trade' | 'private';
  phone: string | null;
}

export async function platformById(knex: Knex, id: string) {
  return knex('platforms').select('id', 'name').where({ id }).first() as Promise<
    { id: string; name: string } | undefined
  >;
}

export async function sourceVehicle(
  knex: Knex,
  platform: string,
  externalId: string,
): Promise<SourceVehicleRow | undefined> {
  return knex('offers as o')
    .join('listings as l', 'l.id', 'o.listing_id')
    .join('sellers as s', 's.id', 'l.seller_id')
    .select(
      'o.external_id',
      'o.price',
      'o.status',
      'l.id as listing_id',
      'l.title',
      'l.year',
      'l.mileage',
      'l.fuel_type',
      'l.transmission',
      'l.body_type',
      'l.engine_size',
      'l.color',
      'l.previous_owners',
      'l.description',
      'l.features',
      'l.registration',
      's.name as seller_name',
      's.town as seller_town',
      's.seller_type',
      's.phone',
    )
    .where({ 'o.platform': platform, 'o.external_id': externalId })
    .first();
}

export async function sourcePage(knex: Knex, platform: string, page: number, size: number) {
  const [rows, total] = await Promise.all([
    knex('offers as o')
      .join('listings as l', 'l.id', 'o.listing_id')
      .select('o.external_id', 'o.price', 'l.title', 'l.mileage')
      .where({ 'o.platform': platform, 'o.status': 'active' })
      .orderBy('o.id')
      .limit(size)
      .offset((page - 1) * size) as Promise<
      { external_id: string; price: number; title: string; mileage: number }[]
    >,
    knex('offers').where({ platform, status: 'active' }).count({ n: '*' }).first() as Promise<{ n: number }>,
  ]);
  return { rows, total: Number(total.n) };
}
