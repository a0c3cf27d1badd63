// Fixed-window counters in the database, so every server process counts the same attempts.
import type { Knex } from 'knex';
import { createError } from './errors.js';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Counts one attempt under `key`; when over the limit, says how many seconds until it resets. */
export async function hit(
  knex: Knex,
  key: string,
  limit: Limit,
): Promise<{ allowed: boolean; retryAfter: number }> {
  const result = await knex.raw(
    `insert into rate_limits (key, window_start, count) values (?, now(), 1)
     on conflict (key) do update set
       count = case when rate_limits.window_start <= now() - make_interval(secs => ?) then 1 else rate_limits.count + 1 end,
       window_start = case when rate_limits.window_start <= now() - make_interval(secs => ?) then now() else rate_limits.window_start end
     returning count, extract(epoch from (window_start + make_interval(secs => ?) - now()))::float8 as remaining`,
    [key, limit.windowSeconds, limit.windowSeconds, limit.windowSeconds],
  );
  const row = result.rows[0] as { count: number; remaining: number };
  return { allowed: row.count <= limit.max, retryAfter: Math.max(1, Math.ceil(row.remaining)) };
}

/** The attempts counted under `key` in its current window, without counting one (0 when none). */
export async function peek(
  knex: Knex,
  key: string,
  limit: Limit,
): Promise<{ count: number; retryAfter: number }> {
  const result = await knex.raw(
    `select count, extract(epoch from (window_start + make_interval(secs => ?) - now()))::float8 as remaining
     from rate_limits where key = ? and window_start > now() - make_interval(secs => ?)`,
    [limit.windowSeconds, key, limit.windowSeconds],
  );
  const row = result.rows[0] as { count: number; remaining: number } | undefined;
  return row
    ? { count: row.count, retryAfter: Math.max(1, Math.ceil(row.remaining)) }
    : { count: 0, retryAfter: 0 };
}

/** The 429 every limit answers, with the seconds until it lifts. */
export const rateLimited = (retryAfter: number) =>
  Object.assign(createError('RATE_LIMITED', 'Too many attempts. Please wait and try again.', 429), {
    retryAfter,
  });

export async function reset(knex: Knex, key: string): Promise<void> {
  await knex('rate_limits').where({ key }).delete();
}

/** Counts one attempt; over the limit, throws 429 with Retry-After (the same answer everywhere). */
export async function enforce(knex: Knex, key: string, limit: Limit): Promise<void> {
  const result = await hit(knex, key, limit);
  if (!result.allowed)
    throw Object.assign(createError('RATE_LIMITED', 'Too many attempts. Please wait and try again.', 429), {
      retryAfter: result.retryAfter,
    });
}

/** Forms anyone may send (a finance application, a support request): per address, per form. */
export const FORM_LIMIT: Limit = { max: 20, windowSeconds: 60 * 60 };

/** The 429 of a form sent too often from one address (FORM_LIMIT). */
export const enforceFormLimit = (knex: Knex, form: string, address: string | undefined) =>
  enforce(knex, `form:${form}:ip:${address ?? 'unknown'}`, FORM_LIMIT);
