import type { Request, ServerRoute } from '@hapi/hapi';
import { enforceFormLimit } from '../../lib/rate-limit.js';
import { validator } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import { financeApplicationSchema, type FinanceApplicationInput } from './schemas.js';
import type { FinanceService } from './service.js';

// The session strategy runs in 'try' mode by default: a visitor applies as nobody.
const userId = (request: Request) =>
  request.auth.isAuthenticated ? (request.auth.credentials as unknown as Credentials).user.id : null;

export function financeRoutes(service: FinanceService): ServerRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/finance/applications',
      options: {
        id: 'finance.apply',
        description: "Stores a finance application from the finance page's Apply tab",
        validate: { payload: validator(financeApplicationSchema) },
        handler: async (request, h) => {
          await enforceFormLimit(request.server.app.db.knex, 'finance', request.info.remoteAddress);
          const application = await service.apply(
            request.payload as FinanceApplicationInput,
            userId(request),
          );
          return h.response(application).code(201);
        },
      },
    },
  ];
}
