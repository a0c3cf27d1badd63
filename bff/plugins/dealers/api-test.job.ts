// The `dealer.api_test` job: calls the dealer's API for real (DECISIONS 17), then reports to the
// application's review machine. A simple application whose result qualifies is approved in the same
// transaction (the rule is `qualifiesForInstantApproval`, documented in api-test/CONTEXT.md and
// docs/dealers.md); anything else waits for an admin.
import type { Knex } from 'knex';
import { reviewActorId, reviewDefinition } from './definitions.js';
import { qualifiesForInstantApproval } from './api-test/score.js';
import { testDealerApi } from './api-test/api-test.js';
import type { DealerService } from './service.js';

export interface ApiTestJobDeps {
  knex: Knex;
  service: DealerService;
  /** Hosts the operator allows on private addresses (DEALER_API_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
}

export const AUTOMATIC_REVIEWER = { userId: null, name: 'Automatic API test' };

export async function runApiTest(deps: ApiTestJobDeps, payload: { applicationId: number }) {
  const id = payload.applicationId;
  const saved = await deps.service.host.read(deps.knex, reviewDefinition, reviewActorId(id));
  // Already reported (a job run again after its report committed): nothing to do.
  if (!saved || saved.value !== 'testing') return { skipped: true };
  const { row, token } = await deps.service.target(id);
  const result = row.api_url
    ? await testDealerApi(
        { url: row.api_url, token, format: row.api_format },
        { allowedHosts: deps.allowedHosts },
      )
    : {
        success: false,
        dataQualityScore: 0,
        vehicleCount: 0,
        issues: ['The application gives no API or feed URL to test'],
      };
  const instant = row.kind === 'simple' && qualifiesForInstantApproval(result);
  await deps.service.host.retryOnConflict(deps.knex, async (trx) => {
    await deps.service.host.send(trx, reviewDefinition, reviewActorId(id), { type: 'TEST_DONE', result });
    if (instant)
      await deps.service.approveIn(
        trx,
        id,
        AUTOMATIC_REVIEWER,
        'Approved automatically: the API test passed.',
        true,
      );
  });
  return { score: result.dataQualityScore, success: result.success };
}

export async function failApiTest(deps: ApiTestJobDeps, applicationId: number, error: string) {
  const saved = await deps.service.host.read(deps.knex, reviewDefinition, reviewActorId(applicationId));
  if (saved?.value !== 'testing') return;
  await deps.service.host.sendWithRetry(deps.knex, reviewDefinition, reviewActorId(applicationId), {
    type: 'TEST_FAILED',
    error,
  });
}
