// Fixed-window counters in the database, so every server process counts the same attempts.
import type { Knex } from 'knex';

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

export async function reset(knex: Knex, key: string): Promise<void> {
  await knex('rate_limits').where({ key }).delete();
}
