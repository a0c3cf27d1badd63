// The social toolkit (issue 13 item 5; DECISIONS 20; CONTEXT.md): content, posts with tracked links,
// the links' visits and the analytics counted from them. Registers after the video generator, whose
// jobs generate-with-video makes and whose URLs posts carry.
import type { Plugin } from '@hapi/hapi';
import type { Credentials } from '../auth/index.js';
import { UNCLAIMED_COOKIE, VISITOR_COOKIE, claimVisits, isVisitorId, visitorKey } from './links.js';
import type { NetworkOptions } from './networks.js';
import { socialRoutes } from './routes.js';
import { SocialService } from './service.js';

export interface SocialOptions {
  networks: NetworkOptions;
}

/** Browsers cap cookie lifetimes at 400 days; a visitor is remembered that long. */
const VISITOR_TTL_MS = 400 * 86_400_000;

export const socialPlugin: Plugin<SocialOptions> = {
  name: 'social',
  dependencies: ['auth', 'videos'],
  register(server, options) {
    const { knex } = server.app.db;
    const { publicUrl } = server.app.config;
    const cookie = {
      isSecure: publicUrl.startsWith('https:'),
      isHttpOnly: true,
      isSameSite: 'Lax' as const,
      path: '/',
      encoding: 'none' as const,
      // A mangled cookie is replaced, never an error.
      ignoreErrors: true,
      clearInvalid: true,
    };
    server.state(VISITOR_COOKIE, { ...cookie, ttl: VISITOR_TTL_MS });
    server.state(UNCLAIMED_COOKIE, { ...cookie, ttl: VISITOR_TTL_MS });

    const service = new SocialService({
      knex,
      publicUrl,
      networks: options.networks,
      videos: () => server.app.videos,
      log: (tags, data) => server.log(tags, data),
    });
    server.route(socialRoutes(service, knex));

    // A browser that arrived through a link signed out and now has a session: attach its visits to
    // the user, once. Only requests carrying both cookies and a session pay for the one UPDATE; every
    // other request reads two already-parsed cookies and moves on.
    server.ext('onPostAuth', async (request, h) => {
      const state = request.state as Record<string, unknown> | null;
      if (!state || state[UNCLAIMED_COOKIE] === undefined || !request.auth.isAuthenticated) return h.continue;
      const user = (request.auth.credentials as unknown as Partial<Credentials>).user;
      const visitor = state[VISITOR_COOKIE];
      if (!user) return h.continue;
      if (isVisitorId(visitor)) await claimVisits(knex, visitorKey(visitor), user.id);
      h.unstate(UNCLAIMED_COOKIE);
      return h.continue;
    });
  },
};
