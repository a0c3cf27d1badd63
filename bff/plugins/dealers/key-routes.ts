// Admins' view of dealers and their API keys (issue 11 item 5): list, revoke every key, issue a new
// one (shown once in the answer, e-mailed sealed). Admins only, like the review: a signed-in admin or
// the operator CLI with its token.
import type { Request, ServerRoute } from '@hapi/hapi';
import * as v from 'valibot';
import { validator } from '../../lib/validate.js';
import type { DealerKeys } from './keys.js';
import { admin } from './routes.js';

const dealerParams = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'must be a dealer id'),
    v.transform(Number),
    v.minValue(1, 'must be a dealer id'),
  ),
});
const validate = { params: validator(dealerParams) };
const id = (request: Request) => (request.params as { id: number }).id;

export function dealerKeyRoutes(keys: DealerKeys): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/admin/dealers',
      options: {
        id: 'dealers.dealers',
        description: 'Dealers, newest first, with their unrevoked keys and vehicles on sale',
        auth: admin,
        handler: async () => ({ dealers: await keys.dealers() }),
      },
    },
    {
      method: 'GET',
      path: '/api/admin/dealers/{id}/keys',
      options: {
        id: 'dealers.keys',
        description: 'A dealer’s API keys, newest first (prefixes and dates, never the keys)',
        auth: admin,
        validate,
        handler: async (request) => ({ keys: await keys.keys(id(request)) }),
      },
    },
    {
      method: 'POST',
      path: '/api/admin/dealers/{id}/keys/revoke',
      options: {
        id: 'dealers.revokeKeys',
        description: 'Revokes every unrevoked key of the dealer: { revoked, keys }',
        auth: admin,
        validate,
        handler: (request) => keys.revokeAll(id(request)),
      },
    },
    {
      method: 'POST',
      path: '/api/admin/dealers/{id}/keys',
      options: {
        id: 'dealers.issueKey',
        description: 'Issues a new key: 201, the key in this answer only (and e-mailed sealed)',
        auth: admin,
        validate,
        handler: async (request, h) => h.response(await keys.issue(id(request))).code(201),
      },
    },
  ];
}
