// The dealer review calls of the API (bff/plugins/dealers/schemas.ts) and the outbox, as the operator.
// The server's refusals the operator can act on become messages that say what to do next.
import type { Command } from 'commander';
import * as v from 'valibot';
import type {
  ApiTestResult,
  ApplicationDetail,
  ApplicationList,
  ApplicationStatus,
  ApprovalResult,
  IssuedKey,
} from '../../bff/plugins/dealers/schemas.js';
import type { ApiKeyInfo } from '../../bff/plugins/dealer-api/schemas.js';
import type { OutboxEntry } from '../../bff/lib/outbox.js';
import type { ApiClient } from './client.js';
import { dataDir, serverUrl } from './config.js';
import type { CliDeps } from './context.js';
import { AbortError, type ApiError } from './errors.js';
import { operatorCall } from './operator-call.js';
import { operatorClient, readOperatorToken } from './operator.js';

/** An application's number as the routes take it (`/api/admin/dealer-applications/{id}`). */
export const applicationIdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, (issue) => `must be an application number, not ${issue.received}.`),
  v.transform(Number),
  v.minValue(1, 'must be an application number.'),
);

/** A dealer's id (`dealer id` of an approved application), as `/api/admin/dealers/{id}` takes it. */
export const dealerIdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, (issue) => `must be a dealer id, not ${issue.received}.`),
  v.transform(Number),
  v.minValue(1, 'must be a dealer id.'),
);

/** The options of a command about one application (`dealers show 12`) or one dealer (`dealers keys 3`). */
export const applicationOptionsSchema = v.object({
  id: applicationIdSchema,
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});
export const dealerOptionsSchema = v.object({ ...applicationOptionsSchema.entries, id: dealerIdSchema });

/** The server is still testing: `POST …/test` answered 202 before the job reported back. */
export interface TestStillRunning {
  status: 'testing';
}

export class DealersApi {
  constructor(readonly client: ApiClient) {}

  list(status?: ApplicationStatus): Promise<ApplicationList> {
    const query = new URLSearchParams(status ? { status } : {});
    return operatorCall(() => this.client.get<ApplicationList>('/api/admin/dealer-applications', query));
  }

  detail(id: number): Promise<ApplicationDetail> {
    return operatorCall(
      () => this.client.get<ApplicationDetail>(`/api/admin/dealer-applications/${id}`),
      unknownApplication(id),
    );
  }

  /** Waits while the server tests the dealer's API (up to about 40 s); a 202 means it still is. */
  test(id: number): Promise<ApiTestResult | TestStillRunning> {
    return operatorCall(
      () =>
        this.client.post<ApiTestResult | TestStillRunning>(`/api/admin/dealer-applications/${id}/test`, {}),
      refused(id),
    );
  }

  approve(id: number, reviewNotes?: string): Promise<ApprovalResult> {
    return operatorCall(
      () =>
        this.client.post<ApprovalResult>(
          `/api/admin/dealer-applications/${id}/approve`,
          reviewNotes ? { reviewNotes } : {},
        ),
      refused(id),
    );
  }

  reject(id: number, reviewNotes: string): Promise<ApplicationDetail> {
    return operatorCall(
      () =>
        this.client.post<ApplicationDetail>(`/api/admin/dealer-applications/${id}/reject`, { reviewNotes }),
      refused(id),
    );
  }

  keys(dealerId: number): Promise<{ keys: ApiKeyInfo[] }> {
    return operatorCall(
      () => this.client.get<{ keys: ApiKeyInfo[] }>(`/api/admin/dealers/${dealerId}/keys`),
      unknownDealer(dealerId),
    );
  }

  revokeKeys(dealerId: number): Promise<{ revoked: number; keys: ApiKeyInfo[] }> {
    return operatorCall(
      () =>
        this.client.post<{ revoked: number; keys: ApiKeyInfo[] }>(
          `/api/admin/dealers/${dealerId}/keys/revoke`,
          {},
        ),
      unknownDealer(dealerId),
    );
  }

  newKey(dealerId: number): Promise<IssuedKey> {
    return operatorCall(
      () => this.client.post<IssuedKey>(`/api/admin/dealers/${dealerId}/keys`, {}),
      unknownDealer(dealerId),
    );
  }

  outbox(): Promise<{ messages: OutboxEntry[] }> {
    return operatorCall(() => this.client.get<{ messages: OutboxEntry[] }>('/api/admin/outbox'));
  }
}

/** The dealer commands' API, as the operator of the server at --url (like `scrapingApi`). */
export function dealersApi(program: Command, options: { dataDir?: string }, deps: CliDeps) {
  const token = readOperatorToken(dataDir(options.dataDir));
  const baseUrl = serverUrl(program.opts().url);
  return { api: new DealersApi(operatorClient(baseUrl, token, deps.fetch)), token, baseUrl };
}

const unknownApplication = (id: number) => (error: ApiError) =>
  error.status === 404 ? new AbortError(`No application ${id}.`, 'See `dealers list`.') : undefined;

const unknownDealer = (id: number) => (error: ApiError) =>
  error.status === 404
    ? new AbortError(
        `No dealer ${id}.`,
        'An approved application’s dealer id is in `dealers show <application>`.',
      )
    : undefined;

/** Test, Approve and Reject are possible only while pending; the server's 409 names the state. */
const refused = (id: number) => (error: ApiError) =>
  unknownApplication(id)(error) ??
  (error.status === 409
    ? new AbortError(error.serverMessage, `See where it stands with \`dealers show ${id}\`.`)
    : undefined);
