// The dealer application API (001 §7; CONTEXT.md has the table). Applying needs an account; the
// review calls are admins' only (DECISIONS 5): a signed-in admin, or the operator CLI with its token.
import type { Request, RouteOptions, ServerRoute } from '@hapi/hapi';
import * as v from 'valibot';
import { listOutbox } from '../../lib/outbox.js';
import { enforceFormLimit } from '../../lib/rate-limit.js';
import { validator } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import { applicationHtml, downloadName } from './download.js';
import {
  approveSchema,
  onboardSchema,
  rejectSchema,
  simpleApplicationSchema,
  stepSchemas,
  supportRequestSchema,
  type OnboardingApplication,
  type SimpleApplication,
  type SupportRequestInput,
} from './schemas.js';
import type { DealerService, Reviewer } from './service.js';
import { clientAddress } from '../../lib/client-address.js';

const signedIn = { mode: 'required' } as const;
export const admin: RouteOptions['auth'] = {
  strategies: ['session', 'operator'],
  mode: 'required',
  access: { scope: ['admin'] },
};

const idParams = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'must be an application number'),
    v.transform(Number),
    v.minValue(1, 'must be an application number'),
  ),
});
const stepParams = v.object({
  step: v.pipe(v.string(), v.regex(/^[1-5]$/, 'must be a step from 1 to 5'), v.transform(Number)),
});

const credentials = (request: Request) => request.auth.credentials as unknown as Credentials | undefined;
const user = (request: Request) => credentials(request)!.user;
const id = (request: Request) => (request.params as { id: number }).id;

function reviewer(request: Request): Reviewer {
  const c = request.auth.credentials as unknown as Credentials | { operator: true };
  return 'user' in c
    ? { userId: c.user.id, name: c.user.username }
    : { userId: null, name: 'operator (CLI)' };
}

export function dealerRoutes(service: DealerService): ServerRoute[] {
  return [
    {
      method: 'GET',
      path: '/api/dealer/onboarding',
      options: {
        id: 'dealers.onboarding',
        description: "Where the signed-in person's onboarding wizard is: its step and what was saved",
        auth: signedIn,
        handler: (request) => service.onboardingState(user(request).id),
      },
    },
    {
      method: 'PUT',
      path: '/api/dealer/onboarding/steps/{step}',
      options: {
        id: 'dealers.saveStep',
        description: 'Saves one step of the wizard (checked with that step’s schema) and moves on',
        auth: signedIn,
        validate: {
          params: validator(stepParams),
          // The step's own schema: known only once the path is parsed.
          payload: async (value, options) => {
            const raw = (options as { context?: { params?: { step?: string } } }).context?.params?.step ?? '';
            const step = Number(raw);
            if (!(step >= 1 && step <= 5)) return value;
            return validator(stepSchemas[step - 1]!)(value);
          },
        },
        handler: (request) =>
          service.saveStep(
            user(request).id,
            (request.params as { step: number }).step,
            request.payload as Record<string, unknown>,
          ),
      },
    },
    {
      method: 'POST',
      path: '/api/dealer/onboarding/back',
      options: {
        id: 'dealers.back',
        description: 'One step back in the wizard',
        auth: signedIn,
        handler: (request) => service.back(user(request).id),
      },
    },
    {
      method: 'POST',
      path: '/api/dealer/onboarding/restart',
      options: {
        id: 'dealers.restart',
        description: 'After a submission, a new draft at step 1 (company and contact kept)',
        auth: signedIn,
        handler: (request) => service.restart(user(request).id),
      },
    },
    {
      method: 'POST',
      path: '/api/dealer/onboard',
      options: {
        id: 'dealers.onboard',
        description: 'Submits the wizard’s application (every field checked again)',
        auth: signedIn,
        validate: { payload: validator(onboardSchema) },
        handler: async (request, h) =>
          h
            .response(
              await service.submitOnboarding(user(request).id, request.payload as OnboardingApplication),
            )
            .code(201),
      },
    },
    {
      method: 'POST',
      path: '/api/dealer/submit-application',
      options: {
        id: 'dealers.submitSimple',
        description: 'The simple API application; its API is tested at once',
        auth: signedIn,
        validate: { payload: validator(simpleApplicationSchema) },
        handler: async (request, h) =>
          h
            .response(await service.submitSimple(user(request).id, request.payload as SimpleApplication))
            .code(201),
      },
    },
    {
      method: 'GET',
      path: '/api/dealer/applications/{id}',
      options: {
        id: 'dealers.mine',
        description: 'The applicant’s own application (an instant approval’s key on the first read only)',
        auth: signedIn,
        validate: { params: validator(idParams) },
        handler: (request) => service.mine(user(request).id, id(request)),
      },
    },
    {
      method: 'GET',
      path: '/api/dealer/applications/{id}/download',
      options: {
        id: 'dealers.download',
        description: 'The application as an HTML file (its applicant or an admin)',
        auth: signedIn,
        validate: { params: validator(idParams) },
        handler: async (request, h) => {
          const application = await service.forDownload(user(request), id(request));
          return h
            .response(applicationHtml(application))
            .type('text/html; charset=utf-8')
            .header('content-disposition', `attachment; filename="${downloadName(application)}"`);
        },
      },
    },
    {
      method: 'POST',
      path: '/api/support/requests',
      options: {
        id: 'support.create',
        description: 'Contact Support: a message to the team, kept for admins',
        validate: { payload: validator(supportRequestSchema) },
        handler: async (request, h) => {
          await enforceFormLimit(request.server.app.db.knex, 'support', clientAddress(request));
          return h
            .response(
              await service.supportRequest(
                credentials(request)?.user?.id ?? null,
                request.payload as SupportRequestInput,
              ),
            )
            .code(201);
        },
      },
    },
    {
      method: 'GET',
      path: '/api/admin/support-requests',
      options: {
        id: 'support.list',
        description: 'Support requests, newest first',
        auth: admin,
        handler: async () => ({ requests: await service.supportRequests() }),
      },
    },
    {
      method: 'GET',
      path: '/api/admin/outbox',
      options: {
        id: 'outbox.list',
        description: 'E-mails the product sent or is sending, newest first (secrets never shown)',
        auth: admin,
        handler: async () => ({ messages: await listOutbox(service.knex) }),
      },
    },
    {
      method: 'GET',
      path: '/api/admin/dealer-applications',
      options: {
        id: 'dealers.list',
        description: 'Every dealer application, newest first, with counts for the tabs',
        auth: admin,
        validate: {
          query: validator(
            v.object({
              status: v.optional(
                v.picklist(['pending', 'testing', 'approved', 'rejected'], 'must be a status'),
              ),
            }),
          ),
        },
        handler: (request) => service.list((request.query as { status?: 'pending' }).status ?? 'all'),
      },
    },
    {
      method: 'GET',
      path: '/api/admin/dealer-applications/pending',
      options: {
        id: 'dealers.pending',
        description: 'Applications waiting for a review',
        auth: admin,
        handler: () => service.list('pending'),
      },
    },
    {
      method: 'GET',
      path: '/api/admin/dealer-applications/{id}',
      options: {
        id: 'dealers.detail',
        description: 'One application with every field (secrets masked) and its last test',
        auth: admin,
        validate: { params: validator(idParams) },
        handler: (request) => service.detail(id(request)),
      },
    },
    {
      method: 'POST',
      path: '/api/admin/dealer-applications/{id}/test',
      options: {
        id: 'dealers.test',
        description: 'Tests the dealer’s API for real and answers with the result (409 unless pending)',
        auth: admin,
        validate: { params: validator(idParams) },
        handler: async (request, h) => {
          const result = await service.test(id(request));
          return 'status' in result ? h.response(result).code(202) : result;
        },
      },
    },
    {
      method: 'POST',
      path: '/api/admin/dealer-applications/{id}/approve',
      options: {
        id: 'dealers.approve',
        description: 'Approves: a dealer id and an API key, shown in this answer only (409 unless pending)',
        auth: admin,
        validate: {
          params: validator(idParams),
          payload: validator(v.optional(v.nullable(approveSchema), {})),
        },
        handler: (request) =>
          service.approve(
            id(request),
            reviewer(request),
            ((request.payload ?? {}) as { reviewNotes?: string }).reviewNotes ?? '',
          ),
      },
    },
    {
      method: 'POST',
      path: '/api/admin/dealer-applications/{id}/reject',
      options: {
        id: 'dealers.reject',
        description: 'Rejects with the reason (409 unless pending)',
        auth: admin,
        validate: { params: validator(idParams), payload: validator(rejectSchema) },
        handler: (request) =>
          service.reject(
            id(request),
            reviewer(request),
            (request.payload as { reviewNotes: string }).reviewNotes,
          ),
      },
    },
  ];
}
