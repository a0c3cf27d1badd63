// The finance team's calls of the API (bff/plugins/finance/routes.ts), as the operator. The server's
// refusals the operator can act on become messages that say what to do next.
import type { Command } from 'commander';
import * as v from 'valibot';
import type {
  FinanceApplicationRecord,
  FinanceApplicationStatus,
  FinanceStatusChange,
} from '../../bff/plugins/finance/schemas.js';
import type { ApiClient } from './client.js';
import { dataDir, serverUrl } from './config.js';
import type { CliDeps } from './context.js';
import { AbortError, type ApiError } from './errors.js';
import { operatorCall } from './operator-call.js';
import { operatorClient, readOperatorToken } from './operator.js';

/** An application's number as the routes take it; 'FA-000042' is read as 42. */
export const financeIdSchema = v.pipe(
  v.string(),
  v.transform((s) => s.replace(/^FA-0*/i, '')),
  v.regex(
    /^\d{1,9}$/,
    (issue) => `must be a finance application number (like FA-000042), not ${issue.received}.`,
  ),
  v.transform(Number),
  v.minValue(1, 'must be a finance application number.'),
);

export class FinanceApi {
  constructor(readonly client: ApiClient) {}

  list(status?: FinanceApplicationStatus): Promise<{ applications: FinanceApplicationRecord[] }> {
    const query = new URLSearchParams(status ? { status } : {});
    return operatorCall(() =>
      this.client.get<{ applications: FinanceApplicationRecord[] }>('/api/admin/finance-applications', query),
    );
  }

  show(id: number): Promise<FinanceApplicationRecord> {
    return operatorCall(
      () => this.client.get<FinanceApplicationRecord>(`/api/admin/finance-applications/${id}`),
      (error) => this.missing(id, error),
    );
  }

  setStatus(id: number, change: FinanceStatusChange): Promise<FinanceApplicationRecord> {
    return operatorCall(
      () =>
        this.client.post<FinanceApplicationRecord>(`/api/admin/finance-applications/${id}/status`, change),
      (error) =>
        this.missing(id, error) ??
        (error.status === 409
          ? new AbortError(
              error.serverMessage,
              `See where it stands with \`finance-applications show ${id}\`.`,
            )
          : undefined),
    );
  }

  private missing(id: number, error: ApiError) {
    return error.status === 404
      ? new AbortError(`No finance application ${id}.`, 'See `finance-applications list`.')
      : undefined;
  }
}

/** The finance commands' API, as the operator of the server at --url (like `deletionApi`). */
export function financeApi(program: Command, options: { dataDir?: string }, deps: CliDeps) {
  const token = readOperatorToken(dataDir(options.dataDir));
  const baseUrl = serverUrl(program.opts().url);
  return new FinanceApi(operatorClient(baseUrl, token, deps.fetch));
}
