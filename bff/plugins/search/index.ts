import type { Plugin } from '@hapi/hapi';
import { searchRoutes } from './routes.js';
import type { SearchService } from './service.js';

export const searchPlugin: Plugin<{ service: SearchService }> = {
  name: 'search',
  register(server, { service }) {
    server.route(searchRoutes(service));
  },
};
