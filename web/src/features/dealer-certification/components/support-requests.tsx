// What applicants and visitors asked the support team (POST /api/support/requests), each with a link
// to the application it is about.
import { Link } from 'react-router-dom';
import type { SupportRequest } from '../../../../../bff/plugins/dealers/schemas';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../lib/labels';

export function SupportRequests({ requests }: { requests: SupportRequest[] }) {
  if (requests.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-700">
        No support requests
      </p>
    );
  return (
    <ul aria-label="Support requests" className="space-y-3">
      {requests.map((r) => (
        <li key={r.id}>
          <article
            aria-labelledby={`support-${r.id}`}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id={`support-${r.id}`} className="font-semibold text-slate-900">
                {r.subject}
              </h3>
              <span className="text-xs text-slate-500">{formatDateTime(r.createdAt)}</span>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {r.name} ·{' '}
              <a href={`mailto:${r.email}`} className="text-blue-700 underline">
                {r.email}
              </a>
            </p>
            <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-900">{r.message}</p>
            {r.applicationId !== null && (
              <Link
                to={paths.dealerCertification.href(r.applicationId)}
                className="mt-2 inline-block text-sm font-medium text-blue-700 underline"
              >
                Application #{r.applicationId}
              </Link>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
