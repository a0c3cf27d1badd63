import type { ServerRoute } from '@hapi/hapi';
import { validator } from '../../lib/validate.js';
import { leaseDealsQuerySchema, type LeaseDealsQuery } from './schemas.js';
import type { LeaseDealsService } from './service.js';

const parse = validator(leaseDealsQuerySchema);

export function leaseDealRoutes(service: LeaseDealsService): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/lease-deals',
      options: {
        id: 'leaseDeals.list',
        description: 'Cars offered for lease, each with its quote on the default basis (docs/lease-deals.md)',
        // Public, and the same for everyone.
        auth: false,
        validate: {
          // 'all' and an empty category both mean every car (000 §7: the screen omits it for all).
          query: (value: unknown) => {
            const query = { ...(value as Record<string, unknown>) };
            if (query.category === '') delete query.category;
            return parse(query);
          },
        },
        handler: (request) => service.list(request.query as unknown as LeaseDealsQuery),
      },
    },
  ];
}
