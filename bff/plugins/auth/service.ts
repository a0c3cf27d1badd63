// Accounts: registration, sign-in and sign-out, the current user, profile and password changes.
import { Sealer } from '../../lib/sealed.js';
import type { Knex } from 'knex';
import { createError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { enforce, reset, type Limit } from '../../lib/rate-limit.js';
import type { LoginInput, ProfileInput, PublicUser, RegisterInput } from './schemas.js';
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
}

export interface AuthLimits {
  loginPerAddress: Limit;
  loginPerAccount: Limit;
  registerPerAddress: Limit;
}

export const DEFAULT_LIMITS: AuthLimits = {
  loginPerAddress: { max: 30, windowSeconds: 15 * 60 },
  loginPerAccount: { max: 8, windowSeconds: 15 * 60 },
  registerPerAddress: { max: 10, windowSeconds: 60 * 60 },
};

export const INVALID_LOGIN = 'Invalid username or password';

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
  ) {}

  private async limit(key: string, limit: Limit) {
    await enforce(this.knex, key, limit);
  }

  async userById(id: number): Promise<UserRow | undefined> {
    return this.knex('users').where({ id }).first();
  }

  async register(input: RegisterInput, meta: RequestMeta): Promise<{ user: PublicUser; token: string }> {
    await this.limit(`register:ip:${meta.ip}`, this.limits.registerPerAddress);
    const passwordHash = await hashPassword(input.password);
    return this.knex.transaction(async (trx) => {
      const taken = await trx('users')
        .whereRaw('lower(username) = lower(?)', [input.username])
        .orWhereRaw('lower(email) = lower(?)', [input.email])
        .first('username', 'email');
      if (taken) {
        const field = taken.username.toLowerCase() === input.username.toLowerCase() ? 'Username' : 'Email';
        throw createError('TAKEN', `${field} is already registered`, 409);
      }
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
          dealer_api_key_sealed:
            dealer && input.dealerApiKey ? (await Sealer.of(trx)).seal(input.dealerApiKey) : null,
          dealer_webhook_url: dealer ? input.dealerWebhookUrl || null : null,
          auto_sync_enabled: dealer ? input.autoSyncEnabled : false,
        })
        .returning('*')) as UserRow[];
      const token = await createSession(trx, row!.id, this.idleMs, meta);
      return { user: publicUser(row!), token };
    });
  }

  /** The same answer for an unknown username and a wrong password. */
  async login(input: LoginInput, meta: RequestMeta): Promise<{ user: PublicUser; token: string }> {
    const accountKey = `login:account:${input.username.toLowerCase()}`;
    await this.limit(`login:ip:${meta.ip}`, this.limits.loginPerAddress);
    await this.limit(accountKey, this.limits.loginPerAccount);
    const row = (await this.knex('users')
      .whereRaw('lower(username) = lower(?)', [input.username])
      .orWhereRaw('lower(email) = lower(?)', [input.username])
      .first()) as UserRow | undefined;
    const ok = await verifyPassword(row?.password_hash ?? null, input.password);
    if (!row || !ok) throw createError('INVALID_LOGIN', INVALID_LOGIN, 401);
    await reset(this.knex, accountKey);
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
        })
        .returning('*')) as UserRow[];
      return publicUser(row!);
    });
  }
}
