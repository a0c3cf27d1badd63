// The configured sources (DECISIONS 15: the eight sites of 000 §2) with their real listing counts in
// place of the prototype's '2M+' figures, how each is read, and how its last pass went.
import type { SourceStatus } from '../../../../../bff/plugins/scraping/schemas';
import { number } from '../../../lib/format';
import { ACCESS_LABEL, KIND_LABEL, SOURCE_STATE_LABEL, formatDateTime } from '../lib/labels';
import { StateBadge } from './state-badge';

const th = 'px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase';

export function SourcesTable({ sources }: { sources: SourceStatus[] }) {
  return (
    <section
      aria-labelledby="sources-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="sources-heading" className="text-lg font-semibold text-slate-900">
        Sources
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {sources.length === 0
          ? 'No source is configured.'
          : `The ${number(sources.length)} configured platforms and the listings each has in search now.`}
      </p>
      {sources.length > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[46rem] text-sm">
            <caption className="sr-only">Sources</caption>
            <thead>
              <tr>
                <th scope="col" className={`${th} text-left`}>
                  Source
                </th>
                <th scope="col" className={`${th} text-left`}>
                  Kind
                </th>
                <th scope="col" className={`${th} text-left`}>
                  Access
                </th>
                <th scope="col" className={`${th} text-left`}>
                  Enabled
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Listings
                </th>
                <th scope="col" className={`${th} text-left`}>
                  Last run
                </th>
                <th scope="col" className={`${th} text-left`}>
                  State
                </th>
              </tr>
            </thead>
            <tbody>
              {sources.map((source) => (
                <tr key={source.id} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                    {source.name}
                    {source.lastError && (
                      <p className="mt-0.5 max-w-xs text-xs font-normal text-red-700">{source.lastError}</p>
                    )}
                  </th>
                  <td className="px-3 py-2 text-slate-700">{KIND_LABEL[source.kind]}</td>
                  <td className="px-3 py-2 text-slate-700">{ACCESS_LABEL[source.access]}</td>
                  <td className="px-3 py-2 text-slate-700">{source.enabled ? 'Yes' : 'No'}</td>
                  <td className="px-3 py-2 text-right font-semibold text-slate-900 tabular-nums">
                    {number(source.listings)}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">
                    {source.lastRun ? formatDateTime(source.lastRun) : 'never'}
                  </td>
                  <td className="px-3 py-2">
                    <StateBadge state={source.state} label={SOURCE_STATE_LABEL[source.state]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
