import type { Plugin } from '@hapi/hapi';
import type { Db } from '../../../db/index.js';
import type { SearchService } from '../search/service.js';
import { DatabaseProbe } from './service.js';

export const healthPlugin: Plugin<{ db: Db; search: SearchService }> = {
  name: 'health',
  register(server, { db, search }) {
    // Liveness is asked far more often than the database's state changes: one `select 1` a second
    // answers them all (an answer is at most that old).
    const probe = new DatabaseProbe(() => db.knex.raw('select 1'));
    server.route({
      method: 'GET',
      path: '/api/health',
      options: {
        // Public, cookie-free and never state-changing: no session lookup, no CSRF cookie.
        auth: false,
        plugins: { crumb: false },
        id: 'health',
        description:
          'Liveness and database reachability (checked at most once a second); warming while the search index loads',
        handler: async (request, h) => {
          if (!(await probe.reachable()))
            return h.response({ status: 'error', database: 'unreachable' }).code(503);
          // Alive either way: a process loading its index is not to be restarted, only not sent searches.
          const { ready, loading } = search.index;
          return {
            status: ready ? 'ok' : 'warming',
            database: db.kind,
            listings: search.index.size,
            ...(ready ? {} : { loaded: loading ?? 0 }),
            // Progress only: the consumer id names the host and pid, which the public need not see.
            changeFeed: (({ consumerId: _id, ...progress }) => progress)(request.server.app.feed.status),
          };
        },
      },
    });

    // Readiness: the search index is loaded (bff/plugins/search/warming.ts), and a fresh install fills
    // itself by crawling, so it is ready for searches once that first crawl has finished (load
    // balancers and the browser tests wait for it).
    server.route({
      method: 'GET',
      path: '/api/health/ready',
      options: {
        auth: false,
        plugins: { crumb: false },
        id: 'health.ready',
        description:
          '200 once the search index is loaded, the database answers and no first-start crawl is still filling it; else 503',
        handler: async (_request, h) => {
          if (!search.index.ready)
            return h.response({ status: 'warming', loaded: search.index.loading ?? 0 }).code(503);
          try {
            const filling = (await db
              .knex('scrape_runs')
              .where({ trigger: 'first_start' })
              .whereNull('finished_at')
              .first('id')) as { id: number } | undefined;
            if (filling)
              return h
                .response({ status: 'filling', runId: filling.id, listings: search.index.size })
                .code(503);
          } catch {
            return h.response({ status: 'error', database: 'unreachable' }).code(503);
          }
          return { status: 'ready', listings: search.index.size };
        },
      },
    });
  },
};
