import type { Request, ServerRoute } from '@hapi/hapi';
import type { Account, AccountLimiter } from '../../lib/account-limits.js';
import { validator } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import { listingParamsSchema, messageBodySchema, threadParamsSchema, type MessageBody } from './schemas.js';
import type { EnquiryService } from './service.js';

const userId = (request: Request) => (request.auth.credentials as unknown as Credentials).user.id;
const required = { mode: 'required' } as const;
const account = (request: Request): Account => (request.auth.credentials as unknown as Credentials).user;

export function enquiryRoutes(service: EnquiryService, limits: AccountLimiter): ServerRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/cars/{id}/enquiries',
      options: {
        id: 'enquiries.send',
        description: "Sends the buyer's message about a listing to its seller",
        auth: required,
        validate: { params: validator(listingParamsSchema), payload: validator(messageBodySchema) },
        handler: async (request, h) => {
          const { id } = request.params as unknown as { id: number };
          await limits.enforce('enquiry.send', account(request));
          const thread = await service.send(id, userId(request), (request.payload as MessageBody).body);
          return h.response(thread).code(201);
        },
      },
    },
    {
      method: 'GET',
      path: '/api/cars/{id}/enquiries',
      options: {
        id: 'enquiries.buyerThread',
        description: "The signed-in buyer's thread about a listing",
        auth: required,
        validate: { params: validator(listingParamsSchema) },
        handler: (request) =>
          service.buyerThread((request.params as unknown as { id: number }).id, userId(request)),
      },
    },
    {
      method: 'GET',
      path: '/api/user/enquiries',
      options: {
        id: 'enquiries.inbox',
        description: "Enquiries about the signed-in seller's listings, newest first",
        auth: required,
        handler: (request) => service.inbox(userId(request)),
      },
    },
    {
      method: 'GET',
      path: '/api/user/enquiries/{threadId}',
      options: {
        id: 'enquiries.sellerThread',
        description: 'One enquiry thread as its seller sees it',
        auth: required,
        validate: { params: validator(threadParamsSchema) },
        handler: (request) =>
          service.sellerThread((request.params as unknown as { threadId: number }).threadId, userId(request)),
      },
    },
    {
      method: 'POST',
      path: '/api/user/enquiries/{threadId}/replies',
      options: {
        id: 'enquiries.reply',
        description: "The seller's reply to an enquiry",
        auth: required,
        validate: { params: validator(threadParamsSchema), payload: validator(messageBodySchema) },
        handler: async (request, h) => {
          const { threadId } = request.params as unknown as { threadId: number };
          await limits.enforce('enquiry.reply', account(request));
          const thread = await service.reply(
            threadId,
            userId(request),
            (request.payload as MessageBody).body,
          );
          return h.response(thread).code(201);
        },
      },
    },
  ];
}
