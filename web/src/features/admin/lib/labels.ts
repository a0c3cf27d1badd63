// The admin page's words for the scraping API's codes, and its figures in sentences.
import type {
  AccessClass,
  RunCounts,
  RunSourceState,
  RunState,
  RunTrigger,
  SourceKind,
} from '../../../../../bff/plugins/scraping/schemas';
import { number } from '../../../lib/format';

export const RUN_STATE_LABEL: Record<RunState, string> = {
  starting: 'Starting',
  crawling: 'Crawling',
  merging: 'Merging',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const SOURCE_STATE_LABEL: Record<RunSourceState | 'idle' | 'disabled', string> = {
  queued: 'Queued',
  crawling: 'Crawling',
  done: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
  idle: 'Idle',
  disabled: 'Disabled',
};

export const TRIGGER_LABEL: Record<RunTrigger, string> = {
  manual: 'Manual',
  schedule: 'Schedule',
  cli: 'CLI',
  first_start: 'First start',
};

export const KIND_LABEL: Record<SourceKind, string> = {
  html: 'Web pages',
  json: 'JSON API',
  feed: 'Partner feed file',
};

/** CRAWL-POLICY C7. */
export const ACCESS_LABEL: Record<AccessClass, string> = {
  allowed: 'Crawled',
  partner_feed: 'Partner feed only',
  disabled: 'Never fetched',
};

/** Tailwind classes of a state badge: green done, blue working, red failed, grey otherwise. */
export function stateTone(state: string): string {
  if (state === 'completed' || state === 'done') return 'bg-green-50 text-green-800 ring-green-200';
  if (state === 'failed') return 'bg-red-50 text-red-800 ring-red-200';
  if (['starting', 'crawling', 'merging', 'queued'].includes(state))
    return 'bg-blue-50 text-blue-800 ring-blue-200';
  return 'bg-slate-100 text-slate-700 ring-slate-200';
}

const plural = (n: number, one: string, many = `${one}s`) => `${number(n)} ${n === 1 ? one : many}`;

/** '1,204 added, 36 updated, 12 removed, 4 rejected' (and the errors, when there were any). */
export function countsSentence(c: Pick<RunCounts, 'added' | 'updated' | 'removed' | 'rejected' | 'errors'>) {
  const parts = [
    `${number(c.added)} added`,
    `${number(c.updated)} updated`,
    `${number(c.removed)} removed`,
    `${number(c.rejected)} rejected`,
  ];
  if (c.errors > 0) parts.push(plural(c.errors, 'error'));
  return parts.join(', ');
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const shortThisYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const shortOtherYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '23 Nov, 12:43' this year, '23 Nov 2025, 12:43' another year: for cards and narrow cells. */
export function formatShortDateTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? shortThisYear : shortOtherYear).format(date);
}

/** '45 s', '12 min', '1 h 05 min'. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

export const durationBetween = (from: string, to: string) =>
  formatDuration(new Date(to).getTime() - new Date(from).getTime());

/**
 * What is left of a run, from how fast it has gone so far: null until it has made some progress.
 * A figure measured on this run, not a promise (DECISIONS 11).
 */
export function timeLeft(startedAt: string, progress: number, now = Date.now()): string | null {
  if (progress < 1 || progress >= 100) return null;
  const elapsed = now - new Date(startedAt).getTime();
  if (elapsed <= 0) return null;
  return formatDuration((elapsed * (100 - progress)) / progress);
}
