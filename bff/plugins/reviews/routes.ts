// The reviews API (000 §7 GET /api/reviews and friends; docs/api.md 'Reviews'). Reading is public;
// the import is admins' only: a signed-in admin, or the operator CLI with its token.
import type { ServerRoute } from '@hapi/hapi';
import * as v from 'valibot';
import { validator } from '../../lib/validate.js';
import { admin } from '../dealers/routes.js';
import {
  modelRatingsQuerySchema,
  reviewImportSchema,
  reviewsQuerySchema,
  statisticsQuerySchema,
  topRatedQuerySchema,
  type ModelRatingsQuery,
  type ReviewImport,
  type ReviewsQuery,
  type TopRatedQuery,
} from './schemas.js';
import type { ReviewsService } from './service.js';

const parseList = validator(reviewsQuerySchema);
const slugParams = v.object({ slug: v.string() });

/** A file of 5,000 long reviews is a few megabytes; hapi's default refuses more than one. */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;

export function reviewRoutes(service: ReviewsService): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/reviews',
      options: {
        id: 'reviews.list',
        description: 'Reviews matching the filters, one page in the chosen order (docs/reviews.md)',
        auth: false,
        validate: {
          // 'all' and an empty category both mean every category (000 §7: the screen omits it for all).
          query: (value: unknown) => {
            const query = { ...(value as Record<string, unknown>) };
            if (
              typeof query.category === 'string' &&
              ['', 'all'].includes(query.category.trim().toLowerCase())
            )
              delete query.category;
            return parseList(query);
          },
        },
        handler: (request) => service.list(request.query as unknown as ReviewsQuery),
      },
    },
    {
      method: 'GET',
      path: '/api/reviews/categories',
      options: {
        id: 'reviews.categories',
        description: 'The four review categories with their names, descriptions and counts',
        auth: false,
        validate: { query: validator(statisticsQuerySchema) },
        handler: () => service.categories(),
      },
    },
    {
      method: 'GET',
      path: '/api/reviews/statistics',
      options: {
        id: 'reviews.statistics',
        description: 'Figures of every review: count, average rating, last change, per category and platform',
        auth: false,
        validate: { query: validator(statisticsQuerySchema) },
        handler: () => service.statistics(),
      },
    },
    {
      method: 'GET',
      path: '/api/reviews/top-rated',
      options: {
        id: 'reviews.topRated',
        description: 'The highest-rated reviews (ties: newest first)',
        auth: false,
        validate: { query: validator(topRatedQuerySchema) },
        handler: (request) => service.topRated(request.query as unknown as TopRatedQuery),
      },
    },
    {
      method: 'GET',
      path: '/api/reviews/model-ratings',
      options: {
        id: 'reviews.modelRatings',
        description: "Every reviewed model's mean rating, review count and newest review (for car cards)",
        auth: false,
        validate: { query: validator(modelRatingsQuerySchema) },
        handler: (request) => service.modelRatings(request.query as unknown as ModelRatingsQuery),
      },
    },
    {
      method: 'GET',
      path: '/api/reviews/{slug}',
      options: {
        id: 'reviews.bySlug',
        description: 'One review by its slug',
        auth: false,
        validate: { params: validator(slugParams) },
        handler: (request) => service.bySlug((request.params as { slug: string }).slug),
      },
    },
    {
      method: 'POST',
      path: '/api/admin/reviews/import',
      options: {
        id: 'reviews.import',
        description:
          'Upserts reviews by slug in one transaction; replace: also deletes every review not in the file',
        auth: admin,
        payload: { maxBytes: IMPORT_MAX_BYTES },
        validate: { payload: validator(reviewImportSchema) },
        handler: (request) => service.import(request.payload as ReviewImport),
      },
    },
  ];
}
