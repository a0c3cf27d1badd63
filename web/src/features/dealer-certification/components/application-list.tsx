// The applications of the selected tab, newest first: one card per application (a link to ?id=, so
// it can be opened in a new tab or shared), the selected one marked as current.
import { Link, useSearchParams } from 'react-router-dom';
import type { ApplicationSummary } from '../../../../../bff/plugins/dealers/schemas';
import { formatDate, percent } from '../lib/labels';
import { StatusBadge } from './status-badge';

export function ApplicationList({
  applications,
  selectedId,
  empty,
}: {
  applications: ApplicationSummary[];
  selectedId: number | null;
  /** What to say when there is none ('No pending applications'). */
  empty: string;
}) {
  const [params] = useSearchParams();
  if (applications.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">
        {empty}
      </p>
    );
  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    return `?${next.toString()}`;
  };
  return (
    <ul aria-label="Applications" className="space-y-2">
      {applications.map((a) => {
        const selected = a.id === selectedId;
        return (
          <li key={a.id}>
            <Link
              to={hrefOf(a.id)}
              aria-current={selected ? 'true' : undefined}
              className={`block rounded-xl border bg-white p-3 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                selected ? 'border-blue-700 ring-1 ring-blue-700' : 'border-slate-200 hover:border-slate-300'
              }`}
            >
              <span className="flex items-start justify-between gap-3">
                <span className="min-w-0 font-medium text-slate-900">{a.companyName}</span>
                <StatusBadge status={a.status} />
              </span>
              <span className="mt-1 block truncate text-sm text-slate-600">{a.contactEmail}</span>
              <span className="mt-1 flex flex-wrap gap-x-4 text-xs text-slate-500">
                <span>Submitted {formatDate(a.submittedAt)}</span>
                {a.dataQualityScore !== null && <span>Score {percent(a.dataQualityScore)}</span>}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
