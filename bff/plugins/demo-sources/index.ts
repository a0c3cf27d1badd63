// Demo source platforms (DECISIONS 15): each configured platform's listing pages, so a listing's
// external link opens a real page and the crawler has something realistic to crawl offline.
import type { Plugin, ResponseToolkit } from '@hapi/hapi';
import * as v from 'valibot';
import type { Db } from '../../../db/index.js';
import { validator } from '../../lib/validate.js';
import { indexPage, removedPage, vehiclePage } from './pages.js';
import { platformById, sourcePage, sourceVehicle } from './queries.js';

const PAGE_SIZE = 50;
const platformParam = v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, 'must be a platform id'));

export const demoSourcesPlugin: Plugin<{ db: Db }> = {
  name: 'demo-sources',
  register(server, { db }) {
    const notFound = (h: ResponseToolkit) =>
      h
        .response('<!doctype html><title>Not found</title><h1>Page not found</h1>')
        .type('text/html')
        .code(404);

    server.route({
      method: 'GET',
      path: '/demo-sources/{platform}/',
      options: {
        // Public and cookie-free: no session lookup for it.
        auth: false,
        id: 'demoSources.index',
        validate: {
          params: validator(v.object({ platform: platformParam })),
          query: validator(
            v.object({
              page: v.optional(
                v.pipe(
                  v.string(),
                  v.regex(/^\d{1,6}$/, 'must be a page number'),
                  v.transform(Number),
                  v.minValue(1, 'must be at least 1'),
                ),
                '1',
              ),
            }),
          ),
        },
        handler: async (request, h) => {
          const platform = await platformById(db.knex, (request.params as { platform: string }).platform);
          if (!platform) return notFound(h);
          const page = (request.query as { page: number }).page;
          const { rows, total } = await sourcePage(db.knex, platform.id, page, PAGE_SIZE);
          const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
          return h.response(indexPage(platform.id, platform.name, page, pages, rows)).type('text/html');
        },
      },
    });

    server.route({
      method: 'GET',
      path: '/demo-sources/{platform}/vehicles/{externalId}',
      options: {
        // Public and cookie-free: no session lookup for it.
        auth: false,
        id: 'demoSources.vehicle',
        validate: {
          params: validator(
            v.object({
              platform: platformParam,
              externalId: v.pipe(v.string(), v.maxLength(80, 'is too long')),
            }),
          ),
        },
        handler: async (request, h) => {
          const { platform: id, externalId } = request.params as { platform: string; externalId: string };
          const platform = await platformById(db.knex, id);
          const vehicle = platform && (await sourceVehicle(db.knex, platform.id, externalId));
          if (!platform || !vehicle) return notFound(h);
          if (vehicle.status !== 'active')
            return h.response(removedPage(platform.name)).type('text/html').code(404);
          return h.response(vehiclePage(platform.name, vehicle)).type('text/html');
        },
      },
    });
  },
};
