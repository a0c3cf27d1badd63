// Lease deals (000 §2 /lease-deals, §7 GET /api/lease-deals): real car listings with a lease quote.
import type { Plugin } from '@hapi/hapi';
import { leaseDealRoutes } from './routes.js';
import { LeaseDealsService } from './service.js';

export const leaseDealsPlugin: Plugin<Record<string, never>> = {
  name: 'lease-deals',
  register(server) {
    server.route(leaseDealRoutes(new LeaseDealsService(server.app.db.knex, server.app.search)));
  },
};
