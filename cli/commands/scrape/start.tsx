// `scrape start`: starts a scraping run and watches it to the end, one row per source redrawn in place.
// Progress comes over the live connection while it holds, else by asking every second.
import React from 'react';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import { sourceParamsSchema, type RunSummary } from '../../../bff/plugins/scraping/schemas.js';
import {
  group,
  jsonOption,
  operatorCommand,
  parseOptions,
  scrapingApi,
  type CliDeps,
} from '../../lib/context.js';
import { AbortError } from '../../lib/errors.js';
import { followRun, type FollowState } from '../../lib/follow-run.js';
import { RunProgress, totalsLine } from '../../ui/run-progress.js';
import { duration } from '../../ui/format.js';

const OptionsSchema = v.object({
  source: v.optional(
    v.pipe(
      v.array(v.string()),
      // --source a b, --source a,b and ALLMOTORS_SCRAPE_SOURCES="a,b" all name two sources.
      v.transform((ids) => ids.flatMap((id) => id.split(/[\s,]+/)).filter(Boolean)),
      v.array(sourceParamsSchema.entries.id),
      v.minLength(1, 'must name at least one source'),
    ),
  ),
  wait: v.optional(v.boolean(), true),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'scrape', 'Run and watch scraping'),
    'start',
    'Start a scraping run and watch it',
  )
    .addOption(
      new Option('--source <id...>', 'only these sources (default every enabled one)').env(
        'ALLMOTORS_SCRAPE_SOURCES',
      ),
    )
    .addOption(new Option('--no-wait', 'print the run id and return at once').env('ALLMOTORS_NO_WAIT'))
    .addOption(jsonOption())
    .action(async (raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, raw);
      const { api, token, baseUrl } = scrapingApi(program, options, deps);
      const started = await api.start(options.source);
      if (!options.wait)
        return options.json ? deps.screen.json(started) : deps.screen.line(String(started.id));

      const follow = (onChange: (state: FollowState) => void) =>
        followRun({
          initial: started,
          live: deps.liveFeed(baseUrl, token),
          fetchRun: (id) => api.run(id),
          onChange,
          pollMs: deps.pollMs,
        });
      const run = options.json ? await follow(() => {}) : await watch(started, follow, deps);
      if (options.json) deps.screen.json(run);
      if (run.state !== 'completed')
        throw new AbortError(
          `Run ${run.id} ${run.state}${run.error ? `: ${run.error}` : '.'}`,
          run.state === 'failed' ? 'See each source’s error with `scrape status`.' : undefined,
        );
      if (!options.json) {
        const took = (run.finishedAt ? Date.parse(run.finishedAt) : deps.now()) - Date.parse(run.startedAt);
        deps.screen.line(`Run ${run.id} completed in ${duration(took)}: ${totalsLine(run.totals)}.`);
      }
    });
}

/** The live view: redrawn on every update and each second for the clock, left on screen at the end. */
async function watch(
  started: RunSummary,
  follow: (onChange: (state: FollowState) => void) => Promise<RunSummary>,
  deps: CliDeps,
): Promise<RunSummary> {
  let state: FollowState = { run: started, mode: 'connecting', why: null, problem: null };
  const draw = () => <RunProgress run={state.run} now={deps.now()} feed={state} />;
  const view = deps.screen.live(draw());
  const clock = setInterval(() => view.update(draw()), 1000);
  const interrupted = () => {
    clearInterval(clock);
    void view.stop().then(() => {
      process.stderr.write(
        `Stopped watching. Run ${started.id} carries on; \`scrape cancel ${started.id}\` stops it.\n`,
      );
      process.exit(130);
    });
  };
  process.once('SIGINT', interrupted);
  try {
    return await follow((next) => {
      state = next;
      view.update(draw());
    });
  } finally {
    process.off('SIGINT', interrupted);
    clearInterval(clock);
    await view.stop();
  }
}
