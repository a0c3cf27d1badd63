// The true monthly cost API: public, like the car page and the search results it belongs to.
import type { ServerRoute } from '@hapi/hapi';
import { validator } from '../../lib/validate.js';
import { idParamsSchema } from '../search/schemas.js';
import {
  runningCostsBatchQuerySchema,
  runningCostsQuerySchema,
  type RunningCostsBatchQuery,
  type RunningCostsQuery,
} from './schemas.js';
import type { RunningCostsService } from './service.js';

export function runningCostsRoutes(service: RunningCostsService): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/cars/{id}/running-costs',
      options: {
        id: 'runningCosts.show',
        description:
          "A listing's true monthly cost at the buyer's postcode: finance, road tax, fuel or charging, insurance band, clean air zones",
        auth: false,
        validate: { params: validator(idParamsSchema), query: validator(runningCostsQuerySchema) },
        handler: (request) =>
          service.forListing((request.params as { id: number }).id, request.query as RunningCostsQuery),
      },
    },
    {
      method: 'GET',
      path: '/api/running-costs',
      options: {
        id: 'runningCosts.batch',
        description:
          "The monthly cost of each car of a results page (one request for the cards), by the car page's formula",
        auth: false,
        validate: { query: validator(runningCostsBatchQuerySchema) },
        handler: (request) => service.forListings(request.query as RunningCostsBatchQuery),
      },
    },
  ];
}
