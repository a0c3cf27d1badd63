// Chat as enquiries (DECISIONS 12): see service.ts for the rules.
import type { Plugin } from '@hapi/hapi';
import { AccountLimiter } from '../../lib/account-limits.js';
import { enquiryRoutes } from './routes.js';
import { EnquiryService } from './service.js';

export const enquiriesPlugin: Plugin<Record<string, never>> = {
  name: 'enquiries',
  register(server) {
    const knex = server.app.db.knex;
    server.route(
      enquiryRoutes(new EnquiryService(knex), new AccountLimiter(knex, server.app.config.accountLimits)),
    );
  },
};
