// What `sources enable` and `sources disable` share: one PATCH of the source's `enabled`.
import React from 'react';
import type { Command } from 'commander';
import * as v from 'valibot';
import { sourceParamsSchema } from '../../../bff/plugins/scraping/schemas.js';
import {
  group,
  jsonOption,
  operatorCommand,
  parseOptions,
  scrapingApi,
  type CliDeps,
} from '../../lib/context.js';
import { Info } from '../../ui/render.js';

const OptionsSchema = v.object({
  id: sourceParamsSchema.entries.id,
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export function registerSetEnabled(program: Command, deps: CliDeps, enabled: boolean) {
  const verb = enabled ? 'enable' : 'disable';
  operatorCommand(
    group(program, 'sources', 'Configure scraping sources'),
    verb,
    enabled ? 'Let runs crawl a source' : 'Leave a source out of every run',
  )
    .argument('<id>', 'the source id (see `sources list`)')
    .addOption(jsonOption())
    .action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, id }, { id: 'The source id' });
      const { api } = scrapingApi(program, options, deps);
      const source = await api.updateSource(options.id, { enabled });
      if (options.json) return deps.screen.json(source);
      await deps.screen.show(
        <Info
          title={`${source.name} (${source.id}) ${enabled ? 'enabled' : 'disabled'}`}
          lines={[
            ['access', source.access],
            ['state', source.state],
            ...(enabled && source.access === 'disabled'
              ? ([['note', 'its access class is disabled: it is still never fetched']] as [string, string][])
              : []),
          ]}
        />,
      );
    });
}
