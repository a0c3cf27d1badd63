// The daily digest. Cron (bff/jobs, 07:30 London) only asks for the day's digest job, keyed by the day,
// so a cluster of processes asks once; the job sends each daily search with e-mail on one e-mail
// listing the notifications no e-mail has carried yet, and marks them sent in the same transaction as
// the e-mail's outbox row and the search's `alert_digests` row for the day: a retried job skips the
// searches already done, and a search gets at most one digest a day.
import type { Knex } from 'knex';
import { queueEmail } from '../../lib/outbox.js';
import { enqueue } from '../../lib/queue/queue.js';
import { digestEmail } from './emails.js';
import * as queries from './queries.js';

export const DIGEST_QUEUE = 'alerts.digest';
/** Notifications older than this are not sent late (e-mail was off, or the digest did not run). */
export const DIGEST_WINDOW_MS = 48 * 60 * 60 * 1000;

/** The calendar day in London, as YYYY-MM-DD. */
export function londonDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The cron task: asks for the day's digest job (once per day, whoever asks). */
export async function alertsDigestTask(deps: { knex: Knex }, at: Date) {
  const day = londonDay(at);
  const job = await enqueue(deps.knex, {
    queue: DIGEST_QUEUE,
    payload: { day },
    idempotencyKey: `${DIGEST_QUEUE}:${day}`,
  });
  return { day, ...job };
}

export interface DigestResult {
  day: string;
  digests: number;
  notifications: number;
}

/** The job: one digest per due daily search, each in its own transaction. */
export async function sendDigests(
  deps: { knex: Knex; publicUrl: string },
  day: string,
  now = new Date(),
): Promise<DigestResult> {
  const since = new Date(now.getTime() - DIGEST_WINDOW_MS);
  const result: DigestResult = { day, digests: 0, notifications: 0 };
  for (const { id } of await queries.digestDue(deps.knex, since)) {
    await deps.knex.transaction(async (trx) => {
      if (!(await queries.claimDigest(trx, id, day))) return;
      const search = await queries.searchWithOwner(trx, id);
      if (!search || search.frequency !== 'daily' || !search.email_alerts) return;
      const rows = await queries.unsentNotifications(trx, id, since);
      if (rows.length === 0) return;
      const email = digestEmail(
        deps.publicUrl,
        { name: search.name, token: search.unsubscribe_token },
        rows.map((r) => ({
          kind: r.kind,
          title: r.title,
          listingId: r.listing_id,
          price: r.price,
          previousPrice: r.previous_price,
        })),
      );
      const outboxId = await queueEmail(trx, { to: search.email, ...email });
      await queries.markEmailed(
        trx,
        rows.map((r) => Number(r.id)),
      );
      await queries.recordDigest(trx, id, day, rows.length, outboxId);
      result.digests++;
      result.notifications += rows.length;
    });
  }
  return result;
}
