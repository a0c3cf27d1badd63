// The scraping API (000 §7): admins only (DECISIONS 5) — a signed-in admin, or the operator CLI with
// the operator token. Every state change is CSRF-protected for browsers (the token header is not
// something a cross-site page can send).
import type { Request, RouteOptions, ServerRoute } from '@hapi/hapi';
import * as v from 'valibot';
import { notFound } from '../../lib/errors.js';
import { validator } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import {
  killSwitchSchema,
  runListQuerySchema,
  runParamsSchema,
  sourceParamsSchema,
  startRunSchema,
  updateSourceSchema,
  type StartRun,
  type UpdateSource,
} from './schemas.js';
import type { ScrapingService } from './service.js';

const admin: RouteOptions['auth'] = {
  strategies: ['session', 'operator'],
  mode: 'required',
  access: { scope: ['admin'] },
};

function who(request: Request) {
  const credentials = request.auth.credentials as unknown as Credentials | { operator: true };
  return 'user' in credentials ? { id: credentials.user.id, username: credentials.user.username } : null;
}

export function scrapingRoutes(service: ScrapingService): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/scraping/status',
      options: {
        id: 'scraping.status',
        description: 'Whether a run is active, its progress, the product’s listing count and every source',
        auth: admin,
        handler: () => service.status(),
      },
    },
    {
      method: 'POST',
      path: '/api/scraping/start',
      options: {
        id: 'scraping.start',
        description:
          'Starts a scraping run of every enabled source (or those named); 409 while one is active',
        auth: admin,
        // A start with no body at all starts every enabled source.
        validate: { payload: validator(v.optional(v.nullable(startRunSchema), {})) },
        handler: async (request, h) => {
          const body = (request.payload ?? {}) as StartRun;
          const user = who(request);
          const run = await service.start({ trigger: user ? 'manual' : 'cli', user, sources: body.sources });
          return h.response({ run }).code(202);
        },
      },
    },
    {
      method: 'GET',
      path: '/api/scraping/runs',
      options: {
        id: 'scraping.runs',
        description: 'Run history, newest first',
        auth: admin,
        validate: { query: validator(runListQuerySchema) },
        handler: async (request) => ({
          runs: await service.runs((request.query as { limit: number }).limit),
        }),
      },
    },
    {
      method: 'GET',
      path: '/api/scraping/runs/{id}',
      options: {
        id: 'scraping.run',
        description: 'One run with its per-source progress',
        auth: admin,
        validate: { params: validator(runParamsSchema) },
        handler: async (request) => {
          const run = await service.run((request.params as unknown as { id: number }).id);
          if (!run) throw notFound('Run');
          return run;
        },
      },
    },
    {
      method: 'POST',
      path: '/api/scraping/runs/{id}/cancel',
      options: {
        id: 'scraping.cancel',
        description: 'Cancels an active run; pages already committed stay',
        auth: admin,
        validate: { params: validator(runParamsSchema) },
        handler: async (request) => ({
          run: await service.cancel((request.params as unknown as { id: number }).id),
        }),
      },
    },
    {
      method: 'GET',
      path: '/api/scraping/sources',
      options: {
        id: 'scraping.sources',
        description: 'The configured sources with their counts, and the kill switch',
        auth: admin,
        handler: () => service.sources(),
      },
    },
    {
      method: 'PATCH',
      path: '/api/scraping/sources/{id}',
      options: {
        id: 'scraping.updateSource',
        description: 'Enables or disables a source, or changes its access class or minimum delay',
        auth: admin,
        validate: { params: validator(sourceParamsSchema), payload: validator(updateSourceSchema) },
        handler: (request) =>
          service.updateSource((request.params as { id: string }).id, request.payload as UpdateSource),
      },
    },
    {
      method: 'PUT',
      path: '/api/scraping/kill-switch',
      options: {
        id: 'scraping.killSwitch',
        description: 'Stops (on) or allows (off) all fetching at once (CRAWL-POLICY C7)',
        auth: admin,
        validate: { payload: validator(killSwitchSchema) },
        handler: (request) => service.setKillSwitch((request.payload as { on: boolean }).on),
      },
    },
  ];
}
