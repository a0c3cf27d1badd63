// How an application row is answered: the admin's summary and detail (secrets only as "saved"),
// and its last test with the time it ran.
import type { ApplicationRow } from './service.js';
import type { SyncStatus } from '../dealer-api/schemas.js';
import type { ApplicationDetail, ApplicationStatus, ApplicationSummary } from './schemas.js';

export function testResultOf(row: ApplicationRow): ApplicationDetail['testResult'] {
  return row.test_result && row.tested_at
    ? { ...row.test_result, testedAt: row.tested_at.toISOString() }
    : null;
}

export function summaryOf(row: ApplicationRow): ApplicationSummary {
  return {
    id: row.id,
    kind: row.kind,
    companyName: row.company_name,
    contactEmail: row.contact_email,
    apiUrl: row.api_url,
    status: row.status,
    submittedAt: row.submitted_at.toISOString(),
    dataQualityScore: row.test_result ? row.test_result.dataQualityScore : null,
  };
}

export function detailOf(row: ApplicationRow, sync: SyncStatus | null): ApplicationDetail {
  const locked: Record<ApplicationStatus, string | null> = {
    pending: null,
    testing: 'The API test is running',
    approved: 'This application is approved',
    rejected: 'This application is rejected',
  };
  return {
    ...summaryOf(row),
    fields: {
      ...row.fields,
      ...(row.kind === 'simple'
        ? { authToken: row.api_key_sealed ? '•••• (saved)' : null }
        : {
            apiKey: row.api_key_sealed ? '•••• (saved)' : null,
            apiSecret: row.api_secret_sealed ? '•••• (saved)' : null,
          }),
    },
    testResult: testResultOf(row),
    reviewNotes: row.review_notes,
    reviewedAt: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    reviewedBy: row.reviewed_by_name,
    dealerId: row.dealer_id,
    lockedReason: locked[row.status],
    sync,
  };
}
