// Finance (000 §2 'Finance', DECISIONS 23): the calculator is calculator.ts, shared with the web page;
// the server stores applications.
import type { Plugin } from '@hapi/hapi';
import { financeRoutes } from './routes.js';
import { FinanceService } from './service.js';

export const financePlugin: Plugin<Record<string, never>> = {
  name: 'finance',
  register(server) {
    server.route(financeRoutes(new FinanceService(server.app.db.knex)));
  },
};
