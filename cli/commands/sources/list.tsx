// `sources list`: every configured source with its listings, last run and state, and the kill switch.
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
import { SourcesTable } from '../../ui/sources-table.js';

const OptionsSchema = v.object({ json: v.optional(v.boolean(), false), dataDir: v.optional(v.string()) });

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'sources', 'Configure scraping sources'),
    'list',
    'List the scraping sources',
  )
    .addOption(jsonOption())
    .action(async (raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, raw);
      const { api } = scrapingApi(program, options, deps);
      const list = await api.sources();
      if (options.json) return deps.screen.json(list);
      await deps.screen.show(
        <>
          <SourcesTable sources={list.sources} />
          <Text> </Text>
          <Text>
            Kill switch: {list.killSwitch ? <Text color="red">ON (no source is fetched)</Text> : 'off'}
          </Text>
        </>,
      );
    });
}
