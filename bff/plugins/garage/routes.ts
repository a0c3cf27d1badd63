import type { Request, ServerRoute } from '@hapi/hapi';
import type { Account, AccountLimiter } from '../../lib/account-limits.js';
import { validator } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import { addSchema, carIdParamsSchema, checkParamsSchema, notesSchema, type AddInput } from './schemas.js';
import type { GarageService } from './service.js';

const userId = (request: Request) => (request.auth.credentials as unknown as Credentials).user.id;
const carId = (request: Request) => (request.params as { carId: number }).carId;
const signedIn = { mode: 'required' } as const;
const account = (request: Request): Account => (request.auth.credentials as unknown as Credentials).user;

export function garageRoutes(garage: GarageService, limits: AccountLimiter): ServerRoute[] {
  // Every change to the garage counts towards the account's hourly limit (bff/lib/account-limits.ts).
  const counted = (request: Request) => limits.enforce('garage.write', account(request));
  return [
    {
      method: 'GET',
      path: '/api/dream-garage',
      options: {
        id: 'garage.list',
        description: "The signed-in person's saved cars, newest first",
        auth: signedIn,
        handler: async (request) => ({ cars: await garage.list(userId(request)) }),
      },
    },
    {
      method: 'GET',
      path: '/api/user/dream-garage',
      options: {
        id: 'garage.summary',
        description: 'Saved cars with their count and total value in pence',
        auth: signedIn,
        handler: (request) => garage.summary(userId(request)),
      },
    },
    {
      method: 'GET',
      path: '/api/dream-garage/check/{id}',
      options: {
        id: 'garage.check',
        description: 'Whether the signed-in person has saved this car',
        auth: signedIn,
        validate: { params: validator(checkParamsSchema) },
        handler: (request) => garage.check(userId(request), (request.params as { id: number }).id),
      },
    },
    {
      method: 'POST',
      path: '/api/dream-garage',
      options: {
        id: 'garage.add',
        description: 'Save a car, with optional notes',
        auth: signedIn,
        validate: { payload: validator(addSchema) },
        handler: async (request, h) => {
          const { carId: id, notes } = request.payload as AddInput;
          await counted(request);
          return h.response(await garage.add(userId(request), id, notes)).code(201);
        },
      },
    },
    {
      method: 'PATCH',
      path: '/api/dream-garage/{carId}',
      options: {
        id: 'garage.notes',
        description: "Edit a saved car's notes",
        auth: signedIn,
        validate: { params: validator(carIdParamsSchema), payload: validator(notesSchema) },
        handler: async (request) => {
          await counted(request);
          return garage.setNotes(
            userId(request),
            carId(request),
            (request.payload as { notes: string }).notes,
          );
        },
      },
    },
    {
      method: 'DELETE',
      path: '/api/dream-garage/{carId}',
      options: {
        id: 'garage.remove',
        description: 'Remove a saved car',
        auth: signedIn,
        validate: { params: validator(carIdParamsSchema) },
        handler: async (request, h) => {
          await counted(request);
          await garage.remove(userId(request), carId(request));
          return h.response().code(204);
        },
      },
    },
  ];
}
