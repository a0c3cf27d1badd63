// Chat as enquiries (DECISIONS 12): see service.ts for the rules.
import type { Plugin } from '@hapi/hapi';
import { enquiryRoutes } from './routes.js';
import { EnquiryService } from './service.js';

export const enquiriesPlugin: Plugin<Record<string, never>> = {
  name: 'enquiries',
  register(server) {
    server.route(enquiryRoutes(new EnquiryService(server.app.db.knex)));
  },
};
