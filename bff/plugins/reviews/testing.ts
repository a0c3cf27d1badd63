// Helpers for the reviews tests (API and CLI): a complete import entry, and an import as the operator.
import type { AppServer } from '../../server.js';
import { TEST_OPERATOR_TOKEN } from '../../testing/test-server.js';
import type { ReviewInput } from './schemas.js';

/** A complete, valid review for the import; `overrides` replace fields. */
export function reviewInput(slug: string, overrides: Partial<ReviewInput> = {}): ReviewInput {
  return {
    slug,
    title: `Test review ${slug}`,
    make: 'Ford',
    model: 'Focus',
    year: 2022,
    variant: 'Titanium',
    vehicleType: 'car',
    category: 'basic',
    bodyType: 'Hatchback',
    publishedDate: '2025-06-01',
    author: 'Priya Shah',
    platform: 'Road Test',
    rating: 7.5,
    isRecommended: true,
    summary: 'A sensible family hatchback.',
    body: ['First paragraph.', 'Second paragraph.'],
    pros: ['Comfortable', 'Cheap to run'],
    cons: ['Dull cabin'],
    keySpecs: {
      engine: '1.0 EcoBoost 125',
      fuelType: 'Petrol',
      transmission: 'Manual',
      performance: { acceleration: '0-62mph in 10.0s' },
    },
    priceRange: { from: 2_400_000, to: 3_100_000 },
    verdict: 'Worth a look.',
    reliability: 7,
    fuelEconomy: 8,
    valueForMoney: 7.5,
    ...overrides,
  };
}

/** POST /api/admin/reviews/import as the operator CLI (token `token`, by default the test server's). */
export async function importAsOperator(server: AppServer, payload: unknown, token = TEST_OPERATOR_TOKEN) {
  const res = await server.inject({
    method: 'POST',
    url: '/api/admin/reviews/import',
    headers: { 'x-operator-token': token },
    payload: payload as object,
  });
  return { status: res.statusCode, body: JSON.parse(res.payload) };
}
