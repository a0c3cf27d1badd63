// Signing in through a provider: the account is found by (provider, provider user id) alone. A new
// identity always makes a new account, even when its e-mail matches one already registered: an
// e-mail from a provider is no proof of owning that account (DECISIONS 7).
import type { Knex } from 'knex';
import type { SocialProvider } from '../../config.js';
import type { RequestMeta } from '../auth/service.js';
import { createSession } from '../auth/sessions.js';
import type { SocialProfile } from './providers.js';
import { emailTaken, findIdentityUser, usernamesLike } from './queries.js';

export const placeholderEmail = (provider: SocialProvider, id: string) =>
  `${provider}-${id.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 100)}@users.allmotors.invalid`;

/** A username in the register form's alphabet (letters, digits, dot, dash, underscore), 3 to 40 long. */
export function usernameBase(provider: SocialProvider, profile: SocialProfile): string {
  const source =
    profile.displayName ||
    [profile.firstName, profile.lastName].join(' ').trim() ||
    profile.email?.split('@')[0] ||
    '';
  const base = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '.')
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 32);
  return base.length >= 3 ? base : `${provider}.user`;
}

async function uniqueUsername(trx: Knex.Transaction, base: string): Promise<string> {
  const taken = new Set(await usernamesLike(trx, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!taken.has(`${base}${n}`)) return `${base}${n}`;
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export class SocialSignInService {
  constructor(
    private readonly knex: Knex,
    private readonly idleMs: number,
  ) {}

  /** Finds or creates the account and opens a session for it, in one transaction. */
  async signIn(
    provider: SocialProvider,
    profile: SocialProfile,
    meta: RequestMeta,
  ): Promise<{ userId: number; created: boolean; token: string }> {
    // Two first sign-ins at once can both try to create: the loser finds the winner's account.
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.knex.transaction(async (trx) => {
          const existing = await findIdentityUser(trx, provider, profile.id);
          const userId = existing ?? (await this.createAccount(trx, provider, profile));
          const token = await createSession(trx, userId, this.idleMs, meta);
          return { userId, created: existing === null, token };
        });
      } catch (error) {
        if (attempt >= 3 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  private async createAccount(
    trx: Knex.Transaction,
    provider: SocialProvider,
    profile: SocialProfile,
  ): Promise<number> {
    const email =
      profile.email && !(await emailTaken(trx, profile.email))
        ? profile.email
        : placeholderEmail(provider, profile.id);
    const [user] = (await trx('users')
      .insert({
        username: await uniqueUsername(trx, usernameBase(provider, profile)),
        email,
        password_hash: null,
        first_name: profile.firstName,
        last_name: profile.lastName,
        role: 'user',
        // The provider vouches for the person and there is no password to sign in with before a
        // link is opened: the account is usable at once (it never takes an address already in use).
        email_confirmed_at: trx.fn.now(),
      })
      .returning('id')) as { id: number }[];
    await trx('user_identities').insert({
      user_id: user!.id,
      provider,
      provider_user_id: profile.id,
      email: profile.email,
    });
    return user!.id;
  }
}
