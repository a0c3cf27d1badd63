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
import { ProgressBar } from './progress-bar';
import { StateBadge } from './state-badge';

const th = 'px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase';
const left = `${th} text-left`;
const right = `${th} text-right`;
const num = 'px-3 py-2 text-right tabular-nums';

function SourceRow({ part }: { part: RunSourceProgress }) {
  return (
    <tr className="border-t border-slate-100 align-top">
      <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
        {part.name}
        {part.error && <p className="mt-0.5 max-w-xs text-xs font-normal text-red-700">{part.error}</p>}
      </th>
      <td className="px-3 py-2">
        <StateBadge state={part.state} label={SOURCE_STATE_LABEL[part.state]} />
      </td>
      <td className="w-28 px-3 py-2">
        <ProgressBar value={part.progress} label={`${part.name} progress`} size="sm" />
        <span className="mt-1 block text-xs text-slate-600 tabular-nums">{Math.round(part.progress)}%</span>
      </td>
      <td className={num}>{number(part.pages)}</td>
      <td className={num}>
        {number(part.seen)}
        {part.expected !== null && <span className="text-slate-500"> of {number(part.expected)}</span>}
      </td>
      <td className={num}>{number(part.added)}</td>
      <td className={num}>{number(part.updated)}</td>
      <td className={num}>{number(part.removed)}</td>
      <td className={num}>{number(part.rejected)}</td>
      <td className={`${num} ${part.errors > 0 ? 'font-semibold text-red-700' : ''}`}>
        {number(part.errors)}
      </td>
    </tr>
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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[52rem] text-sm">
            <caption className="sr-only">Progress by source</caption>
            <thead>
              <tr>
                <th scope="col" className={left}>
                  Source
                </th>
                <th scope="col" className={left}>
                  State
                </th>
                <th scope="col" className={left}>
                  Progress
                </th>
                <th scope="col" className={right}>
                  Pages
                </th>
                <th scope="col" className={right}>
                  Seen
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
              {run.sources.map((part) => (
                <SourceRow key={part.sourceId} part={part} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
