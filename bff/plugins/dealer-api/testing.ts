// For the dealer API's tests and benchmark: a dealer with a working key (the rows approval writes),
// and a plausible vehicle as a dealer's system sends it.
import type { Knex } from 'knex';
import { newApiKey } from '../dealers/credentials.js';

export async function dealerWithKey(knex: Knex, name: string): Promise<{ id: number; key: string }> {
  const [dealer] = (await knex('dealers')
    .insert({ name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@dealer.example` })
    .returning('id')) as { id: number }[];
  const key = newApiKey();
  await knex('dealer_api_keys').insert({ dealer_id: dealer!.id, key_hash: key.hash, prefix: key.prefix });
  return { id: dealer!.id, key: key.key };
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/**
 * A distinct dateless 'Q' mark for each n below 5,289,000 ('QAB 1234'): the seeds only make
 * current-style marks, so a benchmark's vehicles never merge into seeded listings by registration.
 */
export function registrationOf(n: number): string {
  const l = (i: number) => LETTERS[i % LETTERS.length]!;
  const rest = Math.floor(n / 9_999);
  return `Q${l(Math.floor(rest / 23))}${l(rest)} ${(n % 9_999) + 1}`;
}

export function vehicleBody(stockId: string, over: Record<string, unknown> = {}) {
  return {
    stockId,
    category: 'car',
    make: 'Volkswagen',
    model: 'Golf',
    variant: 'Life',
    year: 2021,
    price: 1_849_500,
    mileage: 21_400,
    fuelType: 'Petrol',
    transmission: 'Manual',
    bodyType: 'Hatchback',
    engineSize: 1.5,
    powerBhp: 130,
    doors: 5,
    seats: 5,
    colour: 'Grey',
    previousOwners: 1,
    registration: null,
    serviceHistory: 'full',
    motExpiry: '2027-05-01',
    features: ['Sat Nav', 'Heated Seats'],
    description: 'One owner, full dealer history.',
    images: [
      `https://images.dealer.example/${stockId}/1.jpg`,
      `https://images.dealer.example/${stockId}/2.jpg`,
    ],
    postcode: 'LS11 5AB',
    ...over,
  };
}
