// Vehicle pictures: demo listings have no photos and no external image host is used, so each
// listing's images are drawings rendered here from its category, body type, colour and name.
import type { Plugin } from '@hapi/hapi';
import * as v from 'valibot';
import type { Db } from '../../../db/index.js';
import type { Category } from '../../../db/reference/types.js';
import { notFound } from '../../lib/errors.js';
import { validator } from '../../lib/validate.js';
import { renderVehicleSvg } from './vehicle-svg.js';

const paramsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'must be a positive whole number'), v.transform(Number)),
  n: v.pipe(v.string(), v.regex(/^\d{1,2}$/, 'must be an image number'), v.transform(Number)),
});

export const mediaPlugin: Plugin<{ db: Db }> = {
  name: 'media',
  register(server, { db }) {
    server.route({
      method: 'GET',
      path: '/api/media/listings/{id}/{n}.svg',
      options: {
        // Public and cookie-free: no session lookup for it.
        auth: false,
        id: 'media.listingImage',
        description: 'The n-th picture of a listing as SVG',
        validate: { params: validator(paramsSchema) },
        handler: async (request, h) => {
          const { id, n } = request.params as unknown as { id: number; n: number };
          const row = (await db
            .knex('listings')
            .select('category', 'body_type', 'color', 'make', 'model', 'year', 'image_count')
            .where({ id })
            .first()) as
            | {
                category: Category;
                body_type: string;
                color: string;
                make: string;
                model: string;
                year: number;
                image_count: number;
              }
            | undefined;
          if (!row || n >= Math.max(1, row.image_count)) throw notFound('Image');
          const svg = renderVehicleSvg({
            category: row.category,
            bodyType: row.body_type,
            colour: row.color,
            make: row.make,
            model: row.model,
            year: row.year,
            view: n,
            seed: id,
          });
          return h.response(svg).type('image/svg+xml').header('cache-control', 'public, max-age=86400');
        },
      },
    });
  },
};
