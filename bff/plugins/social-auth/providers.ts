// The OAuth 2 providers of social sign-in (DECISIONS 7) as bell provider objects. Each profile is
// checked with valibot and normalised to one shape, so the sign-in service never sees a provider's.
import { createHmac } from 'node:crypto';
import type { CustomProtocol2 } from '@hapi/bell';
import * as v from 'valibot';
import type { OAuthEndpoints, SocialProvider } from '../../config.js';

export interface SocialProfile {
  /** The provider's own, stable user id: accounts are linked by this, never by e-mail. */
  id: string;
  /** Only an address the provider vouches for; null when it gave none. */
  email: string | null;
  firstName: string;
  lastName: string;
  displayName: string;
}

export const DEFAULT_ENDPOINTS: Record<SocialProvider, OAuthEndpoints> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    profileUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    profileUrl: 'https://graph.facebook.com/v21.0/me',
  },
};

const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1));
const text = v.optional(v.nullable(v.string()), '');
const email = v.optional(v.nullable(v.string()), null);

const GoogleProfile = v.object({
  sub: id,
  name: text,
  given_name: text,
  family_name: text,
  email,
  email_verified: v.optional(v.nullable(v.union([v.boolean(), v.string()]))),
});

const FacebookProfile = v.object({
  id,
  name: text,
  first_name: text,
  last_name: text,
  email,
});

const clean = (s: string | null | undefined, max = 80) => (s ?? '').trim().slice(0, max);

const cleanEmail = (s: string | null) => {
  const value = (s ?? '').trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 200 ? value : null;
};

function google(endpoints: OAuthEndpoints): CustomProtocol2 {
  return {
    name: 'google',
    protocol: 'oauth2',
    useParamsAuth: true,
    pkce: 'S256',
    auth: endpoints.authorizeUrl,
    token: endpoints.tokenUrl,
    scope: ['openid', 'email', 'profile'],
    profile: async (credentials, _params, get) => {
      const raw = v.parse(GoogleProfile, await get(endpoints.profileUrl));
      // An address Google has not verified could belong to someone else: do not take it.
      const verified = raw.email_verified === true || raw.email_verified === 'true';
      const profile: SocialProfile = {
        id: raw.sub,
        email: verified ? cleanEmail(raw.email) : null,
        firstName: clean(raw.given_name),
        lastName: clean(raw.family_name),
        displayName: clean(raw.name),
      };
      credentials.profile = profile;
    },
  };
}

function facebook(endpoints: OAuthEndpoints): CustomProtocol2 {
  return {
    name: 'facebook',
    protocol: 'oauth2',
    useParamsAuth: true,
    auth: endpoints.authorizeUrl,
    token: endpoints.tokenUrl,
    scope: ['email', 'public_profile'],
    scopeSeparator: ',',
    profile: async function (credentials, _params, get) {
      const secret = String(this.clientSecret);
      const raw = v.parse(
        FacebookProfile,
        await get(endpoints.profileUrl, {
          fields: 'id,name,email,first_name,last_name',
          appsecret_proof: createHmac('sha256', secret).update(String(credentials.token)).digest('hex'),
        }),
      );
      const profile: SocialProfile = {
        id: raw.id,
        email: cleanEmail(raw.email),
        firstName: clean(raw.first_name),
        lastName: clean(raw.last_name),
        displayName: clean(raw.name),
      };
      credentials.profile = profile;
    },
  };
}

export function bellProvider(provider: SocialProvider, endpoints?: OAuthEndpoints): CustomProtocol2 {
  const e = endpoints ?? DEFAULT_ENDPOINTS[provider];
  return provider === 'google' ? google(e) : facebook(e);
}
