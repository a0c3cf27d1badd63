// The scraping calls of the API (bff/plugins/scraping/schemas.ts), as the operator. The server's
// refusals the operator can act on become messages that say what to do next.
import type {
  RunList,
  RunSummary,
  ScrapingStatus,
  SourceList,
  SourceStatus,
  UpdateSource,
} from '../../bff/plugins/scraping/schemas.js';
import type { ApiClient } from './client.js';
import { AbortError, type ApiError } from './errors.js';
import { operatorCall } from './operator-call.js';

/** What to try when starting a run is refused, by the server's error code. */
const START_REFUSED: Record<string, string> = {
  RUN_ACTIVE: 'Watch it with `scrape status`.',
  KILL_SWITCH: 'Turn it off with `sources kill-switch off`.',
  NO_SOURCES: 'Enable one with `sources enable <id>` (see `sources list`).',
  UNKNOWN_SOURCE: 'See the sources with `sources list`.',
};

export class ScrapingApi {
  constructor(readonly client: ApiClient) {}

  get baseUrl(): string {
    return this.client.baseUrl;
  }

  status(): Promise<ScrapingStatus> {
    return operatorCall(() => this.client.get<ScrapingStatus>('/api/scraping/status'));
  }

  async start(sources?: string[]): Promise<RunSummary> {
    const answer = await operatorCall(
      () => this.client.post<{ run: RunSummary }>('/api/scraping/start', sources ? { sources } : {}),
      (error) => {
        if (error.status === 409 || (error.code && START_REFUSED[error.code]))
          return new AbortError(
            error.serverMessage,
            START_REFUSED[error.code ?? ''] ?? 'Watch it with `scrape status`.',
          );
      },
    );
    return answer.run;
  }

  runs(limit?: number): Promise<RunList> {
    const query = new URLSearchParams(limit === undefined ? {} : { limit: String(limit) });
    return operatorCall(() => this.client.get<RunList>('/api/scraping/runs', query));
  }

  run(id: number): Promise<RunSummary> {
    return operatorCall(() => this.client.get<RunSummary>(`/api/scraping/runs/${id}`), unknownRun(id));
  }

  async cancel(id: number): Promise<RunSummary> {
    const answer = await operatorCall(
      () => this.client.post<{ run: RunSummary }>(`/api/scraping/runs/${id}/cancel`, {}),
      (error) =>
        unknownRun(id)(error) ?? (error.status === 409 ? new AbortError(error.serverMessage) : undefined),
    );
    return answer.run;
  }

  sources(): Promise<SourceList> {
    return operatorCall(() => this.client.get<SourceList>('/api/scraping/sources'));
  }

  updateSource(id: string, change: UpdateSource): Promise<SourceStatus> {
    return operatorCall(
      () => this.client.patch<SourceStatus>(`/api/scraping/sources/${encodeURIComponent(id)}`, change),
      (error) =>
        error.status === 404
          ? new AbortError(`${error.serverMessage}: ${id}.`, 'See the sources with `sources list`.')
          : undefined,
    );
  }

  setKillSwitch(on: boolean): Promise<{ killSwitch: boolean }> {
    return operatorCall(() => this.client.put<{ killSwitch: boolean }>('/api/scraping/kill-switch', { on }));
  }
}

const unknownRun = (id: number) => (error: ApiError) =>
  error.status === 404
    ? new AbortError(`${error.serverMessage}: ${id}.`, 'See the runs with `scrape runs`.')
    : undefined;
