// Data deletion requests (DECISIONS 22; docs/data-deletion.md): anyone may ask for an address's data
// to be deleted, but nothing happens until the owner of the address opens the one-time link e-mailed
// to it; an operator then processes it, not before the due date the retention choice set unless
// forced. Every answer to the form is the same whether or not an account has the address.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { createError, notFound } from '../../lib/errors.js';
import type { Sealer } from '../../lib/sealed.js';
import { queueCompletionEmail, queueConfirmationEmail } from './emails.js';
import { erasePerson } from './erase.js';
import * as q from './queries.js';
import {
  DELETION_PROMISES,
  RETENTION_DAYS,
  type DeletionConfirmed,
  type DeletionRequest,
  type DeletionRequestInput,
  type DeletionRequestReceived,
  type DeletionStatus,
} from './schemas.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function shape(row: q.RequestRow): DeletionRequest {
  return {
    id: row.id,
    email: row.email,
    reason: row.reason,
    retentionPeriod: row.retention_period,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    confirmedAt: iso(row.confirmed_at),
    dueAt: iso(row.due_at),
    processedAt: iso(row.processed_at),
    processedBy: row.processed_by,
    outcome: row.outcome,
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export class DeletionService {
  constructor(
    readonly knex: Knex,
    private readonly sealer: () => Promise<Sealer>,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async request(input: DeletionRequestInput): Promise<DeletionRequestReceived> {
    const token = randomBytes(32).toString('base64url');
    const sealer = await this.sealer();
    await this.knex.transaction(async (trx) => {
      await q.insertRequest(trx, {
        email: input.email,
        reason: input.reason ? input.reason : null,
        retention_period: input.retentionPeriod,
        token_hash: hashToken(token),
        token_expires_at: new Date(this.now().getTime() + DELETION_PROMISES.linkValidDays * DAY_MS),
      });
      await queueConfirmationEmail(trx, {
        to: input.email,
        publicUrl: this.publicUrl,
        retentionPeriod: input.retentionPeriod,
        tokenSealed: sealer.seal(token),
      });
    });
    return { status: 'awaiting_confirmation', email: input.email, retentionPeriod: input.retentionPeriod };
  }

  /** The owner opened the link: the request falls due after the retention period they chose. */
  async confirm(token: string): Promise<DeletionConfirmed> {
    return this.knex.transaction(async (trx) => {
      const row = await q.byTokenHash(trx, hashToken(token));
      const now = this.now();
      if (!row || (row.status === 'awaiting_confirmation' && row.token_expires_at < now))
        throw createError(
          'NOT_FOUND',
          'This confirmation link is not valid or has expired. Please make a new request.',
          404,
        );
      if (row.status !== 'awaiting_confirmation')
        return {
          status: row.status === 'processed' ? 'processed' : 'confirmed',
          alreadyConfirmed: true,
          retentionPeriod: row.retention_period,
          dueAt: iso(row.due_at),
        };
      const dueAt = new Date(now.getTime() + RETENTION_DAYS[row.retention_period] * DAY_MS);
      await trx('deletion_requests')
        .where({ id: row.id })
        .update({ status: 'confirmed', confirmed_at: now, due_at: dueAt });
      return {
        status: 'confirmed',
        alreadyConfirmed: false,
        retentionPeriod: row.retention_period,
        dueAt: dueAt.toISOString(),
      };
    });
  }

  async list(status?: DeletionStatus): Promise<{ requests: DeletionRequest[] }> {
    return { requests: (await q.listRequests(this.knex, status)).map(shape) };
  }

  /**
   * Deletes and anonymises the person's data (erase.ts) and records what was done, in one transaction
   * with the completion e-mail. `force` overrides the due date only, never a missing confirmation.
   */
  async process(id: number, options: { force: boolean; by: string }): Promise<DeletionRequest> {
    return this.knex.transaction(async (trx) => {
      const row = await q.byIdForUpdate(trx, id);
      if (!row) throw notFound('Deletion request');
      if (row.status === 'processed')
        throw createError('CONFLICT', `Deletion request ${id} was already processed.`, 409);
      if (row.status !== 'confirmed')
        throw createError(
          'CONFLICT',
          `Deletion request ${id} is not confirmed: the owner of ${row.email} has not opened the confirmation link yet.`,
          409,
        );
      const now = this.now();
      const early = row.due_at !== null && row.due_at > now;
      if (early && !options.force)
        throw createError(
          'CONFLICT',
          `Deletion request ${id} is not due until ${day(row.due_at!)}: the person asked us to keep their data until then.`,
          409,
        );
      const outcome = await erasePerson(trx, row.email, early);
      await queueCompletionEmail(trx, row.email, outcome);
      const [updated] = (await trx('deletion_requests')
        .where({ id })
        .update({
          status: 'processed',
          processed_at: now,
          processed_by: options.by,
          forced: early,
          outcome: JSON.stringify(outcome),
          token_hash: null,
        })
        .returning('*')) as q.RequestRow[];
      return shape(updated!);
    });
  }
}
