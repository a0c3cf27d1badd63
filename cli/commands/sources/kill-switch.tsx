// `sources kill-switch <on|off>`: stops (on) or allows again (off) all fetching at once (CRAWL-POLICY C7).
import React from 'react';
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
import { Info } from '../../ui/render.js';

const OptionsSchema = v.object({
  state: v.picklist(['on', 'off'], (issue) => `must be on or off, not ${issue.received}.`),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'sources', 'Configure scraping sources'),
    'kill-switch',
    'Stop (on) or allow (off) all fetching at once',
  )
    .argument('<on|off>', 'on stops every source from being fetched; off allows it again')
    .addOption(jsonOption())
    .action(async (state: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, state }, { state: 'The kill switch' });
      const { api } = scrapingApi(program, options, deps);
      const answer = await api.setKillSwitch(options.state === 'on');
      if (options.json) return deps.screen.json(answer);
      await deps.screen.show(
        <Info
          title={`Kill switch ${answer.killSwitch ? 'on' : 'off'}`}
          lines={[
            [
              'fetching',
              answer.killSwitch
                ? 'stopped: no source is fetched and no run starts'
                : 'allowed for enabled sources',
            ],
          ]}
        />,
      );
    });
}
