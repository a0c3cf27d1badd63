// Cross-site request forgery protection (docs/security.md, CSRF). Every state-changing request
// (POST, PUT, PATCH, DELETE) must
//   1. not come from another site: an Origin header, when sent, names this site (PUBLIC_URL's origin,
//      or the origin the request itself was addressed to), and Sec-Fetch-Site is not 'cross-site';
//   2. carry X-CSRF-Token: an HMAC, under a server secret, of the session it is sent with: the
//      session token when someone is signed in, else a random visitor id kept in the HttpOnly `crumb`
//      cookie. An attacker can neither compute one nor use one issued to another session, and the
//      token changes whenever the session does (sign-in, sign-up, sign-out).
// The page gets its token from GET /api/csrf. Exempt: routes that say `plugins: { crumb: false }`
// (they authenticate with a header no cross-site page can send, such as the dealer API key) and
// requests carrying the operator CLI's token header.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import { createError } from '../../lib/errors.js';
import { allowedOrigins } from '../../lib/realtime.js';

declare module '@hapi/hapi' {
  interface PluginSpecificConfiguration {
    /** false: the route authenticates with a header no cross-site page can send; no CSRF check. */
    crumb?: boolean;
  }
}

export const CSRF_COOKIE = 'crumb';
/** The 403 a page answers by fetching a new token and trying once more (web/src/lib/api-client.ts). */
export const CSRF_TOKEN_INVALID = 'CSRF_TOKEN_INVALID';
/** The 403 for a request another site made: trying again cannot help. */
export const CROSS_SITE_REQUEST = 'CROSS_SITE_REQUEST';

const CHANGING = new Set(['post', 'put', 'patch', 'delete']);
const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;

export interface CsrfOptions {
  /** The HMAC key (lib/secrets.ts, shared by every process). */
  secret: string;
  secureCookies: boolean;
  publicUrl: string;
}

interface CsrfApi {
  /** The token for this request's session; sets the visitor cookie first when there is none. */
  issue(request: Request, h: ResponseToolkit): string;
}

/** GET /api/csrf's answer: the token of the asking session. */
export function issueCsrfToken(request: Request, h: ResponseToolkit): string {
  return (request.server.plugins as unknown as { csrf: CsrfApi }).csrf.issue(request, h);
}

export const csrfPlugin: Plugin<CsrfOptions> = {
  name: 'csrf',
  register(server, options) {
    server.state(CSRF_COOKIE, {
      isSecure: options.secureCookies,
      isHttpOnly: true,
      isSameSite: 'Lax',
      path: '/',
      encoding: 'none',
      // A malformed cookie is someone else's value: ignore it (the request then has no visitor id).
      ignoreErrors: true,
      clearInvalid: true,
    });
    const sign = (kind: 'session' | 'visitor', value: string) =>
      createHmac('sha256', options.secret).update(`${kind}\0${value}`).digest('base64url');
    const sessionToken = (request: Request): string | null => {
      const token = (request.auth.credentials as { token?: unknown } | null)?.token;
      return typeof token === 'string' ? token : null;
    };
    const visitorId = (request: Request): string | null => {
      const id = (request.state as Record<string, unknown>)[CSRF_COOKIE];
      return typeof id === 'string' && VISITOR_ID.test(id) ? id : null;
    };
    /** The token this request's session must present, or null when it has no session of any kind. */
    const expected = (request: Request): string | null => {
      const session = sessionToken(request);
      if (session) return sign('session', session);
      const visitor = visitorId(request);
      return visitor ? sign('visitor', visitor) : null;
    };

    server.expose('issue', (request: Request, h: ResponseToolkit): string => {
      const session = sessionToken(request);
      if (session) return sign('session', session);
      let visitor = visitorId(request);
      if (!visitor) {
        visitor = randomBytes(32).toString('base64url');
        h.state(CSRF_COOKIE, visitor);
      }
      return sign('visitor', visitor);
    });

    const ownOrigins = new Set(allowedOrigins(options.publicUrl));
    server.ext('onPostAuth', (request, h) => {
      if (!CHANGING.has(request.method)) return h.continue;
      if (request.route.settings.plugins?.crumb === false) return h.continue;
      if (request.headers['x-operator-token'] !== undefined) return h.continue;

      const origin: unknown = request.headers.origin;
      const fromElsewhere =
        (origin !== undefined &&
          (typeof origin !== 'string' || (!ownOrigins.has(origin) && origin !== request.url.origin))) ||
        request.headers['sec-fetch-site'] === 'cross-site';
      if (fromElsewhere)
        throw createError(CROSS_SITE_REQUEST, 'Requests from another site cannot change anything here', 403);

      const want = expected(request);
      const given = request.headers['x-csrf-token'];
      if (!want || typeof given !== 'string' || !sameToken(given, want))
        throw createError(
          CSRF_TOKEN_INVALID,
          'The X-CSRF-Token header is missing or is not this session’s: get one from GET /api/csrf',
          403,
        );
      return h.continue;
    });
  },
};

function sameToken(given: string, want: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(want);
  return a.length === b.length && timingSafeEqual(a, b);
}
