import type { ServerRoute } from '@hapi/hapi';
import { enforceFormLimit } from '../../lib/rate-limit.js';
import { validator } from '../../lib/validate.js';
import { inspectionBookingSchema, type InspectionBookingInput } from './schemas.js';
import type { PartExchangeService } from './service.js';
import { clientAddress } from '../../lib/client-address.js';

export function partExchangeRoutes(service: PartExchangeService): ServerRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/part-exchange/inspections',
      options: {
        id: 'partExchange.bookInspection',
        description: "Books an inspection slot from the part-exchange page's 'Book Inspection'",
        validate: { payload: validator(inspectionBookingSchema) },
        handler: async (request, h) => {
          await enforceFormLimit(request.server.app.db.knex, 'inspection', clientAddress(request));
          const booking = await service.bookInspection(request.payload as InspectionBookingInput);
          return h.response(booking).code(201);
        },
      },
    },
  ];
}
