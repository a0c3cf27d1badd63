// The finance API: anyone applies (000 §6: visitors use the finance page); the finance team, an admin
// or the operator CLI, lists the applications and moves them on (docs/finance.md).
import type { Request, ServerRoute } from '@hapi/hapi';
import * as v from 'valibot';
import { enforceFormLimit } from '../../lib/rate-limit.js';
import { validator } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import { admin } from '../dealers/routes.js';
import {
  financeApplicationSchema,
  financeStatusChangeSchema,
  FINANCE_STATUSES,
  type FinanceApplicationInput,
  type FinanceApplicationStatus,
  type FinanceStatusChange,
} from './schemas.js';
import type { FinanceService } from './service.js';
import { clientAddress } from '../../lib/client-address.js';

// The session strategy runs in 'try' mode by default: a visitor applies as nobody.
const userId = (request: Request) =>
  request.auth.isAuthenticated ? (request.auth.credentials as unknown as Credentials).user.id : null;

function handledBy(request: Request): string {
  const c = request.auth.credentials as unknown as Credentials | { operator: true };
  return 'user' in c ? `admin ${c.user.username}` : 'operator (CLI)';
}

const idParams = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'must be a finance application number'),
    v.transform(Number),
    v.minValue(1, 'must be a finance application number'),
  ),
});

const listQuery = v.strictObject(
  {
    status: v.optional(v.picklist(FINANCE_STATUSES, `must be one of ${FINANCE_STATUSES.join(', ')}`)),
  },
  'is not a known parameter',
);

export function financeRoutes(service: FinanceService): ServerRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/finance/applications',
      options: {
        id: 'finance.apply',
        description: "Stores a finance application from the finance page's Apply tab and e-mails a receipt",
        validate: { payload: validator(financeApplicationSchema) },
        handler: async (request, h) => {
          await enforceFormLimit(request.server.app.db.knex, 'finance', clientAddress(request));
          const application = await service.apply(
            request.payload as FinanceApplicationInput,
            userId(request),
          );
          return h.response(application).code(201);
        },
      },
    },
    {
      method: 'GET',
      path: '/api/admin/finance-applications',
      options: {
        id: 'finance.list',
        description: 'Finance applications, newest first (at most 200), for the finance team',
        auth: admin,
        validate: { query: validator(listQuery) },
        handler: (request) => service.list((request.query as { status?: FinanceApplicationStatus }).status),
      },
    },
    {
      method: 'GET',
      path: '/api/admin/finance-applications/{id}',
      options: {
        id: 'finance.show',
        description: 'One finance application with everything the applicant sent',
        auth: admin,
        validate: { params: validator(idParams) },
        handler: (request) => service.get((request.params as { id: number }).id),
      },
    },
    {
      method: 'POST',
      path: '/api/admin/finance-applications/{id}/status',
      options: {
        id: 'finance.setStatus',
        description:
          'Moves an application on (received → contacted → approved | declined, or withdrawn); a decision e-mails the applicant',
        auth: admin,
        validate: { params: validator(idParams), payload: validator(financeStatusChangeSchema) },
        handler: (request) =>
          service.setStatus(
            (request.params as { id: number }).id,
            request.payload as FinanceStatusChange,
            handledBy(request),
          ),
      },
    },
  ];
}
