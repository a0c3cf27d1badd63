// Social sign-in (DECISIONS 7, spec 001 §2, §7, §8) with @hapi/bell: GET /api/auth/google and
// /api/auth/facebook. Providers come from config (GOOGLE_CLIENT_ID and _SECRET, FACEBOOK_...); the
// redirect URI registered with each provider is PUBLIC_URL + /api/auth/<provider>.
import type { Plugin } from '@hapi/hapi';
import Bell from '@hapi/bell';
import type { SocialProvider } from '../../config.js';
import { appSecret } from '../../lib/secrets.js';
import { bellProvider } from './providers.js';
import { notConfiguredRoute, providerRoute } from './routes.js';
import { SocialSignInService } from './service.js';

const PROVIDERS: SocialProvider[] = ['google', 'facebook'];

export const socialAuthPlugin: Plugin<Record<string, never>> = {
  name: 'social-auth',
  dependencies: ['auth'],
  async register(server) {
    const { config, db } = server.app;
    const service = new SocialSignInService(db.knex, config.sessionIdleMs);
    const secure = config.publicUrl.startsWith('https:');
    if (PROVIDERS.some((p) => config.social[p])) await server.register(Bell);

    for (const provider of PROVIDERS) {
      const client = config.social[provider];
      if (!client) {
        server.route(notConfiguredRoute(provider));
        continue;
      }
      const strategy = `bell-${provider}`;
      const stateCookie = `bell-${provider}`;
      server.auth.strategy(strategy, 'bell', {
        provider: bellProvider(provider, config.oauthEndpoints?.[provider]),
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        password: await appSecret(db.knex, 'bell-cookie'),
        cookie: stateCookie,
        isSecure: secure,
        forceHttps: secure,
        // Lax: the provider's redirect back is a top-level navigation from another site.
        isSameSite: 'Lax',
        ttl: 15 * 60_000,
        location: config.publicUrl,
      });
      server.route(providerRoute(provider, strategy, stateCookie, service));
    }
  },
};
