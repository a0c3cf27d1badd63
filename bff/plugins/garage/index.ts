// The dream garage (000 §2, §7): each signed-in person's saved cars, with notes.
import type { Plugin } from '@hapi/hapi';
import { garageRoutes } from './routes.js';
import { GarageService } from './service.js';

export const garagePlugin: Plugin<Record<string, never>> = {
  name: 'garage',
  register(server) {
    server.route(garageRoutes(new GarageService(server.app.db.knex, server.app.search)));
  },
};
