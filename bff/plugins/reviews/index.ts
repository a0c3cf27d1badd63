// Expert reviews (000 §2 Reviews component, §7 GET /api/reviews…; 001 /car-reviews; docs/reviews.md):
// the reviews table, read publicly and replaced by an admin's import.
import type { Plugin } from '@hapi/hapi';
import { reviewRoutes } from './routes.js';
import { ReviewsService } from './service.js';

export const reviewsPlugin: Plugin<Record<string, never>> = {
  name: 'reviews',
  dependencies: ['auth'],
  register(server) {
    server.route(reviewRoutes(new ReviewsService(server.app.db.knex)));
  },
};
