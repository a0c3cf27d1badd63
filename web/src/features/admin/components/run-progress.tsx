// The active run's real progress (DECISIONS 11: no fixed bar), else the latest run's outcome, with
// each source's part: pages fetched, listings seen, what changed, what was rejected, errors.
import type { RunSourceProgress, RunSummary } from '../../../../../bff/plugins/scraping/schemas';
import { number } from '../../../lib/format';
import {
  RUN_STATE_LABEL,
  SOURCE_STATE_LABEL,
  TRIGGER_LABEL,
  countsSentence,
  durationBetween,
  formatDateTime,
  timeLeft,
} from '../lib/labels';
import { isActive } from '../lib/run-progress';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { StateBadge } from './state-badge';
import { Cell, RowTitle, StackedRow, StackedTable, StateCell, type Column } from './stacked-table';

const COLUMNS: Column[] = [
  { label: 'Source' },
  { label: 'State' },
  { label: 'Progress' },
  { label: 'Pages', numeric: true },
  { label: 'Seen', numeric: true },
  { label: 'Added', numeric: true },
  { label: 'Updated', numeric: true },
  { label: 'Removed', numeric: true },
  { label: 'Rejected', numeric: true },
  { label: 'Errors', numeric: true },
];

function SourceRow({ part }: { part: RunSourceProgress }) {
  // On a card: the source and its state, its progress bar, then its figures.
  return (
    <StackedRow>
      <RowTitle>
        {part.name}
        {part.error && <p className="mt-0.5 max-w-xs text-xs font-normal text-red-700">{part.error}</p>}
      </RowTitle>
      <StateCell>
        <StateBadge state={part.state} label={SOURCE_STATE_LABEL[part.state]} />
      </StateCell>
      <Cell span="col-span-10" className="lg:w-28">
        <div className="flex items-center gap-3 lg:block">
          <ProgressBar value={part.progress} label={`${part.name} progress`} size="sm" />
          <span className="w-9 shrink-0 text-right text-xs text-slate-600 tabular-nums lg:mt-1 lg:block lg:w-auto lg:text-left">
            {Math.round(part.progress)}%
          </span>
        </div>
      </Cell>
      <Cell label="Pages" numeric span="col-span-4" className="text-slate-900">
        {number(part.pages)}
      </Cell>
      <Cell label="Seen" numeric span="col-span-6" className="text-slate-900">
        {number(part.seen)}
        {part.expected !== null && <span className="text-slate-500"> of {number(part.expected)}</span>}
      </Cell>
      <Cell label="Added" numeric span="col-span-2" className="text-slate-900">
        {number(part.added)}
      </Cell>
      <Cell label="Updated" numeric span="col-span-2" className="text-slate-900">
        {number(part.updated)}
      </Cell>
      <Cell label="Removed" numeric span="col-span-2" className="text-slate-900">
        {number(part.removed)}
      </Cell>
      <Cell label="Rejected" numeric span="col-span-2" className="text-slate-900">
        {number(part.rejected)}
      </Cell>
      <Cell
        label="Errors"
        numeric
        span="col-span-2"
        className={part.errors > 0 ? 'font-semibold text-red-700' : 'text-slate-900'}
      >
        {number(part.errors)}
      </Cell>
    </StackedRow>
  );
}

function Timing({ run }: { run: RunSummary }) {
  if (isActive(run)) {
    const left = timeLeft(run.startedAt, run.progress);
    return (
      <>
        <ProgressBar value={run.progress} label="Scraping progress" />
        <p className="mt-2 text-sm text-slate-700">
          <span className="font-semibold tabular-nums">{Math.round(run.progress)}%</span> done ·{' '}
          {left ? `about ${left} left at the pace so far` : 'working out the time left…'}
        </p>
      </>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      {RUN_STATE_LABEL[run.state]} {formatDateTime(run.finishedAt!)}, after{' '}
      {durationBetween(run.startedAt, run.finishedAt!)}.
      {run.error && <span className="block text-red-700">{run.error}</span>}
    </p>
  );
}

export function RunProgress({ run }: { run: RunSummary }) {
  const active = isActive(run);
  return (
    <section
      aria-labelledby="run-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="run-heading" className="text-lg font-semibold text-slate-900">
          {active ? 'Current run' : 'Latest run'} #{run.id}
        </h2>
        <StateBadge state={run.state} label={RUN_STATE_LABEL[run.state]} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        Started {formatDateTime(run.startedAt)}
        {run.requestedBy ? ` by ${run.requestedBy}` : ''} ({TRIGGER_LABEL[run.trigger].toLowerCase()})
      </p>
      <div className="mt-4">
        <Timing run={run} />
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {number(run.totals.pages)} pages, {number(run.totals.seen)} listings seen:{' '}
        {countsSentence(run.totals)}.
      </p>
      {run.sources.length > 0 && (
        <StackedTable caption="Progress by source" columns={COLUMNS} minWidth="lg:min-w-[52rem]">
          {run.sources.map((part) => (
            <SourceRow key={part.sourceId} part={part} />
          ))}
        </StackedTable>
      )}
    </section>
  );
}
