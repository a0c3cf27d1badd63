// Dealers (001 §2-§9; DECISIONS 5, 16-18, 24): applications, their review machine and its API test
// job, and the outbox's sender, all on the process's one job worker (made by the scraping plugin).
import type { Plugin } from '@hapi/hapi';
import {
  failQueuedEmail,
  logTransport,
  OUTBOX_QUEUE,
  sendQueuedEmail,
  smtpTransport,
} from '../../lib/outbox.js';
import { failApiTest, runApiTest } from './api-test.job.js';
import { API_TEST_QUEUE } from './definitions.js';
import { dealerKeyRoutes } from './key-routes.js';
import { DealerKeys } from './keys.js';
import { dealerRoutes } from './routes.js';
import { DealerService } from './service.js';

export interface DealersOptions {
  /** DEALER_API_ALLOWED_HOSTS: hosts the API test may reach on private addresses. */
  allowedHosts: string[];
  /** How long an admin's Test waits for the job (tests shorten it). */
  testWaitMs?: number;
}

export const dealersPlugin: Plugin<DealersOptions> = {
  name: 'dealers',
  dependencies: ['scraping'],
  register(server, options) {
    const { db, config } = server.app;
    const sealerOf = () => Promise.resolve(server.app.sealer);
    const service = new DealerService(db.knex, sealerOf, { testWaitMs: options.testWaitMs });
    server.app.dealers = service;
    server.route(dealerRoutes(service));
    server.route(dealerKeyRoutes(new DealerKeys(db.knex, sealerOf)));

    const deps = { knex: db.knex, service, allowedHosts: options.allowedHosts };
    const transport = config.smtpUrl
      ? smtpTransport(config.smtpUrl)
      : logTransport(server.logger, { showText: !config.production });
    const mail = { knex: db.knex, sealer: sealerOf, transport, from: config.mailFrom };
    server.app.jobs.addHandlers({
      [API_TEST_QUEUE]: {
        run: (payload) => runApiTest(deps, payload as { applicationId: number }),
        onFailed: (job, error) =>
          failApiTest(
            deps,
            (job.payload as { applicationId: number }).applicationId,
            String((error as Error)?.message ?? error),
          ),
      },
      [OUTBOX_QUEUE]: {
        run: (payload) => sendQueuedEmail(mail, (payload as { id: number }).id),
        onFailed: (job, error) =>
          failQueuedEmail(
            db.knex,
            (job.payload as { id: number }).id,
            String((error as Error)?.message ?? error),
          ),
      },
    });
  },
};
