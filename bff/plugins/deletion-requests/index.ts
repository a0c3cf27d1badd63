// Data deletion (001 /delete-data, DECISIONS 22; CONTEXT.md): requests, their confirmation by the
// owner of the address, and the operator's processing.
import type { Plugin } from '@hapi/hapi';
import { deletionRoutes } from './routes.js';
import { DeletionService } from './service.js';

export const deletionRequestsPlugin: Plugin<Record<string, never>> = {
  name: 'deletion-requests',
  dependencies: ['auth'],
  register(server) {
    const { db, config } = server.app;
    const sealerOf = () => Promise.resolve(server.app.sealer);
    server.route(deletionRoutes(new DeletionService(db.knex, sealerOf, config.publicUrl)));
  },
};
