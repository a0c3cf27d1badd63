// The data deletion calls of the API (bff/plugins/deletion-requests/schemas.ts), as the operator.
// The server's refusals the operator can act on become messages that say what to do next.
import type { Command } from 'commander';
import * as v from 'valibot';
import type { DeletionRequest, DeletionStatus } from '../../bff/plugins/deletion-requests/schemas.js';
import type { ApiClient } from './client.js';
import { dataDir, serverUrl } from './config.js';
import type { CliDeps } from './context.js';
import { AbortError, type ApiError } from './errors.js';
import { operatorCall } from './operator-call.js';
import { operatorClient, readOperatorToken } from './operator.js';

/** A request's number as the routes take it (`/api/admin/deletion-requests/{id}/process`). */
export const deletionIdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, (issue) => `must be a deletion request number, not ${issue.received}.`),
  v.transform(Number),
  v.minValue(1, 'must be a deletion request number.'),
);

export class DeletionApi {
  constructor(readonly client: ApiClient) {}

  list(status?: DeletionStatus): Promise<{ requests: DeletionRequest[] }> {
    const query = new URLSearchParams(status ? { status } : {});
    return operatorCall(() =>
      this.client.get<{ requests: DeletionRequest[] }>('/api/admin/deletion-requests', query),
    );
  }

  process(id: number, force: boolean): Promise<DeletionRequest> {
    return operatorCall(
      () =>
        this.client.post<DeletionRequest>(
          `/api/admin/deletion-requests/${id}/process`,
          force ? { force } : {},
        ),
      (error: ApiError) =>
        error.status === 404
          ? new AbortError(`No deletion request ${id}.`, 'See `deletion-requests list`.')
          : error.status === 409
            ? new AbortError(
                error.serverMessage,
                /not due/.test(error.serverMessage)
                  ? 'Wait until then, or pass --force to process it now.'
                  : 'See where it stands with `deletion-requests list`.',
              )
            : undefined,
    );
  }
}

/** The deletion commands' API, as the operator of the server at --url (like `dealersApi`). */
export function deletionApi(program: Command, options: { dataDir?: string }, deps: CliDeps) {
  const token = readOperatorToken(dataDir(options.dataDir));
  const baseUrl = serverUrl(program.opts().url);
  return new DeletionApi(operatorClient(baseUrl, token, deps.fetch));
}
