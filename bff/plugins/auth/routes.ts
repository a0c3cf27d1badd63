import type { Request, ServerRoute } from '@hapi/hapi';
import Boom from '@hapi/boom';
import { timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { validator } from '../../lib/validate.js';
import { clientAddress } from '../../lib/client-address.js';
import { knownAccounts, rememberDevice } from './known-device.js';
import { strictObjectMessage } from '../../lib/schema-messages.js';
import { loginSchema, passwordChangeSchema, passwordSchema, profileSchema } from './schemas.js';
import type { AccountService, RequestMeta } from './service.js';
import { deleteSession } from './sessions.js';
import { issueCsrfToken } from './csrf.js';
import type { Credentials } from './index.js';

const meta = (request: Request): RequestMeta => ({
  ip: clientAddress(request),
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

const adminSchema = v.strictObject(
  {
    username: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(3, 'Username must be at least 3 characters'),
      v.maxLength(40),
    ),
    email: v.pipe(v.string(), v.trim(), v.email('Please enter a valid email')),
    password: passwordSchema,
    firstName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
    lastName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80)), ''),
  },
  strictObjectMessage,
);

/** Compares a presented secret (the operator token) in constant time. */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function authRoutes(accounts: AccountService, operatorToken: string | undefined): ServerRoute[] {
  const signIn = (request: Request, token: string) => request.cookieAuth.set({ token });

  return [
    {
      method: 'GET',
      path: '/api/csrf',
      options: {
        id: 'auth.csrf',
        description: 'The token to send as X-CSRF-Token on state-changing requests',
        handler: (request, h) => ({ token: issueCsrfToken(request, h) }),
      },
    },
    {
      method: 'GET',
      path: '/api/user',
      options: {
        id: 'auth.user',
        auth: { mode: 'required' },
        handler: (request) => (request.auth.credentials as unknown as Credentials).user,
      },
    },
    {
      method: 'GET',
      path: '/api/login',
      options: {
        id: 'auth.loginPage',
        description: 'A browser sent to /api/login lands on the sign-in screen (DECISIONS 6)',
        auth: false,
        handler: (_request, h) => h.redirect('/auth'),
      },
    },
    {
      method: 'POST',
      path: '/api/login',
      options: {
        id: 'auth.login',
        validate: { payload: validator(loginSchema) },
        handler: async (request, h) => {
          const { user, token } = await accounts.login(
            request.payload as any,
            meta(request),
            knownAccounts(request),
          );
          // A new session at every sign-in: an old cookie never becomes a signed-in one.
          const old = (request.auth.credentials as unknown as Credentials | null)?.token;
          if (old) await deleteSession(request.server.app.db.knex, old);
          signIn(request, token);
          rememberDevice(request, h, user.id);
          return user;
        },
      },
    },
    {
      method: 'POST',
      path: '/api/logout',
      options: {
        id: 'auth.logout',
        handler: async (request, h) => {
          const credentials = request.auth.credentials as unknown as Credentials | null;
          if (credentials?.token) await deleteSession(request.server.app.db.knex, credentials.token);
          request.cookieAuth.clear();
          return h.response().code(204);
        },
      },
    },
    {
      method: 'PATCH',
      path: '/api/user',
      options: {
        id: 'auth.updateProfile',
        auth: { mode: 'required' },
        validate: { payload: validator(profileSchema) },
        handler: (request) =>
          accounts.updateProfile(
            (request.auth.credentials as unknown as Credentials).user.id,
            request.payload as any,
          ),
      },
    },
    {
      method: 'POST',
      path: '/api/user/password',
      options: {
        id: 'auth.changePassword',
        auth: { mode: 'required' },
        validate: { payload: validator(passwordChangeSchema) },
        handler: async (request, h) => {
          const credentials = request.auth.credentials as unknown as Credentials;
          const body = request.payload as { currentPassword: string; newPassword: string };
          await accounts.changePassword(
            credentials.user.id,
            body.currentPassword,
            body.newPassword,
            credentials.token,
          );
          return h.response().code(204);
        },
      },
    },
    {
      method: 'POST',
      path: '/api/operator/admins',
      options: {
        id: 'operator.createAdmin',
        description:
          "The operator CLI's way to make an admin: proves itself with the token the server wrote to its data folder",
        // The token is checked before the body is even read: without it, 401 and no field rules.
        auth: { strategies: ['operator'], mode: 'required' },
        plugins: { crumb: false },
        validate: { payload: validator(adminSchema) },
        handler: async (request, h) => {
          // The strategy has checked already; kept so the route stays shut if its auth is ever widened.
          if (!operatorToken || !sameSecret(request.headers['x-operator-token'], operatorToken)) {
            throw Boom.forbidden('A valid operator token is required');
          }
          const user = await accounts.createAdmin(request.payload as any);
          return h.response(user).code(201);
        },
      },
    },
  ];
}
