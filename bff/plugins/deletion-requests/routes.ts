// The data deletion API (DECISIONS 22; docs/api.md 'Data deletion'). The form and the confirmation are
// anyone's (rate limited per address like the finance form); listing and processing are admins' only:
// a signed-in admin, or the operator CLI with its token.
import type { Request, ServerRoute } from '@hapi/hapi';
import * as v from 'valibot';
import { enforceFormLimit } from '../../lib/rate-limit.js';
import { validator } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import { admin } from '../dealers/routes.js';
import {
  confirmSchema,
  DELETION_STATUSES,
  deletionRequestSchema,
  processSchema,
  type DeletionRequestInput,
  type DeletionStatus,
} from './schemas.js';
import type { DeletionService } from './service.js';
import { clientAddress } from '../../lib/client-address.js';

const idParams = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'must be a deletion request number'),
    v.transform(Number),
    v.minValue(1, 'must be a deletion request number'),
  ),
});

function processedBy(request: Request): string {
  const c = request.auth.credentials as unknown as Credentials | { operator: true };
  return 'user' in c ? `admin ${c.user.username}` : 'operator (CLI)';
}

export function deletionRoutes(service: DeletionService): ServerRoute[] {
  const knex = service.knex;
  return [
    {
      method: 'POST',
      path: '/api/deletion-requests',
      options: {
        id: 'deletion.request',
        description: 'Stores a data deletion request and e-mails its confirmation link to the address',
        validate: { payload: validator(deletionRequestSchema) },
        handler: async (request, h) => {
          await enforceFormLimit(knex, 'deletion', clientAddress(request));
          const received = await service.request(request.payload as DeletionRequestInput);
          return h.response(received).code(201);
        },
      },
    },
    {
      method: 'POST',
      path: '/api/deletion-requests/confirm',
      options: {
        id: 'deletion.confirm',
        description: 'The owner of the address confirms the request with the token of the e-mailed link',
        validate: { payload: validator(confirmSchema) },
        handler: async (request) => {
          await enforceFormLimit(knex, 'deletion-confirm', clientAddress(request));
          return service.confirm((request.payload as { token: string }).token);
        },
      },
    },
    {
      method: 'GET',
      path: '/api/admin/deletion-requests',
      options: {
        id: 'deletion.list',
        description: 'Data deletion requests, newest first (never a token)',
        auth: admin,
        validate: {
          query: validator(
            v.object({
              status: v.optional(
                v.picklist(DELETION_STATUSES, `must be one of ${DELETION_STATUSES.join(', ')}`),
              ),
            }),
          ),
        },
        handler: (request) => service.list((request.query as { status?: DeletionStatus }).status),
      },
    },
    {
      method: 'POST',
      path: '/api/admin/deletion-requests/{id}/process',
      options: {
        id: 'deletion.process',
        description:
          'Deletes and anonymises the person’s data in one transaction (409 unless confirmed and due; force: due date only)',
        auth: admin,
        validate: { params: validator(idParams), payload: validator(v.nullish(processSchema)) },
        handler: (request) =>
          service.process((request.params as { id: number }).id, {
            force: (request.payload as { force?: boolean } | null)?.force ?? false,
            by: processedBy(request),
          }),
      },
    },
  ];
}
