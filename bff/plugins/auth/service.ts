// Accounts: registration, sign-in and sign-out, the current user, profile and password changes.
import type { Knex } from 'knex';
import { createError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { assertPasswordAllowed } from './password-policy.js';
import { enforce, type Limit } from '../../lib/rate-limit.js';
import {
  admitLogin,
  DEFAULT_LOGIN_LIMITS,
  loginFailed,
  loginSubject,
  loginSucceeded,
  type LoginLimits,
} from './login-throttle.js';
import type { LoginInput, ProfileInput, PublicUser } from './schemas.js';
import { createSession, deleteUserSessions } from './sessions.js';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role: PublicUser['role'];
  company_name: string | null;
  created_at: Date;
  email_confirmed_at: Date | null;
}

export interface AuthLimits extends LoginLimits {
  registerPerAddress: Limit;
}

export const DEFAULT_LIMITS: AuthLimits = {
  ...DEFAULT_LOGIN_LIMITS,
  registerPerAddress: { max: 10, windowSeconds: 60 * 60 },
};

export const INVALID_LOGIN = 'Invalid username or password';
export const EMAIL_UNCONFIRMED = 'Please confirm your e-mail address: we have sent you a new link';

export function publicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    companyName: row.company_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

export class AccountService {
  constructor(
    private readonly knex: Knex,
    private readonly idleMs: number,
    private readonly limits: AuthLimits = DEFAULT_LIMITS,
    /** Sends a new confirmation link (registration.ts) when an unconfirmed account signs in. */
    private readonly onUnconfirmed?: (row: UserRow) => Promise<void>,
  ) {}

  private async limit(key: string, limit: Limit) {
    await enforce(this.knex, key, limit);
  }

  async userById(id: number): Promise<UserRow | undefined> {
    return this.knex('users').where({ id }).first();
  }

  /**
   * The same answer and work for an unknown username and a wrong password. `knownAccounts`: the
   * accounts this device signed in to before (known-device.ts), spared the account-wide brake.
   */
  async login(
    input: LoginInput,
    meta: RequestMeta,
    knownAccounts: readonly number[] = [],
  ): Promise<{ user: PublicUser; token: string }> {
    const row = (await this.knex('users')
      .whereRaw('lower(username) = lower(?)', [input.username])
      .orWhereRaw('lower(email) = lower(?)', [input.username])
      .first()) as UserRow | undefined;
    const subject = loginSubject(row?.id, input.username);
    const address = meta.ip ?? 'unknown';
    const knownDevice = !!row && knownAccounts.includes(row.id);
    await admitLogin(this.knex, this.limits, { subject, address, knownDevice });
    const ok = await verifyPassword(row?.password_hash ?? null, input.password);
    if (!row || !ok) {
      await loginFailed(this.knex, this.limits, subject, address);
      throw createError('INVALID_LOGIN', INVALID_LOGIN, 401);
    }
    await loginSucceeded(this.knex, subject, address);
    // Only the right password learns that the account waits for its e-mail confirmation.
    if (!row.email_confirmed_at) {
      await this.onUnconfirmed?.(row);
      throw createError('EMAIL_UNCONFIRMED', EMAIL_UNCONFIRMED, 403);
    }
    const token = await createSession(this.knex, row.id, this.idleMs, meta);
    return { user: publicUser(row), token };
  }

  async updateProfile(userId: number, input: ProfileInput): Promise<PublicUser> {
    return this.knex.transaction(async (trx) => {
      if (input.email) {
        const taken = await trx('users')
          .whereRaw('lower(email) = lower(?)', [input.email])
          .whereNot({ id: userId })
          .first('id');
        if (taken) throw createError('TAKEN', 'Email is already registered', 409);
      }
      const [row] = (await trx('users')
        .where({ id: userId })
        .update({
          ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
          ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          updated_at: trx.fn.now(),
        })
        .returning('*')) as UserRow[];
      return publicUser(row!);
    });
  }

  /** Changes the password and ends the person's other sessions. */
  async changePassword(userId: number, current: string, next: string, keepToken: string): Promise<void> {
    const row = await this.userById(userId);
    if (!row || !(await verifyPassword(row.password_hash, current))) {
      throw createError('BAD_PASSWORD', 'currentPassword: Current password is incorrect', 400);
    }
    assertPasswordAllowed(next, row, 'newPassword');
    const passwordHash = await hashPassword(next);
    await this.knex.transaction(async (trx) => {
      await trx('users')
        .where({ id: userId })
        .update({ password_hash: passwordHash, updated_at: trx.fn.now() });
      await deleteUserSessions(trx, userId, keepToken);
    });
  }

  /** The operator's first admin (cli users create-admin). */
  async createAdmin(input: {
    username: string;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
  }) {
    assertPasswordAllowed(input.password, input);
    const passwordHash = await hashPassword(input.password);
    return this.knex.transaction(async (trx) => {
      const taken = await trx('users')
        .whereRaw('lower(username) = lower(?)', [input.username])
        .orWhereRaw('lower(email) = lower(?)', [input.email])
        .first('id');
      if (taken) throw createError('TAKEN', 'That username or email is already registered', 409);
      const [row] = (await trx('users')
        .insert({
          username: input.username,
          email: input.email,
          password_hash: passwordHash,
          first_name: input.firstName,
          last_name: input.lastName,
          role: 'admin',
          // The operator vouches for the admin it makes: no confirmation e-mail.
          email_confirmed_at: trx.fn.now(),
        })
        .returning('*')) as UserRow[];
      return publicUser(row!);
    });
  }
}
