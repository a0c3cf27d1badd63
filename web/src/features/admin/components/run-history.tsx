// The latest runs, newest first: how each was started and by whom, how long it took, what it changed.
// The active run's row shows its live figures.
import type { RunSummary } from '../../../../../bff/plugins/scraping/schemas';
import { LoadError } from '../../../components/ui/load-error';
import { number } from '../../../lib/format';
import { useRuns } from '../api/get-runs';
import { RUN_STATE_LABEL, TRIGGER_LABEL, durationBetween, formatDateTime } from '../lib/labels';
import { StateBadge } from './state-badge';

const th = 'px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase';
const left = `${th} text-left`;
const right = `${th} text-right`;
const num = 'px-3 py-2 text-right tabular-nums';

function RunRow({ run }: { run: RunSummary }) {
  const { totals } = run;
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
        #{run.id}
      </th>
      <td className="px-3 py-2">
        <StateBadge state={run.state} label={RUN_STATE_LABEL[run.state]} />
      </td>
      <td className="px-3 py-2 text-slate-700">{TRIGGER_LABEL[run.trigger]}</td>
      <td className="px-3 py-2 text-slate-700">{run.requestedBy ?? '—'}</td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDateTime(run.startedAt)}</td>
      <td className="px-3 py-2 whitespace-nowrap text-slate-700">
        {run.finishedAt ? durationBetween(run.startedAt, run.finishedAt) : 'Running'}
      </td>
      <td className={num}>{number(totals.added)}</td>
      <td className={num}>{number(totals.updated)}</td>
      <td className={num}>{number(totals.removed)}</td>
      <td className={num}>{number(totals.rejected)}</td>
      <td className={`${num} ${totals.errors > 0 ? 'font-semibold text-red-700' : ''}`}>
        {number(totals.errors)}
      </td>
    </tr>
  );
}

export function RunHistory({ current }: { current: RunSummary | null }) {
  const runs = useRuns();
  let body;
  if (runs.isPending) body = <p className="mt-4 text-sm text-slate-600">Loading run history…</p>;
  else if (runs.isError)
    body = (
      <LoadError className="mt-4" message="Failed to fetch run history" onRetry={() => void runs.refetch()} />
    );
  else if (runs.data.runs.length === 0)
    body = <p className="mt-4 text-sm text-slate-600">No scraping runs yet.</p>;
  else
    body = (
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[52rem] text-sm">
          <caption className="sr-only">Run history</caption>
          <thead>
            <tr>
              <th scope="col" className={left}>
                Run
              </th>
              <th scope="col" className={left}>
                State
              </th>
              <th scope="col" className={left}>
                Trigger
              </th>
              <th scope="col" className={left}>
                Started by
              </th>
              <th scope="col" className={left}>
                Started
              </th>
              <th scope="col" className={left}>
                Duration
              </th>
              <th scope="col" className={right}>
                Added
              </th>
              <th scope="col" className={right}>
                Updated
              </th>
              <th scope="col" className={right}>
                Removed
              </th>
              <th scope="col" className={right}>
                Rejected
              </th>
              <th scope="col" className={right}>
                Errors
              </th>
            </tr>
          </thead>
          <tbody>
            {runs.data.runs.map((run) => (
              <RunRow key={run.id} run={current?.id === run.id ? current : run} />
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <section
      aria-labelledby="history-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        Run history
      </h2>
      {body}
    </section>
  );
}
