import type { Plugin } from '@hapi/hapi';
import { searchRoutes } from './routes.js';
import type { SearchService } from './service.js';
import { refuseWhileWarming } from './warming.js';

export const searchPlugin: Plugin<{ service: SearchService }> = {
  name: 'search',
  register(server, { service }) {
    server.route(searchRoutes(service));
    // Before validation: while the index loads, its routes answer 503 at once (warming.ts).
    server.ext('onPreAuth', refuseWhileWarming(service), { sandbox: 'plugin' });
  },
};
