// Sign-up that does not say whether an e-mail is registered (issue 15). A new address gets an
// unconfirmed account and a confirmation link; an address that already has an account gets a
// "someone tried" e-mail. Both do the same work (the password is hashed either way) and answer the
// same, with no session: the session starts when the owner of the address opens the link.
import type { Knex } from 'knex';
import { createError } from '../../lib/errors.js';
import { enforce, hit, type Limit } from '../../lib/rate-limit.js';
import { hashPassword } from './passwords.js';
import { assertPasswordAllowed } from './password-policy.js';
import type { ConfirmationSent, RegisterInput } from './schemas.js';
import {
  consumeConfirmation,
  issueConfirmation,
  queueAttemptEmail,
  type ConfirmationDeps,
} from './confirmation.js';
import type { RequestMeta, UserRow } from './service.js';
import { createSession } from './sessions.js';

/** New links one address, and one account, may be sent in an hour (the resend form, sign-in). */
export const RESEND_LIMIT: Limit = { max: 3, windowSeconds: 60 * 60 };
export const RESEND_PER_ADDRESS: Limit = { max: 10, windowSeconds: 60 * 60 };

export class RegistrationService {
  constructor(
    private readonly knex: Knex,
    private readonly idleMs: number,
    private readonly registerPerAddress: Limit,
    private readonly deps: ConfirmationDeps,
  ) {}

  async register(input: RegisterInput, meta: RequestMeta): Promise<ConfirmationSent> {
    assertPasswordAllowed(input.password, input);
    await enforce(this.knex, `register:ip:${meta.ip}`, this.registerPerAddress);
    const passwordHash = await hashPassword(input.password);
    const sealer = await this.deps.sealer();
    await this.knex.transaction(async (trx) => {
      // Usernames are public handles (shown on listings and reviews): a taken one may be said.
      const sameName = await trx('users')
        .whereRaw('lower(username) = lower(?)', [input.username])
        .first('id');
      if (sameName) throw createError('TAKEN', 'username: Username is already taken', 409);
      const owner = (await trx('users').whereRaw('lower(email) = lower(?)', [input.email]).first('email')) as
        { email: string } | undefined;
      if (owner) return queueAttemptEmail(trx, this.deps.publicUrl, owner.email);
      const dealer = input.role === 'dealer';
      const [row] = (await trx('users')
        .insert({
          username: input.username,
          email: input.email,
          password_hash: passwordHash,
          first_name: input.firstName,
          last_name: input.lastName,
          role: input.role,
          company_name: dealer ? input.companyName : null,
          dealer_api_url: dealer ? input.dealerApiUrl || null : null,
          dealer_api_key_sealed: dealer && input.dealerApiKey ? sealer.seal(input.dealerApiKey) : null,
          dealer_webhook_url: dealer ? input.dealerWebhookUrl || null : null,
          auto_sync_enabled: dealer ? input.autoSyncEnabled : false,
          email_confirmed_at: null,
        })
        .returning(['id', 'email', 'first_name'])) as Pick<UserRow, 'id' | 'email' | 'first_name'>[];
      await issueConfirmation(trx, { ...this.deps, sealer: () => Promise.resolve(sealer) }, row!);
    });
    return { status: 'confirmation_sent', email: input.email };
  }

  /** Opens a confirmation link: the address is confirmed and a session starts, once. */
  async confirm(token: string, meta: RequestMeta): Promise<{ user: UserRow; token: string }> {
    return this.knex.transaction(async (trx) => {
      const userId = await consumeConfirmation(trx, token, this.deps.now?.() ?? new Date());
      const user = (await trx('users').where({ id: userId }).first()) as UserRow;
      return { user, token: await createSession(trx, userId, this.idleMs, meta) };
    });
  }

  /**
   * Sends a new link to an unconfirmed account's address, at most RESEND_LIMIT an hour per account.
   * Says nothing about whether it did: the callers answer the same either way.
   */
  async resendFor(user: Pick<UserRow, 'id' | 'email' | 'first_name'>): Promise<void> {
    if (!(await hit(this.knex, `confirm:resend:user:${user.id}`, RESEND_LIMIT)).allowed) return;
    await this.knex.transaction((trx) => issueConfirmation(trx, this.deps, user));
  }

  /** The "Resend" button: the same answer whether or not an unconfirmed account has the address. */
  async resend(email: string, meta: RequestMeta): Promise<ConfirmationSent> {
    await enforce(this.knex, `confirm:resend:ip:${meta.ip}`, RESEND_PER_ADDRESS);
    const row = (await this.knex('users')
      .whereRaw('lower(email) = lower(?)', [email])
      .whereNull('email_confirmed_at')
      .first('id', 'email', 'first_name')) as Pick<UserRow, 'id' | 'email' | 'first_name'> | undefined;
    if (row) await this.resendFor(row);
    return { status: 'confirmation_sent', email };
  }
}
