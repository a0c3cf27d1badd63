// The dealer inventory API (issue 11; DECISIONS 18): `X-Api-Key` authenticates a dealer's own system,
// whose stock becomes first-party offers merged like crawled ones (service.ts, CONTEXT.md).
import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import { DealerKeys } from '../dealers/keys.js';
import { dealerKeyRoutes } from './key-routes.js';
import { openApiRoutes } from './openapi.js';
import { DEALER_API_STRATEGY, dealerApiRoutes } from './routes.js';
import { DealerApiService } from './service.js';
import { failDealerSync, runDealerSync, SYNC_QUEUE } from './sync.job.js';

export const KEY_REQUIRED = 'A valid X-Api-Key header is required';

export const dealerApiPlugin: Plugin<Record<string, never>> = {
  name: 'dealer-api',
  dependencies: ['auth'],
  register(server) {
    const service = new DealerApiService(server.app.db.knex, server.app.feed);
    server.app.dealerApi = service;
    server.auth.scheme('dealer-api-key', () => ({
      authenticate: async (request, h) => {
        const key = request.headers['x-api-key'];
        const credentials = typeof key === 'string' && key ? await service.authenticate(key) : null;
        if (!credentials) throw Boom.unauthorized(KEY_REQUIRED, 'ApiKey');
        return h.authenticated({ credentials: credentials as never });
      },
    }));
    server.auth.strategy(DEALER_API_STRATEGY, 'dealer-api-key');
    server.route(dealerApiRoutes(service));
    const knex = server.app.db.knex;
    server.route(dealerKeyRoutes(new DealerKeys(knex, () => Promise.resolve(server.app.sealer))));
    server.route(openApiRoutes());
    // Auto-sync of dealers' feeds (sync.job.ts); the schedule queues it (jobs/dealer-sync.task.ts).
    const { db, config, feed } = server.app;
    const syncDeps = {
      knex: db.knex,
      service,
      feed,
      sealer: () => Promise.resolve(server.app.sealer),
      allowedHosts: config.dealerApiAllowedHosts,
    };
    server.app.jobs.addHandlers({
      [SYNC_QUEUE]: {
        run: (payload, ctx) => runDealerSync(syncDeps, payload as { dealerId: number }, ctx.signal),
        onFailed: (job, error) =>
          failDealerSync(
            db.knex,
            (job.payload as { dealerId: number }).dealerId,
            `The sync gave up: ${String((error as Error)?.message ?? error)}`,
          ),
      },
    });
  },
};
