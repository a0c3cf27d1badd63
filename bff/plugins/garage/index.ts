// The dream garage (000 §2, §7): each signed-in person's saved cars, with notes.
import type { Plugin } from '@hapi/hapi';
import { AccountLimiter } from '../../lib/account-limits.js';
import { garageRoutes } from './routes.js';
import { GarageService } from './service.js';

export const garagePlugin: Plugin<Record<string, never>> = {
  name: 'garage',
  register(server) {
    const knex = server.app.db.knex;
    server.route(
      garageRoutes(
        new GarageService(knex, server.app.search),
        new AccountLimiter(knex, server.app.config.accountLimits),
      ),
    );
  },
};
