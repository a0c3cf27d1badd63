// A scraping run's progress: the overall bar and totals, then one row per source. Pure (it draws the
// props it is given), so the same view serves the live `scrape start` screen and `scrape status`.
import React from 'react';
import { Box, Text, useStdout } from 'ink';
import {
  RUN_SOURCE_STATES,
  type RunCounts,
  type RunSourceProgress,
  type RunSourceState,
  type RunState,
  type RunSummary,
} from '../../bff/plugins/scraping/schemas.js';
import type { FeedMode } from '../lib/follow-run.js';
import { barText, ProgressBar } from './progress-bar.js';
import { clip, count, duration, when } from './format.js';

const STATE_COLOR: Record<RunState | RunSourceState, string> = {
  starting: 'cyan',
  crawling: 'cyan',
  merging: 'cyan',
  queued: 'gray',
  completed: 'green',
  done: 'green',
  failed: 'red',
  cancelled: 'yellow',
  skipped: 'yellow',
};

const COUNTS: (keyof RunCounts)[] = ['pages', 'seen', 'added', 'updated', 'removed', 'rejected', 'errors'];
const SHORT: Record<keyof RunCounts, string> = {
  pages: 'pages',
  seen: 'seen',
  added: 'added',
  updated: 'upd',
  removed: 'rem',
  rejected: 'rej',
  errors: 'err',
};

export const totalsLine = (t: RunCounts) =>
  [
    `${count(t.pages)} pages`,
    `${count(t.seen)} seen`,
    `${count(t.added)} added`,
    `${count(t.updated)} updated`,
    `${count(t.removed)} removed`,
    `${count(t.rejected)} rejected`,
    `${count(t.errors)} ${t.errors === 1 ? 'error' : 'errors'}`,
  ].join(' · ');

const who = (run: RunSummary) => (run.requestedBy ? `by ${run.requestedBy}` : run.trigger.replace('_', ' '));

/** The run's title line, overall bar and totals. */
export function RunOverview({ run, now }: { run: RunSummary; now: number }) {
  const elapsed = (run.finishedAt ? Date.parse(run.finishedAt) : now) - Date.parse(run.startedAt);
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>Run {run.id}</Text> <Text color={STATE_COLOR[run.state]}>{run.state}</Text>
        <Text dimColor>
          {' '}
          · {who(run)} · started {when(run.startedAt)} · {duration(elapsed)}
        </Text>
      </Text>
      <Text>
        <Text>Overall </Text>
        <ProgressBar percent={run.progress} width={30} color={STATE_COLOR[run.state]} />
      </Text>
      <Text dimColor>{totalsLine(run.totals)}</Text>
      {run.error ? <Text color="red">{run.error}</Text> : null}
    </Box>
  );
}

/** One row per source: name, bar, state and counts, fitted to the terminal's width. */
export function SourceRows({ sources }: { sources: RunSourceProgress[] }) {
  const { stdout } = useStdout();
  const columns = stdout?.columns || 80;
  const nameWidth = Math.min(16, Math.max(6, ...sources.map((s) => s.name.length)));
  // Wide enough for every state, so the columns stay put as sources move from queued to done.
  const stateWidth = Math.max(...RUN_SOURCE_STATES.map((s) => s.length));
  const layout = (headers: string[]) => {
    const widths = COUNTS.map((k, i) =>
      Math.max(headers[i]!.length, ...sources.map((s) => count(s[k]).length)),
    );
    const rest = nameWidth + 2 + 5 + 2 + stateWidth + 2 + widths.reduce((a, w) => a + w + 1, -1);
    return { headers, widths, bar: Math.min(20, columns - 1 - rest) };
  };
  let fit = layout(COUNTS);
  if (fit.bar < 8) fit = layout(COUNTS.map((k) => SHORT[k]));
  const bar = Math.max(5, fit.bar);
  const numbers = (values: string[]) => values.map((v, i) => v.padStart(fit.widths[i]!)).join(' ');
  return (
    <Box flexDirection="column">
      <Text bold>
        {[
          'source'.padEnd(nameWidth),
          'progress'.padEnd(bar + 5),
          ` ${'state'.padEnd(stateWidth)}`,
          numbers(fit.headers),
        ].join(' ')}
      </Text>
      {sources.map((s) => {
        const { filled, empty, label } = barText(s.progress, bar);
        return (
          <Text key={s.sourceId}>
            {`${clip(s.name, nameWidth).padEnd(nameWidth)} `}
            <Text color={STATE_COLOR[s.state]}>{filled}</Text>
            <Text dimColor>{empty}</Text>
            {` ${label}  `}
            <Text color={STATE_COLOR[s.state]}>{s.state.padEnd(stateWidth)}</Text>
            {` ${numbers(COUNTS.map((k) => count(s[k])))}`}
          </Text>
        );
      })}
      {sources
        .filter((s) => s.error)
        .map((s) => (
          <Text key={`${s.sourceId}-error`} color="red">
            {s.name}: {s.error}
          </Text>
        ))}
    </Box>
  );
}

const FEED_TEXT: Record<FeedMode, string> = {
  connecting: 'Connecting for live updates…',
  live: 'Live updates.',
  polling: 'Checking every second',
};

/** The `scrape start` screen: redrawn in place on every update and once a second for the clock. */
export function RunProgress({
  run,
  now,
  feed,
}: {
  run: RunSummary;
  now: number;
  feed?: { mode: FeedMode; why: string | null; problem: string | null };
}) {
  return (
    <Box flexDirection="column">
      <RunOverview run={run} now={now} />
      <Text> </Text>
      <SourceRows sources={run.sources} />
      {feed ? (
        <Box flexDirection="column" marginTop={1}>
          <Text dimColor>
            {FEED_TEXT[feed.mode]}
            {feed.mode === 'polling' && feed.why ? ` (${feed.why}).` : feed.mode === 'polling' ? '.' : ''}
            {run.finishedAt ? '' : ' Ctrl-C stops watching; the run carries on.'}
          </Text>
          {feed.problem ? <Text color="yellow">{feed.problem}</Text> : null}
        </Box>
      ) : null}
    </Box>
  );
}
