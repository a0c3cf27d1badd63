// The true monthly cost (issue 14; docs/buyer-intelligence.md): formula.ts computes, the reference
// tables are db/reference/running-costs.ts, the car page shows it.
import type { Plugin } from '@hapi/hapi';
import { runningCostsRoutes } from './routes.js';
import { RunningCostsService } from './service.js';

export const runningCostsPlugin: Plugin<Record<string, never>> = {
  name: 'running-costs',
  register(server) {
    const { db, config } = server.app;
    server.route(runningCostsRoutes(new RunningCostsService(db.knex, config.energyPrices)));
  },
};
