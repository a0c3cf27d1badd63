import type { Request, ServerRoute } from '@hapi/hapi';
import { validator } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import {
  createSchema,
  idParamsSchema,
  listNotificationsSchema,
  markReadSchema,
  tokenParamsSchema,
  updateSchema,
  type CreateInput,
  type ListNotificationsInput,
  type MarkReadInput,
  type UpdateInput,
} from './schemas.js';
import type { AlertsService } from './service.js';

const userId = (request: Request) => (request.auth.credentials as unknown as Credentials).user.id;
const id = (request: Request) => (request.params as { id: number }).id;
const token = (request: Request) => (request.params as { token: string }).token;
const signedIn = { mode: 'required' } as const;

export function alertsRoutes(alerts: AlertsService): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/saved-searches',
      options: {
        id: 'alerts.list',
        description: "The signed-in person's saved searches with their unread counts, newest first",
        auth: signedIn,
        handler: async (request) => ({ savedSearches: await alerts.list(userId(request)) }),
      },
    },
    {
      method: 'POST',
      path: '/api/saved-searches',
      options: {
        id: 'alerts.create',
        description: 'Save a search (the search API query parameters) with a name and an alert frequency',
        auth: signedIn,
        validate: { payload: validator(createSchema) },
        handler: async (request, h) => {
          const savedSearch = await alerts.create(userId(request), request.payload as CreateInput);
          return h.response({ savedSearch }).code(201);
        },
      },
    },
    {
      method: 'PATCH',
      path: '/api/saved-searches/{id}',
      options: {
        id: 'alerts.update',
        description: 'Rename a saved search, change its frequency, or turn its e-mails on or off',
        auth: signedIn,
        validate: { params: validator(idParamsSchema), payload: validator(updateSchema) },
        handler: async (request) => ({
          savedSearch: await alerts.update(userId(request), id(request), request.payload as UpdateInput),
        }),
      },
    },
    {
      method: 'DELETE',
      path: '/api/saved-searches/{id}',
      options: {
        id: 'alerts.remove',
        description: 'Delete a saved search and its notifications',
        auth: signedIn,
        validate: { params: validator(idParamsSchema) },
        handler: async (request, h) => {
          await alerts.remove(userId(request), id(request));
          return h.response().code(204);
        },
      },
    },
    {
      method: 'GET',
      path: '/api/notifications',
      options: {
        id: 'alerts.notifications',
        description: "The signed-in person's notifications, newest first, with the unread count",
        auth: signedIn,
        validate: { query: validator(listNotificationsSchema) },
        handler: (request) => alerts.notifications(userId(request), request.query as ListNotificationsInput),
      },
    },
    {
      method: 'GET',
      path: '/api/notifications/unread',
      options: {
        id: 'alerts.unread',
        description: 'How many of the signed-in person’s notifications are unread (the header badge)',
        auth: signedIn,
        handler: (request) => alerts.unread(userId(request)),
      },
    },
    {
      method: 'POST',
      path: '/api/notifications/read',
      options: {
        id: 'alerts.read',
        description: 'Mark notifications read (by id, or all); answers the unread count',
        auth: signedIn,
        validate: { payload: validator(markReadSchema) },
        handler: (request) => alerts.markRead(userId(request), request.payload as MarkReadInput),
      },
    },
    {
      method: 'GET',
      path: '/api/alerts/unsubscribe/{token}',
      options: {
        id: 'alerts.unsubscribe.show',
        description: "The unsubscribe link's page: which saved search, and whether it still e-mails",
        validate: { params: validator(tokenParamsSchema) },
        handler: (request) => alerts.unsubscribeState(token(request)),
      },
    },
    {
      method: 'POST',
      path: '/api/alerts/unsubscribe/{token}',
      options: {
        id: 'alerts.unsubscribe',
        description: "Stop e-mails for the link's saved search (no sign-in: the token is the proof)",
        validate: { params: validator(tokenParamsSchema) },
        handler: (request) => alerts.unsubscribe(token(request)),
      },
    },
  ];
}
