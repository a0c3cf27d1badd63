// The selected application: who applied, the API, the last test, the review, and the actions while it
// is pending (else why not). Mounted per application (keyed by id), so the credentials shown after an
// approval go when another application is selected.
import { useState } from 'react';
import type { ApplicationDetail, ApprovalResult } from '../../../../../bff/plugins/dealers/schemas';
import { ApplicationFields } from './application-fields';
import { CredentialsPanel } from './credentials-panel';
import { ReviewActions } from './review-actions';
import { StatusBadge } from './status-badge';
import { SyncStatus } from './sync-status';
import { TestResult } from './test-result';
import { formatDateTime } from '../lib/labels';

const KIND_LABEL = { onboarding: 'Onboarding wizard', simple: 'Simple API application' } as const;

export function ApplicationDetailPanel({ application }: { application: ApplicationDetail }) {
  const [credentials, setCredentials] = useState<ApprovalResult['credentials'] | null>(null);
  const a = application;
  return (
    <article
      aria-labelledby="application-title"
      className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <header>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="application-title" className="text-xl font-semibold text-slate-900">
            {a.companyName}
          </h2>
          <StatusBadge status={a.status} />
        </div>
        <p className="mt-1 text-sm text-slate-600">
          Application #{a.id} · {KIND_LABEL[a.kind]} · submitted {formatDateTime(a.submittedAt)}
        </p>
        <dl className="mt-3 text-sm">
          <dt className="text-xs text-slate-500">API URL</dt>
          <dd className="break-all font-mono text-slate-900">{a.apiUrl ?? 'Not given'}</dd>
        </dl>
      </header>

      {credentials && <CredentialsPanel credentials={credentials} />}

      {a.status === 'pending' ? (
        <ReviewActions application={a} onApproved={setCredentials} />
      ) : (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          {a.lockedReason ?? 'Only a pending application can be tested, approved or rejected.'}
        </p>
      )}

      <TestResult result={a.testResult} />

      {(a.reviewedAt || a.reviewNotes || a.dealerId !== null) && (
        <section aria-labelledby="review-outcome-title">
          <h3 id="review-outcome-title" className="font-semibold text-slate-900">
            Review outcome
          </h3>
          <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
            <Item label="Review notes" value={a.reviewNotes ?? 'None'} />
            <Item
              label="Reviewed"
              value={
                a.reviewedAt
                  ? `${formatDateTime(a.reviewedAt)}${a.reviewedBy ? ` by ${a.reviewedBy}` : ''}`
                  : 'Not yet'
              }
            />
            {a.dealerId !== null && <Item label="Dealer ID" value={String(a.dealerId)} />}
          </dl>
        </section>
      )}

      {a.sync && <SyncStatus sync={a.sync} />}

      <ApplicationFields fields={a.fields} />
    </article>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words whitespace-pre-line text-slate-900">{value}</dd>
    </div>
  );
}
