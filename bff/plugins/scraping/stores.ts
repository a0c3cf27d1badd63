// The crawler's memory per host, in the database so it holds across restarts and processes: when we
// last asked a host (C2: the gap holds after `kill -9`), when it last answered well (C3: a host
// silent for 15 minutes is paused), and its robots.txt (C1: once per host per run, at most 24 h).
import type { Knex } from 'knex';
import type { HostStore, RobotsEntry, RobotsStore } from './crawler/types.js';

const ms = (d: Date | string | null | undefined) => (d ? new Date(d).getTime() : null);

export class DbHostStore implements HostStore {
  constructor(private readonly knex: Knex) {}

  async lastRequestAt(host: string): Promise<number | null> {
    const row = (await this.knex('crawl_hosts').where({ host }).first('last_request_at')) as
      { last_request_at: Date | null } | undefined;
    return ms(row?.last_request_at);
  }

  // Times only move forward: a slower process's older stamp never shortens the next gap.
  async recordRequest(host: string, at: number): Promise<void> {
    await this.knex.raw(
      `insert into crawl_hosts (host, last_request_at) values (?, ?)
       on conflict (host) do update
         set last_request_at = greatest(crawl_hosts.last_request_at, excluded.last_request_at)`,
      [host, new Date(at).toISOString()],
    );
  }

  async recordSuccess(host: string, at: number): Promise<void> {
    await this.knex.raw(
      `insert into crawl_hosts (host, last_success_at) values (?, ?)
       on conflict (host) do update
         set last_success_at = greatest(crawl_hosts.last_success_at, excluded.last_success_at)`,
      [host, new Date(at).toISOString()],
    );
  }

  async lastSuccessAt(host: string): Promise<number | null> {
    const row = (await this.knex('crawl_hosts').where({ host }).first('last_success_at')) as
      { last_success_at: Date | null } | undefined;
    return ms(row?.last_success_at);
  }
}

export class DbRobotsStore implements RobotsStore {
  constructor(private readonly knex: Knex) {}

  async get(host: string): Promise<RobotsEntry | null> {
    const row = (await this.knex('crawl_hosts')
      .where({ host })
      .first('robots_status', 'robots_body', 'robots_fetched_at', 'robots_run_id')) as
      | {
          robots_status: RobotsEntry['status'] | null;
          robots_body: string | null;
          robots_fetched_at: Date | null;
          robots_run_id: number | null;
        }
      | undefined;
    if (!row?.robots_status || !row.robots_fetched_at) return null;
    return {
      status: row.robots_status,
      body: row.robots_body ?? '',
      fetchedAt: ms(row.robots_fetched_at)!,
      runId: row.robots_run_id,
    };
  }

  async put(host: string, entry: RobotsEntry): Promise<void> {
    const values = {
      robots_status: entry.status,
      robots_body: entry.body,
      robots_fetched_at: new Date(entry.fetchedAt),
      robots_run_id: entry.runId,
    };
    await this.knex('crawl_hosts')
      .insert({ host, ...values })
      .onConflict('host')
      .merge(Object.keys(values));
  }
}
