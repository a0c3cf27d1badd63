// Sign-up, its e-mailed confirmation link, and "send me a new link" (registration.ts says why).
import type { Request, ServerRoute } from '@hapi/hapi';
import { validator } from '../../lib/validate.js';
import { clientAddress } from '../../lib/client-address.js';
import { confirmEmailSchema, registerSchema, resendConfirmationSchema } from './schemas.js';
import type { RegistrationService } from './registration.js';
import { publicUser, type RequestMeta } from './service.js';
import { deleteSession } from './sessions.js';
import type { Credentials } from './index.js';

const meta = (request: Request): RequestMeta => ({
  ip: clientAddress(request),
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

export function registrationRoutes(registration: RegistrationService): ServerRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/register',
      options: {
        id: 'auth.register',
        description:
          'Signs up: 202 and an e-mail to the address, the same answer whether or not it has an account',
        validate: { payload: validator(registerSchema) },
        handler: async (request, h) =>
          h.response(await registration.register(request.payload as any, meta(request))).code(202),
      },
    },
    {
      method: 'POST',
      path: '/api/register/confirm',
      options: {
        id: 'auth.confirmEmail',
        description: 'Opens the e-mailed link: confirms the address and signs in, once',
        validate: { payload: validator(confirmEmailSchema) },
        handler: async (request) => {
          const { user, token } = await registration.confirm(
            (request.payload as { token: string }).token,
            meta(request),
          );
          // A new session, as at sign-in: an old cookie never becomes a signed-in one.
          const old = (request.auth.credentials as unknown as Credentials | null)?.token;
          if (old) await deleteSession(request.server.app.db.knex, old);
          request.cookieAuth.set({ token });
          return publicUser(user);
        },
      },
    },
    {
      method: 'POST',
      path: '/api/register/resend',
      options: {
        id: 'auth.resendConfirmation',
        description: 'Sends a new confirmation link; the same answer whether or not the address is known',
        validate: { payload: validator(resendConfirmationSchema) },
        handler: async (request, h) =>
          h
            .response(await registration.resend((request.payload as { email: string }).email, meta(request)))
            .code(202),
      },
    },
  ];
}
