// The last real test of the dealer's API (DECISIONS 17): the score, what was read and every issue.
import type { ReactNode } from 'react';
import type { ApplicationDetail } from '../../../../../bff/plugins/dealers/schemas';
import { number } from '../../../lib/format';
import { formatDateTime, percent } from '../lib/labels';

export function TestResult({ result }: { result: ApplicationDetail['testResult'] }) {
  return (
    <section aria-labelledby="test-result-title">
      <h3 id="test-result-title" className="font-semibold text-slate-900">
        Last API test
      </h3>
      {result ? (
        <>
          <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            <Figure label="Quality score" value={percent(result.dataQualityScore)} />
            <Figure label="Vehicles read" value={number(result.vehicleCount)} />
            <Figure
              label="Result"
              value={
                <span className={result.success ? 'text-green-700' : 'text-red-700'}>
                  {result.success ? 'Passed' : 'Failed'}
                </span>
              }
            />
            <Figure label="Tested" value={formatDateTime(result.testedAt)} />
          </dl>
          {result.issues.length > 0 ? (
            <>
              <h4 className="mt-3 text-sm font-medium text-slate-900">Issues ({result.issues.length})</h4>
              <ul aria-label="Issues found" className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {result.issues.map((issue, i) => (
                  <li key={i}>{issue}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-3 text-sm text-slate-700">The test found no issues.</p>
          )}
        </>
      ) : (
        <p className="mt-1 text-sm text-slate-600">The dealer's API has not been tested yet.</p>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}
