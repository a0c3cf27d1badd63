// Support requests (001 §2 'Contact Support', DECISIONS 24): stored for admins to read at
// /admin/dealer-certification. An application a request names must exist.
import type { Knex } from 'knex';
import { createError } from '../../lib/errors.js';
import type { SupportRequest, SupportRequestInput } from './schemas.js';

export function submitSupportRequest(
  knex: Knex,
  userId: number | null,
  input: SupportRequestInput,
): Promise<{ id: number }> {
  return knex.transaction(async (trx) => {
    if (input.applicationId !== undefined) {
      const exists = await trx('dealer_applications').where({ id: input.applicationId }).first('id');
      if (!exists) throw createError('NOT_FOUND', 'applicationId: no such application', 404);
    }
    const [row] = (await trx('support_requests')
      .insert({
        user_id: userId,
        application_id: input.applicationId ?? null,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
      })
      .returning('id')) as { id: number }[];
    return { id: row!.id };
  });
}

export async function listSupportRequests(knex: Knex, limit: number): Promise<SupportRequest[]> {
  const rows = (await knex('support_requests').orderBy('id', 'desc').limit(limit)) as {
    id: number;
    name: string;
    email: string;
    subject: string;
    message: string;
    application_id: number | null;
    created_at: Date;
  }[];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    subject: r.subject,
    message: r.message,
    applicationId: r.application_id,
    createdAt: r.created_at.toISOString(),
  }));
}
