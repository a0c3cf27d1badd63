// The latest runs, newest first: how each was started and by whom, how long it took, what it changed.
// The active run's row shows its live figures.
import type { RunSummary } from '../../../../../bff/plugins/scraping/schemas';
import { LoadError } from '../../../components/ui/load-error';
import { number } from '../../../lib/format';
import { useRuns } from '../api/get-runs';
import {
  RUN_STATE_LABEL,
  TRIGGER_LABEL,
  durationBetween,
  formatDateTime,
  formatShortDateTime,
} from '../lib/labels';
import { StateBadge } from './state-badge';
import { Cell, RowTitle, StackedRow, StackedTable, StateCell, type Column } from './stacked-table';

const COLUMNS: Column[] = [
  { label: 'Run' },
  { label: 'State' },
  { label: 'Trigger' },
  { label: 'Started by' },
  { label: 'Started' },
  { label: 'Duration' },
  { label: 'Added', numeric: true },
  { label: 'Updated', numeric: true },
  { label: 'Removed', numeric: true },
  { label: 'Rejected', numeric: true },
  { label: 'Errors', numeric: true },
];

function RunRow({ run }: { run: RunSummary }) {
  const { totals } = run;
  // On a card: the run and its state, how and when it was started, then what it changed.
  return (
    <StackedRow>
      <RowTitle>#{run.id}</RowTitle>
      <StateCell>
        <StateBadge state={run.state} label={RUN_STATE_LABEL[run.state]} />
      </StateCell>
      <Cell label="Trigger" span="col-span-4" className="text-slate-700">
        {TRIGGER_LABEL[run.trigger]}
      </Cell>
      <Cell label="Started by" span="col-span-6" className="break-words text-slate-700">
        {run.requestedBy ?? '—'}
      </Cell>
      <Cell
        label="Started"
        span="col-span-6"
        className="text-slate-700 lg:whitespace-nowrap"
        title={formatDateTime(run.startedAt)}
      >
        {formatShortDateTime(run.startedAt)}
      </Cell>
      <Cell label="Duration" span="col-span-4" className="text-slate-700 lg:whitespace-nowrap">
        {run.finishedAt ? durationBetween(run.startedAt, run.finishedAt) : 'Running'}
      </Cell>
      <Cell label="Added" numeric span="col-span-2" className="text-slate-900">
        {number(totals.added)}
      </Cell>
      <Cell label="Updated" numeric span="col-span-2" className="text-slate-900">
        {number(totals.updated)}
      </Cell>
      <Cell label="Removed" numeric span="col-span-2" className="text-slate-900">
        {number(totals.removed)}
      </Cell>
      <Cell label="Rejected" numeric span="col-span-2" className="text-slate-900">
        {number(totals.rejected)}
      </Cell>
      <Cell
        label="Errors"
        numeric
        span="col-span-2"
        className={totals.errors > 0 ? 'font-semibold text-red-700' : 'text-slate-900'}
      >
        {number(totals.errors)}
      </Cell>
    </StackedRow>
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
      <StackedTable caption="Run history" columns={COLUMNS} minWidth="lg:min-w-[52rem]">
        {runs.data.runs.map((run) => (
          <RunRow key={run.id} run={current?.id === run.id ? current : run} />
        ))}
      </StackedTable>
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
