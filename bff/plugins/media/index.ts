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
    // A review without pictures of its own shows three drawings of its model (docs/reviews.md).
    server.route({
      method: 'GET',
      path: '/api/media/reviews/{id}/{n}.svg',
      options: {
        auth: false,
        id: 'media.reviewImage',
        description: 'The n-th drawn picture of a review (n = 0, 1, 2) as SVG',
        validate: { params: validator(paramsSchema) },
        handler: async (request, h) => {
          const { id, n } = request.params as unknown as { id: number; n: number };
          const row = (await db
            .knex('reviews')
            .select('vehicle_type', 'body_type', 'make', 'model', 'year')
            .where({ id })
            .first()) as
            | { vehicle_type: Category; body_type: string | null; make: string; model: string; year: number }
            | undefined;
          if (!row || n >= REVIEW_DRAWINGS) throw notFound('Image');
          const svg = renderVehicleSvg({
            category: row.vehicle_type,
            bodyType: row.body_type ?? '',
            colour: REVIEW_COLOURS[id % REVIEW_COLOURS.length]!,
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

/** Pictures drawn for a review (000 §9: at most three a review). */
const REVIEW_DRAWINGS = 3;
/** A review has no colour: one of these, picked by its id, so its pictures stay the same. */
const REVIEW_COLOURS = ['Blue', 'Red', 'Silver', 'Grey', 'White', 'Black', 'Green', 'Orange', 'Navy'];
