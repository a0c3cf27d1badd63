// Every e-mail the product sends (DECISIONS 18: approval and rejection now, deletion confirmations
// later) is first a row of `outbox`, written in the transaction of what caused it, with a job that
// sends it. A message that carries a secret (an API key) keeps it sealed in `secret_sealed` and the
// body says `{{secret}}` where it goes; the secret is put in only as the message leaves, and forgotten
// once it has (or once the last attempt failed: a key is never kept for a message that cannot go).
// With SMTP_URL set, messages go out by SMTP (nodemailer); else they are only logged.
import type { Knex } from 'knex';
import nodemailer from 'nodemailer';
import { enqueue } from './queue/queue.js';
import type { Sealer } from './sealed.js';

export const OUTBOX_QUEUE = 'outbox.send';
export const SECRET_SLOT = '{{secret}}';

export interface Email {
  to: string;
  subject: string;
  /** Plain text; `{{secret}}` where `secretSealed` goes. */
  body: string;
  secretSealed?: string | null;
}

export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  secret_sealed: string | null;
  state: 'queued' | 'sent' | 'failed';
  transport: string | null;
  error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

/** Queues an e-mail in the caller's transaction: rolled back with it, sent after it commits. */
export async function queueEmail(trx: Knex.Transaction, email: Email): Promise<number> {
  const [row] = (await trx('outbox')
    .insert({
      to_address: email.to,
      subject: email.subject,
      body: email.body,
      secret_sealed: email.secretSealed ?? null,
    })
    .returning('id')) as { id: number }[];
  const id = row!.id;
  await enqueue(trx, {
    queue: OUTBOX_QUEUE,
    payload: { id },
    idempotencyKey: `${OUTBOX_QUEUE}:${id}`,
    maxAttempts: 8,
  });
  return id;
}

export interface MailTransport {
  name: string;
  send(message: { from: string; to: string; subject: string; text: string }): Promise<void>;
}

/**
 * For a machine with no mail server. Outside production (the demo, development) the log is where
 * the mail goes, so the whole text is written, with its link: that is the only way a person trying
 * the demo can confirm a sign-up, and nobody else reads that log. In production the text (and any
 * link or key in it) is never written: only who it was for, and that it was not delivered.
 */
export function logTransport(
  log: { info(data: object, message?: string): void },
  options: { showText?: boolean } = {},
): MailTransport {
  return {
    name: 'log',
    async send(message) {
      if (options.showText)
        return log.info(
          { event: 'outbox.logged', to: message.to, subject: message.subject, text: message.text },
          `e-mail (no SMTP_URL: written here, not sent)\n${message.text}`,
        );
      log.info(
        { event: 'outbox.logged', to: message.to, subject: message.subject },
        'e-mail (logged, not sent)',
      );
    },
  };
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail(message);
    },
  };
}

export interface OutboxDeps {
  knex: Knex;
  sealer: () => Promise<Sealer>;
  transport: MailTransport;
  from: string;
}

/** The job: sends one message once (a message already sent is left alone), then forgets its secret. */
export async function sendQueuedEmail(
  deps: OutboxDeps,
  id: number,
): Promise<'sent' | 'already sent' | 'gone'> {
  const row = (await deps.knex('outbox').where({ id }).first()) as OutboxRow | undefined;
  if (!row) return 'gone';
  if (row.state === 'sent') return 'already sent';
  const secret = row.secret_sealed ? (await deps.sealer()).open(row.secret_sealed) : '';
  try {
    await deps.transport.send({
      from: deps.from,
      to: row.to_address,
      subject: row.subject,
      text: row.body.split(SECRET_SLOT).join(secret),
    });
  } catch (err) {
    // Still queued (the job retries it), with the reason where `outbox list` shows it.
    await deps
      .knex('outbox')
      .where({ id, state: 'queued' })
      .update({ error: String((err as Error)?.message ?? err) });
    throw err;
  }
  await deps.knex('outbox').where({ id }).update({
    state: 'sent',
    sent_at: new Date(),
    transport: deps.transport.name,
    secret_sealed: null,
    error: null,
  });
  return 'sent';
}

/**
 * After the last attempt: failed, with the reason. A key it carried is forgotten rather than kept
 * sealed for ever; the admin issues a new one (`dealers new-key`, the certification screen).
 */
export async function failQueuedEmail(knex: Knex, id: number, error: string): Promise<void> {
  const row = (await knex('outbox').where({ id }).first('secret_sealed')) as
    Pick<OutboxRow, 'secret_sealed'> | undefined;
  const lost = row?.secret_sealed ? ' The API key it carried was erased: issue the dealer a new one.' : '';
  await knex('outbox')
    .where({ id })
    .whereNot({ state: 'sent' })
    .update({ state: 'failed', error: error + lost, secret_sealed: null });
}

/** `GET /api/admin/outbox` and `outbox list`: newest first; a secret is never shown. */
export async function listOutbox(knex: Knex, limit = 50) {
  const rows = (await knex('outbox').orderBy('id', 'desc').limit(limit)) as OutboxRow[];
  return rows.map((r) => ({
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    body: r.body.split(SECRET_SLOT).join('••••••••'),
    state: r.state,
    transport: r.transport,
    error: r.error,
    createdAt: r.created_at.toISOString(),
    sentAt: r.sent_at ? r.sent_at.toISOString() : null,
  }));
}
export type OutboxEntry = Awaited<ReturnType<typeof listOutbox>>[number];
