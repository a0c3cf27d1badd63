// `scrape runs`: the run history, newest first.
import React from 'react';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import { runListQuerySchema, type RunSummary } from '../../../bff/plugins/scraping/schemas.js';
import {
  group,
  jsonOption,
  operatorCommand,
  parseOptions,
  scrapingApi,
  type CliDeps,
} from '../../lib/context.js';
import { count, duration, when } from '../../ui/format.js';
import { Table } from '../../ui/render.js';

const OptionsSchema = v.object({
  limit: v.optional(runListQuerySchema.entries.limit.wrapped),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

const took = (r: RunSummary) =>
  r.finishedAt ? duration(Date.parse(r.finishedAt) - Date.parse(r.startedAt)) : '-';

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'scrape', 'Run and watch scraping'),
    'runs',
    'List scraping runs, newest first',
  )
    .addOption(new Option('--limit <n>', 'how many (1-100, default 20)').env('ALLMOTORS_RUNS_LIMIT'))
    .addOption(jsonOption())
    .action(async (raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, raw);
      const { api } = scrapingApi(program, options, deps);
      const list = await api.runs(options.limit);
      if (options.json) return deps.screen.json(list);
      if (list.runs.length === 0)
        return deps.screen.line('No scraping run yet: start one with `scrape start`.');
      await deps.screen.show(
        <Table
          rows={list.runs}
          columns={[
            { header: 'run', value: (r) => String(r.id), align: 'right' },
            { header: 'state', value: (r) => r.state },
            { header: 'by', value: (r) => r.requestedBy ?? r.trigger.replace('_', ' ') },
            { header: 'started', value: (r) => when(r.startedAt) },
            { header: 'took', value: took, align: 'right' },
            { header: 'done', value: (r) => `${r.progress}%`, align: 'right' },
            { header: 'sources', value: (r) => String(r.sources.length), align: 'right' },
            { header: 'seen', value: (r) => count(r.totals.seen), align: 'right' },
            { header: 'added', value: (r) => count(r.totals.added), align: 'right' },
            { header: 'updated', value: (r) => count(r.totals.updated), align: 'right' },
            { header: 'removed', value: (r) => count(r.totals.removed), align: 'right' },
            { header: 'errors', value: (r) => count(r.totals.errors), align: 'right' },
          ]}
        />,
      );
    });
}
