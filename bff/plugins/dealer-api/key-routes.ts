// A dealer's system manages its own keys (issue 11 item 5): it lists them and rotates the one it
// calls with. Revocation and new keys after a loss are an admin's (plugins/dealers/key-routes.ts).
import type { Request, ServerRoute } from '@hapi/hapi';
import type { DealerKeys } from '../dealers/keys.js';
import { DEALER_API_STRATEGY, PREFIX } from './routes.js';
import type { DealerCredentials } from './service.js';

const credentialsOf = (request: Request) => request.auth.credentials as unknown as DealerCredentials;

export function dealerKeyRoutes(keys: DealerKeys): ServerRoute[] {
  const common = {
    auth: { strategy: DEALER_API_STRATEGY, mode: 'required' as const },
    plugins: { crumb: false },
    tags: ['dealer-api'],
  };
  return [
    {
      method: 'POST',
      path: `${PREFIX}/key/rotate`,
      options: {
        ...common,
        id: 'dealerApi.key.rotate',
        description: 'A new key, shown once (201); the key this call was made with is revoked',
        handler: async (request, h) => {
          const { dealer, keyId } = credentialsOf(request);
          return h.response(await keys.rotate(dealer.id, keyId)).code(201);
        },
      },
    },
    {
      method: 'GET',
      path: `${PREFIX}/keys`,
      options: {
        ...common,
        id: 'dealerApi.keys.list',
        description: 'The dealer’s keys, newest first: prefixes and dates, never the keys',
        handler: async (request) => ({ keys: await keys.keys(credentialsOf(request).dealer.id) }),
      },
    },
  ];
}
