import type { Request, ServerRoute } from '@hapi/hapi';
import * as v from 'valibot';
import { createError } from '../../lib/errors.js';
import { issuesMessage, refuseControlCharacters, validator } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import type { AnalyticsService } from './analytics.js';
import type { Account, AccountLimiter } from '../../lib/account-limits.js';
import { checkPhotoParts, decodePhotos, splitPayload } from './photos.js';
import {
  keepPhotosSchema,
  listingIdParamsSchema,
  listingInputSchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  photoParamsSchema,
} from './schemas.js';
import type { ListingsService } from './service.js';
import { clientAddress } from '../../lib/client-address.js';

const userId = (request: Request) => (request.auth.credentials as unknown as Credentials).user.id;
const account = (request: Request): Account => (request.auth.credentials as unknown as Credentials).user;

// JSON, or multipart with photos: room for ten 5 MB photos; a larger photo is refused by name below.
const writePayload = {
  allow: ['application/json', 'multipart/form-data'],
  output: 'data' as const,
  parse: true,
  multipart: { output: 'data' as const },
  maxBytes: MAX_PHOTOS * MAX_PHOTO_BYTES + 2 * 1024 * 1024,
  timeout: 60_000 as const,
};

// These routes parse their own payload (JSON or multipart), so they apply validator()'s rules here:
// a body that is not an object (`true`, `1`, `"x"`, `[]`, none) and control characters are 400s.
function parseWrite(payload: unknown) {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    throw createError('BAD_LISTING', 'body: must be an object', 400);
  refuseControlCharacters(payload);
  const { fields, photos, keepPhotos } = splitPayload(payload);
  // The multipart `listing` part is JSON text, so its fields are checked once parsed (keepPhotos is
  // numbers only: its schema refuses any text).
  refuseControlCharacters(fields);
  const input = v.safeParse(listingInputSchema, fields);
  if (!input.success) throw createError('BAD_LISTING', issuesMessage(input.issues), 400);
  let keep: number[] | undefined;
  if (keepPhotos !== undefined) {
    const parsed = v.safeParse(keepPhotosSchema, keepPhotos);
    if (!parsed.success) throw createError('BAD_KEEP', `keepPhotos: ${issuesMessage(parsed.issues)}`, 400);
    keep = parsed.output;
  }
  return { input: input.output, keep, photoParts: checkPhotoParts(photos, keep?.length ?? 0) };
}

export function listingRoutes(
  service: ListingsService,
  analytics: AnalyticsService,
  limits: AccountLimiter,
): ServerRoute[] {
  const required = { mode: 'required' as const };
  // The form is checked first (a typo costs nothing), then the account's limits are counted, then
  // the photos are decoded (the costly part), so a script is stopped before the server works for it.
  const prepareWrite = async (request: Request, action: 'listing.create' | 'listing.update') => {
    const { input, keep, photoParts } = parseWrite(request.payload);
    const me = account(request);
    await limits.enforce(action, me);
    if (photoParts.length) await limits.enforce('photo.upload', me, photoParts.length);
    return { me, input, keep, photos: await decodePhotos(photoParts), quota: limits.photoStorageBytes(me) };
  };
  return [
    {
      method: 'GET',
      path: '/api/user/listings',
      options: { id: 'listings.mine', auth: required, handler: (request) => service.list(userId(request)) },
    },
    {
      method: 'POST',
      path: '/api/user/listings',
      options: {
        id: 'listings.create',
        description:
          'List a vehicle as a private seller: JSON fields, or multipart `listing` (JSON) + `photos`',
        auth: required,
        payload: writePayload,
        handler: async (request, h) => {
          const { me, input, photos, quota } = await prepareWrite(request, 'listing.create');
          return h.response(await service.create(me.id, input, photos, quota)).code(201);
        },
      },
    },
    ...(['PUT', 'PATCH'] as const).map((method): ServerRoute => ({
      method,
      path: '/api/user/listings/{id}',
      options: {
        id: `listings.update.${method.toLowerCase()}`,
        description: 'Edit a listing: every field again; multipart may add `photos` and order `keepPhotos`',
        auth: required,
        payload: writePayload,
        validate: { params: validator(listingIdParamsSchema) },
        handler: async (request) => {
          const { me, input, keep, photos, quota } = await prepareWrite(request, 'listing.update');
          return service.update(me.id, (request.params as { id: number }).id, input, keep, photos, quota);
        },
      },
    })),
    {
      method: 'DELETE',
      path: '/api/user/listings/{id}',
      options: {
        id: 'listings.remove',
        auth: required,
        validate: { params: validator(listingIdParamsSchema) },
        handler: async (request, h) => {
          await service.remove(userId(request), (request.params as { id: number }).id);
          return h.response().code(204);
        },
      },
    },
    {
      method: 'GET',
      path: '/api/user/analytics',
      options: {
        id: 'listings.analytics',
        auth: required,
        handler: (request) => analytics.forUser(userId(request)),
      },
    },
    {
      method: 'POST',
      path: '/api/cars/{id}/views',
      options: {
        id: 'listings.recordView',
        description: 'Counts a view of a listing (once per viewer per listing per day)',
        validate: { params: validator(listingIdParamsSchema) },
        handler: async (request, h) => {
          const credentials = request.auth.credentials as unknown as Credentials | null;
          await analytics.recordView((request.params as { id: number }).id, {
            ...(credentials?.user ? { userId: credentials.user.id } : {}),
            address: clientAddress(request),
            userAgent: String(request.headers['user-agent'] ?? ''),
          });
          return h.response().code(204);
        },
      },
    },
    {
      method: 'GET',
      path: '/api/media/photos/{listingId}/{position}',
      options: {
        id: 'listings.photo',
        auth: false,
        validate: { params: validator(photoParamsSchema) },
        handler: async (request, h) => {
          const { listingId, position } = request.params as unknown as {
            listingId: number;
            position: number;
          };
          const photo = await service.photo(listingId, position);
          // Short-lived: an edit may reorder photos behind the same address.
          return h
            .response(photo.data)
            .type(photo.contentType)
            .etag(photo.etag)
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'public, max-age=60');
        },
      },
    },
  ];
}
