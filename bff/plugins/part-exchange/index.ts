// Part exchange (001 §2, DECISIONS 24): the valuation is valuation.ts, shared with the web page; the
// server stores the inspections visitors book.
import type { Plugin } from '@hapi/hapi';
import { partExchangeRoutes } from './routes.js';
import { PartExchangeService } from './service.js';

export const partExchangePlugin: Plugin<{ now?: () => Date }> = {
  name: 'part-exchange',
  register(server, options) {
    server.route(partExchangeRoutes(new PartExchangeService(server.app.db.knex, options.now)));
  },
};
