// `scrape cancel <id>`: stops an active run; pages already committed stay.
import React from 'react';
import type { Command } from 'commander';
import * as v from 'valibot';
import { runParamsSchema } from '../../../bff/plugins/scraping/schemas.js';
import {
  group,
  jsonOption,
  operatorCommand,
  parseOptions,
  scrapingApi,
  type CliDeps,
} from '../../lib/context.js';
import { Info } from '../../ui/render.js';
import { totalsLine } from '../../ui/run-progress.js';

const OptionsSchema = v.object({
  id: runParamsSchema.entries.id,
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export function register(program: Command, deps: CliDeps) {
  operatorCommand(group(program, 'scrape', 'Run and watch scraping'), 'cancel', 'Cancel an active run')
    .argument('<id>', 'the run number (see `scrape runs`)')
    .addOption(jsonOption())
    .action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, id }, { id: 'The run id' });
      const { api } = scrapingApi(program, options, deps);
      const run = await api.cancel(options.id);
      if (options.json) return deps.screen.json(run);
      await deps.screen.show(
        <Info
          title={`Run ${run.id} ${run.state === 'cancelled' ? 'cancelled' : `is ${run.state}`}`}
          lines={[
            ['progress', `${run.progress}%`],
            ['so far', totalsLine(run.totals)],
          ]}
        />,
      );
    });
}
