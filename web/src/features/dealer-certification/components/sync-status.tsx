// An approved dealer's auto-sync (docs/dealers.md, 'Auto-sync'): where its stock is pulled from, how
// often, and what the last pull did, so an admin can see a feed that stopped working.
import type { ApplicationDetail } from '../../../../../bff/plugins/dealers/schemas';
import { formatDateTime, syncWords } from '../lib/labels';

export function SyncStatus({ sync }: { sync: NonNullable<ApplicationDetail['sync']> }) {
  const words = syncWords(sync, formatDateTime);
  return (
    <section aria-labelledby="sync-status-title">
      <h3 id="sync-status-title" className="font-semibold text-slate-900">
        Auto-sync
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        {words.lines.map(({ label, value }) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd
              className={`break-words ${label === 'Error' ? 'text-red-700' : 'text-slate-900'} ${label === 'Source' ? 'font-mono' : ''}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {words.issues.length > 0 && (
        <>
          <h4 className="mt-3 text-sm font-medium text-slate-900">
            Last pull's issues ({words.issues.length})
          </h4>
          <ul
            aria-label="Last pull's issues"
            className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700"
          >
            {words.issues.map((issue, i) => (
              <li key={i}>{issue}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
