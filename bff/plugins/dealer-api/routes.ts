// /api/dealer/v1: a dealer's own system manages its stock with its API key (DECISIONS 18). No
// session and no CSRF token: the key is a header no cross-site page can send, and the routes say
// `crumb: false`, which the auth plugin's CSRF check honours.
import Boom from '@hapi/boom';
import type { Request, ServerRoute } from '@hapi/hapi';
import * as v from 'valibot';
import { validator } from '../../lib/validate.js';
import {
  bulkHeadersSchema,
  bulkInputSchema,
  listQuerySchema,
  MAX_BULK,
  vehicleIdParamsSchema,
  vehicleInputSchema,
  type VehicleInput,
} from './schemas.js';
import { requestHash, type DealerApiService, type DealerCredentials } from './service.js';

export const DEALER_API_STRATEGY = 'dealer-api-key';
export const PREFIX = '/api/dealer/v1';

const dealerOf = (request: Request) => (request.auth.credentials as unknown as DealerCredentials).dealer;
const idOf = (request: Request) => (request.params as { id: number }).id;

/** `vehicles[12].price: …`: a path with array positions in brackets, as a dealer's code indexes. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((p, i) => (typeof p.key === 'number' ? `[${p.key}]` : `${i ? '.' : ''}${String(p.key)}`))
    .join('');
}

function parseOrThrow<S extends v.GenericSchema>(schema: S, value: unknown, limit = 10): v.InferOutput<S> {
  // One problem per field (the first), every field.
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return result.output;
  const messages = result.issues.map((issue) => {
    const path = pathOf(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = messages.length - limit;
  throw Boom.badRequest(messages.slice(0, limit).join('; ') + (more > 0 ? `; and ${more} more` : ''));
}

export function dealerApiRoutes(service: DealerApiService): ServerRoute[] {
  const common = {
    auth: { strategy: DEALER_API_STRATEGY, mode: 'required' as const },
    plugins: { crumb: false },
    tags: ['dealer-api'],
  };
  const vehicle = async (value: unknown) => parseOrThrow(vehicleInputSchema, value);
  return [
    {
      method: 'POST',
      path: `${PREFIX}/vehicles`,
      options: {
        ...common,
        id: 'dealerApi.vehicles.create',
        description: 'Add a vehicle to the dealer’s stock: 201 { vehicle }; 409 for a stock id in stock',
        validate: { payload: vehicle },
        handler: async (request, h) =>
          h
            .response({
              vehicle: await service.create(dealerOf(request), request.payload as VehicleInput),
            })
            .code(201),
      },
    },
    {
      method: 'GET',
      path: `${PREFIX}/vehicles`,
      options: {
        ...common,
        id: 'dealerApi.vehicles.list',
        description: 'The dealer’s active vehicles, oldest first: { vehicles, nextCursor }',
        validate: { query: validator(listQuerySchema) },
        handler: (request) => {
          const query = request.query as unknown as { limit: number; cursor?: string };
          return service.list(dealerOf(request), query.limit, Number(query.cursor ?? 0));
        },
      },
    },
    {
      method: 'GET',
      path: `${PREFIX}/vehicles/{id}`,
      options: {
        ...common,
        id: 'dealerApi.vehicles.get',
        validate: { params: validator(vehicleIdParamsSchema) },
        handler: async (request) => ({ vehicle: await service.get(dealerOf(request), idOf(request)) }),
      },
    },
    {
      method: 'PUT',
      path: `${PREFIX}/vehicles/{id}`,
      options: {
        ...common,
        id: 'dealerApi.vehicles.replace',
        description: 'Replace every field of a vehicle (same checks as adding one)',
        validate: { params: validator(vehicleIdParamsSchema), payload: vehicle },
        handler: async (request) => ({
          vehicle: await service.replace(dealerOf(request), idOf(request), request.payload as VehicleInput),
        }),
      },
    },
    {
      method: 'DELETE',
      path: `${PREFIX}/vehicles/{id}`,
      options: {
        ...common,
        id: 'dealerApi.vehicles.remove',
        description: 'Take a vehicle off sale: 204',
        validate: { params: validator(vehicleIdParamsSchema) },
        handler: async (request, h) => {
          await service.remove(dealerOf(request), idOf(request));
          return h.response().code(204);
        },
      },
    },
    {
      method: 'POST',
      path: `${PREFIX}/vehicles/bulk`,
      options: {
        ...common,
        id: 'dealerApi.vehicles.bulk',
        description: `Upsert up to ${MAX_BULK} vehicles by stock id in one transaction (Idempotency-Key required)`,
        // A thousand vehicles with descriptions and twenty image links each.
        payload: { maxBytes: 16 * 1024 * 1024 },
        handler: async (request, h) => {
          const headers = v.safeParse(bulkHeadersSchema, request.headers);
          if (!headers.success) throw Boom.badRequest(headers.issues[0].message);
          const key = headers.output['idempotency-key'];
          // The body as sent, before parsing: what the key is bound to.
          const hash = requestHash(request.payload);
          const { vehicles } = parseOrThrow(bulkInputSchema, request.payload);
          const { result, replayed } = await service.bulk(dealerOf(request), vehicles, key, hash);
          const response = h.response(result);
          if (replayed) response.header('Idempotent-Replayed', 'true');
          return response;
        },
      },
    },
  ];
}
