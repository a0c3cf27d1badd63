// A private seller's listings, their photos and the seller's dashboard figures (DECISIONS 11, 13).
import type { Plugin } from '@hapi/hapi';
import { AccountLimiter } from '../../lib/account-limits.js';
import { AnalyticsService } from './analytics.js';
import { listingRoutes } from './routes.js';
import { ListingsService } from './service.js';

export const userListingsPlugin: Plugin<Record<string, never>> = {
  name: 'listings',
  register(server) {
    const knex = server.app.db.knex;
    server.route(
      listingRoutes(
        new ListingsService(knex, server.app.search, server.app.feed),
        new AnalyticsService(knex),
        new AccountLimiter(knex, server.app.config.accountLimits),
      ),
    );
  },
};
