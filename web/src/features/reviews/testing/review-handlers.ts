// msw handlers and fixtures for the reviews tests. Each list handler records the query strings it was
// asked, so tests can assert what a screen requested.
import { delay, http, HttpResponse } from 'msw';
import type {
  Review,
  ReviewCategoryInfo,
  ReviewList,
  ReviewStatistics,
} from '../../../../../bff/plugins/reviews/types';

export function review(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    slug: `ford-puma-${id}`,
    title: `Ford Puma review ${id}`,
    make: 'Ford',
    model: 'Puma',
    year: 2023,
    variant: 'Titanium',
    vehicleType: 'car',
    category: 'basic',
    bodyType: 'SUV',
    publishedDate: '2026-03-14',
    author: 'Sam Carter',
    platform: 'Road Test',
    rating: 8.6,
    isRecommended: true,
    images: ['/img/1.jpg', '/img/2.jpg', '/img/3.jpg', '/img/4.jpg'],
    summary: 'A small SUV that drives like a hatchback.',
    body: ['First paragraph of the review.', 'Second paragraph of the review.'],
    pros: ['Sharp handling', 'Big boot', 'Frugal engine', 'Good value'],
    cons: ['Firm ride', 'Small rear windows', 'Fussy infotainment', 'Pricey options'],
    keySpecs: {
      engine: '1.0 EcoBoost Hybrid 125',
      fuelType: 'Hybrid',
      transmission: 'Manual or automatic',
      performance: { acceleration: '0-62mph in 9.8s' },
    },
    priceRange: { from: 2_450_000, to: 3_120_000 },
    url: `/car-reviews/ford-puma-${id}`,
    verdict: 'The best small SUV to drive.',
    reliability: 8,
    fuelEconomy: 7.5,
    valueForMoney: 8.2,
    isSample: true,
    forSale: 12,
    updatedAt: '2026-03-15T10:00:00.000Z',
    ...overrides,
  };
}

export function reviewList(reviews: Review[], total = reviews.length, offset = 0): ReviewList {
  return { reviews, total, sortBy: 'date', limit: 12, offset };
}

export const categoriesFixture: ReviewCategoryInfo[] = [
  { id: 'basic', name: 'Everyday', description: 'Everyday cars', count: 14 },
  { id: 'luxury', name: 'Luxury', description: 'Luxury cars', count: 6 },
  { id: 'electric', name: 'Electric', description: 'Electric cars', count: 9 },
  { id: 'sports', name: 'Sports', description: 'Sports cars', count: 4 },
];

export const statisticsFixture: ReviewStatistics = {
  totalReviews: 40,
  averageRating: 8.1,
  lastUpdated: '2026-03-15T10:00:00.000Z',
  categoryBreakdown: { basic: 20, electric: 10, luxury: 6, sports: 4 },
  platformBreakdown: { 'Road Test': 30, 'First Drive': 10 },
};

type Answer<T> = T | ((url: URL) => T | Response);

const answer = <T>(result: Answer<T>, url: URL) =>
  typeof result === 'function' ? (result as (url: URL) => T | Response)(url) : result;

const json = (body: unknown) => (body instanceof Response ? body : HttpResponse.json(body as object));

/** GET /api/reviews answering `result`; `requests` holds each request's query string. */
export function reviewsHandler(result: Answer<ReviewList>, wait = 0) {
  const requests: string[] = [];
  const handler = http.get('/api/reviews', async ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.search);
    if (wait) await delay(wait);
    return json(answer(result, url));
  });
  return { handler, requests };
}

export function topRatedHandler(result: Answer<{ reviews: Review[] }>) {
  const requests: string[] = [];
  const handler = http.get('/api/reviews/top-rated', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.search);
    return json(answer(result, url));
  });
  return { handler, requests };
}

export const statisticsHandler = (result: Answer<ReviewStatistics>) =>
  http.get('/api/reviews/statistics', ({ request }) => json(answer(result, new URL(request.url))));

export const categoriesHandler = (result: Answer<{ categories: ReviewCategoryInfo[] }>) =>
  http.get('/api/reviews/categories', ({ request }) => json(answer(result, new URL(request.url))));

export const reviewHandler = (result: Answer<Review>) =>
  http.get('/api/reviews/:slug', ({ request }) => json(answer(result, new URL(request.url))));

export const failWith = (status: number) => () => new HttpResponse('nope', { status });
