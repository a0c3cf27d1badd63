// In-memory HostStore and RobotsStore for tests and one-off tools; production uses the DB-backed ones
// over `crawl_hosts`. They keep a log of what was recorded so tests can check pacing exactly.
import type { HostStore, RobotsEntry, RobotsStore } from './types.js';

export class MemoryHostStore implements HostStore {
  readonly requests: Array<{ host: string; at: number }> = [];
  readonly #lastRequest = new Map<string, number>();
  readonly #lastSuccess = new Map<string, number>();

  async lastRequestAt(host: string): Promise<number | null> {
    return this.#lastRequest.get(host) ?? null;
  }

  async recordRequest(host: string, at: number): Promise<void> {
    this.requests.push({ host, at });
    this.#lastRequest.set(host, Math.max(at, this.#lastRequest.get(host) ?? at));
  }

  async recordSuccess(host: string, at: number): Promise<void> {
    this.#lastSuccess.set(host, Math.max(at, this.#lastSuccess.get(host) ?? at));
  }

  async lastSuccessAt(host: string): Promise<number | null> {
    return this.#lastSuccess.get(host) ?? null;
  }

  /** The recorded request starts to one host, oldest first. */
  startsFor(host: string): number[] {
    return this.requests.filter((r) => r.host === host).map((r) => r.at);
  }
}

export class MemoryRobotsStore implements RobotsStore {
  readonly #entries = new Map<string, RobotsEntry>();

  async get(host: string): Promise<RobotsEntry | null> {
    return this.#entries.get(host) ?? null;
  }

  async put(host: string, entry: RobotsEntry): Promise<void> {
    this.#entries.set(host, { ...entry });
  }
}
