// `scrape status`: whether a run is active, the product's size, the kill switch, the current (or last)
// run with its progress, and every source.
import React from 'react';
import { Text } from 'ink';
import type { Command } from 'commander';
import * as v from 'valibot';
import {
  group,
  jsonOption,
  operatorCommand,
  parseOptions,
  scrapingApi,
  type CliDeps,
} from '../../lib/context.js';
import { count } from '../../ui/format.js';
import { Info } from '../../ui/render.js';
import { RunOverview } from '../../ui/run-progress.js';
import { SourcesTable } from '../../ui/sources-table.js';

const OptionsSchema = v.object({ json: v.optional(v.boolean(), false), dataDir: v.optional(v.string()) });

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'scrape', 'Run and watch scraping'),
    'status',
    'Show scraping now: run, sources, kill switch',
  )
    .addOption(jsonOption())
    .action(async (raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, raw);
      const { api } = scrapingApi(program, options, deps);
      const status = await api.status();
      if (options.json) return deps.screen.json(status);
      const enabled = status.sources.filter((s) => s.enabled).length;
      await deps.screen.show(
        <>
          <Info
            title="Scraping"
            lines={[
              [
                'active',
                status.active && status.run ? `yes, run ${status.run.id} (${status.progress}%)` : 'no',
              ],
              ['listings', count(status.totalCars)],
              ['sites scraped', `${status.sitesScraped} of ${status.sources.length} (${enabled} enabled)`],
              ['kill switch', status.killSwitch ? 'ON: no source is fetched' : 'off'],
            ]}
          />
          <Text> </Text>
          {status.run ? <RunOverview run={status.run} now={deps.now()} /> : <Text>No run yet.</Text>}
          <Text> </Text>
          <SourcesTable sources={status.sources} />
        </>,
      );
    });
}
