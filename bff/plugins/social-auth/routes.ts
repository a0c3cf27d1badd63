import type { Lifecycle, Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import Boom from '@hapi/boom';
import type { SocialProvider } from '../../config.js';
import { deleteSession } from '../auth/sessions.js';
import type { SocialProfile } from './providers.js';
import { clientAddress } from '../../lib/client-address.js';
import type { SocialSignInService } from './service.js';

export const notConfiguredUrl = (provider: SocialProvider) => `/auth?error=${provider}_not_configured`;
export const failedUrl = (provider: SocialProvider) => `/auth?error=${provider}_failed`;

const meta = (request: Request) => ({
  ip: clientAddress(request),
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

/** DECISIONS 7: a provider with no client id and secret sends people back to the sign-in screen. */
export function notConfiguredRoute(provider: SocialProvider): ServerRoute {
  return {
    method: 'GET',
    path: `/api/auth/${provider}`,
    options: {
      id: `socialAuth.${provider}`,
      description: `Sign in with ${provider}: not configured on this server`,
      auth: false,
      plugins: { crumb: false },
      handler: (_request, h) => h.redirect(notConfiguredUrl(provider)),
    },
  };
}

/**
 * The one URL of a provider's flow: without `code` bell sends the browser to the provider; with it
 * (the provider's callback) bell checks the state, exchanges the code and reads the profile. Every
 * failure on the way ends on the sign-in screen with `<provider>_failed`, never an error page.
 */
export function providerRoute(
  provider: SocialProvider,
  strategy: string,
  stateCookie: string,
  service: SocialSignInService,
): ServerRoute {
  const fail = (request: Request, h: ResponseToolkit, reason: unknown) => {
    request.log(
      ['social-auth', provider, 'failed'],
      reason instanceof Error ? reason.message : String(reason),
    );
    return h.redirect(failedUrl(provider)).takeover();
  };

  const onPreAuth: Lifecycle.Method = (request, h) => {
    const query = request.query as Record<string, unknown>;
    // The provider reported an error (denied consent, bad scope, outage): bell would restart the flow.
    if (query.error !== undefined) return fail(request, h, `provider error: ${String(query.error)}`);
    // A callback without the state cookie set when the flow began cannot be matched to its start.
    if (query.code !== undefined && !request.state[stateCookie]) {
      return fail(request, h, 'callback without state cookie');
    }
    return h.continue;
  };

  const onPreResponse: Lifecycle.Method = (request, h) => {
    const response = request.response;
    if (Boom.isBoom(response)) return fail(request, h, response);
    return h.continue;
  };

  return {
    method: 'GET',
    path: `/api/auth/${provider}`,
    options: {
      id: `socialAuth.${provider}`,
      description: `Sign in with ${provider} (start and OAuth callback)`,
      auth: { strategy, mode: 'try' },
      plugins: { crumb: false },
      ext: { onPreAuth: { method: onPreAuth }, onPreResponse: { method: onPreResponse } },
      handler: async (request, h) => {
        if (!request.auth.isAuthenticated) return fail(request, h, request.auth.error);
        const profile = (request.auth.credentials as { profile?: SocialProfile }).profile;
        if (!profile?.id) return fail(request, h, 'no profile id');
        const { token, userId, created } = await service.signIn(provider, profile, meta(request));
        // A new session at every sign-in: a session cookie the browser already had is ended.
        const old = (request.state.sid as { token?: unknown } | undefined)?.token;
        if (typeof old === 'string') await deleteSession(request.server.app.db.knex, old);
        request.cookieAuth.set({ token });
        request.log(['social-auth', provider, 'signed-in'], { userId, created });
        return h.redirect('/');
      },
    },
  };
}
