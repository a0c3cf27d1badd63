import type { ServerRoute } from '@hapi/hapi';
import type { Category } from '../../../db/reference/types.js';
import { validator } from '../../lib/validate.js';
import {
  detailQuerySchema,
  idParamsSchema,
  makeParamsSchema,
  normaliseQuery,
  searchQuerySchema,
  type SearchQuery,
} from './schemas.js';
import type { SearchService } from './service.js';

/** URL prefix of each category's endpoints (spec 000 §7: cars have none for makes). */
const PATHS: { category: Category; plural: string; makesPrefix: string }[] = [
  { category: 'car', plural: 'cars', makesPrefix: '/api' },
  { category: 'motorcycle', plural: 'motorcycles', makesPrefix: '/api/motorcycles' },
  { category: 'van', plural: 'vans', makesPrefix: '/api/vans' },
];

export function searchRoutes(service: SearchService): ServerRoute[] {
  return PATHS.flatMap(({ category, plural, makesPrefix }): ServerRoute[] => {
    const schema = searchQuerySchema(category);
    const parse = validator(schema);
    return [
      {
        method: 'GET',
        path: `/api/${plural}/search`,
        options: {
          id: `search.${plural}`,
          description: `Search ${plural} with filters, sort, page and facet counts`,
          // Public, and no answer depends on who asks: no session lookup.
          auth: false,
          validate: { query: (value: unknown) => parse(normaliseQuery(value as Record<string, unknown>)) },
          handler: async (request, h) =>
            h
              .response(await service.searchJson(category, request.query as unknown as SearchQuery))
              .type('application/json; charset=utf-8'),
        },
      },
      {
        method: 'GET',
        path: `${makesPrefix}/makes`,
        options: {
          id: `search.${plural}.makes`,
          description: `Makes with active ${plural}`,
          auth: false,
          handler: () => service.makes(category),
        },
      },
      {
        method: 'GET',
        path: `${makesPrefix}/makes/{make}/models`,
        options: {
          id: `search.${plural}.models`,
          description: `Models of a make with active ${plural}`,
          auth: false,
          validate: { params: validator(makeParamsSchema) },
          handler: (request) => service.models(category, (request.params as { make: string }).make),
        },
      },
    ];
  }).concat([
    {
      method: 'GET',
      path: '/api/cars/{id}',
      options: {
        id: 'search.detail',
        description: 'A listing of any category with every offer and its price history',
        auth: false,
        validate: { params: validator(idParamsSchema), query: validator(detailQuerySchema) },
        handler: (request) =>
          service.detail(
            (request.params as { id: number }).id,
            (request.query as { location?: string }).location,
          ),
      },
    },
  ]);
}
