// Sessions (DECISIONS 8): @hapi/cookie seals an opaque token into an HttpOnly, SameSite=Lax cookie;
// the session itself lives in the database. csrf.ts guards every state-changing request with a
// token bound to the session, which the page gets from GET /api/csrf and sends back (X-CSRF-Token),
// and refuses those another site sends. Roles are hapi scopes:
// `access: { scope: ['admin'] }` answers 403 for anyone else.
import type { Plugin } from '@hapi/hapi';
import Cookie from '@hapi/cookie';
import Boom from '@hapi/boom';
import { appSecret } from '../../lib/secrets.js';
import type { PublicUser } from './schemas.js';
import { AccountService, DEFAULT_LIMITS, publicUser, type AuthLimits } from './service.js';
import { findSession } from './sessions.js';
import { authRoutes, sameSecret } from './routes.js';
import { csrfPlugin } from './csrf.js';
import { registerKnownDevice } from './known-device.js';
import { RegistrationService } from './registration.js';
import { registrationRoutes } from './registration-routes.js';

export interface Credentials {
  user: PublicUser;
  scope: string[];
  token: string;
}

export interface AuthOptions {
  secureCookies: boolean;
  idleMs: number;
  operatorToken?: string | undefined;
  limits?: AuthLimits;
}

export const authPlugin: Plugin<AuthOptions> = {
  name: 'auth',
  async register(server, options) {
    const knex = server.app.db.knex;
    const limits = options.limits ?? DEFAULT_LIMITS;
    // Sign-up confirms the e-mail address before the account can be used (registration.ts).
    const registration = new RegistrationService(knex, options.idleMs, limits.registerPerAddress, {
      sealer: () => Promise.resolve(server.app.sealer),
      publicUrl: server.app.config.publicUrl,
    });
    const accounts = new AccountService(knex, options.idleMs, limits, (row) => registration.resendFor(row));
    server.app.accounts = accounts;

    // The one check of a session cookie's content: for HTTP requests and for live connections.
    const credentialsFor = async (session: unknown): Promise<Credentials | null> => {
      const token = (session as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string') return null;
      const row = await findSession(knex, token, options.idleMs);
      if (!row) return null;
      const user = await accounts.userById(row.user_id);
      if (!user) return null;
      return { user: publicUser(user), scope: [user.role], token };
    };

    await server.register(Cookie);
    server.auth.strategy('session-cookie', 'cookie', {
      cookie: {
        name: 'sid',
        password: await appSecret(knex, 'session-cookie'),
        isSecure: options.secureCookies,
        isHttpOnly: true,
        isSameSite: 'Lax',
        path: '/',
        ttl: options.idleMs,
        clearInvalid: true,
      },
      keepAlive: false,
      validate: async (_request, session) => {
        const credentials = await credentialsFor(session);
        return credentials ? { isValid: true, credentials: credentials as never } : { isValid: false };
      },
    });
    // Most requests carry no session (every anonymous search). The cookie scheme answers each of them
    // with a new 401 error, whose stack trace alone costs about 10 µs: a request without the cookie is
    // told so with one shared error instead (hapi only reads it), and a request with the cookie goes
    // through the cookie scheme as before. Routes name this strategy, 'session'.
    const noSession = Boom.unauthorized(null, 'cookie');
    server.auth.scheme('session', () => ({
      authenticate: async (request, h) => {
        if ((request.state as Record<string, unknown>).sid === undefined) return h.unauthenticated(noSession);
        return h.authenticated(await request.server.auth.test('session-cookie', request));
      },
    }));
    server.auth.strategy('session', 'session');
    // A WebSocket upgrade is not a hapi request: the live connection reads the session from the
    // upgrade's Cookie header through the same cookie definition and check.
    server.app.credentialsFromCookies = async (header) => {
      if (!header) return null;
      try {
        const { states } = (await server.states.parse(header)) as { states?: Record<string, unknown> };
        return await credentialsFor(states?.sid);
      } catch {
        return null;
      }
    };
    // The operator CLI proves itself with the token the server wrote to its data folder: it acts as
    // an admin on the routes that accept this strategy (`strategies: ['session', 'operator']`).
    server.auth.scheme('operator-token', () => ({
      authenticate: (request, h) => {
        const given = request.headers['x-operator-token'];
        if (given === undefined) throw Boom.unauthorized(null, 'operator');
        if (!options.operatorToken || !sameSecret(given, options.operatorToken))
          throw Boom.unauthorized('The operator token is not valid', 'operator');
        return h.authenticated({ credentials: { operator: true, scope: ['admin', 'operator'] } as never });
      },
    }));
    server.auth.strategy('operator', 'operator-token');
    // Every route knows who is asking; routes that need someone say `auth: { mode: 'required' }`.
    server.auth.default({ strategy: 'session', mode: 'try' });

    // Every state-changing request: from this site, with the token of its own session (csrf.ts).
    await server.register({
      plugin: csrfPlugin,
      options: {
        secret: await appSecret(knex, 'csrf-token'),
        secureCookies: options.secureCookies,
        publicUrl: server.app.config.publicUrl,
      },
    });

    registerKnownDevice(server, {
      password: await appSecret(knex, 'known-device-cookie'),
      isSecure: options.secureCookies,
    });
    server.route(authRoutes(accounts, options.operatorToken));
    server.route(registrationRoutes(registration));
  },
};
