// `dealers keys <dealer id>`: a dealer's API keys, newest first: each key's first characters and
// dates (the server keeps only hashes, so a key itself is never shown again).
import React from 'react';
import type { Command } from 'commander';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { dealerOptionsSchema, dealersApi } from '../../lib/dealers-api.js';
import { when } from '../../ui/format.js';
import { Table } from '../../ui/render.js';

const OptionsSchema = dealerOptionsSchema;

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'dealers', 'Review dealer applications'),
    'keys',
    'List a dealer’s API keys (by dealer id, not application number)',
  )
    .argument('<id>', 'the dealer id (see `dealers show <application>`)')
    .addOption(jsonOption())
    .action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, id }, { id: 'The dealer id' });
      const { api } = dealersApi(program, options, deps);
      const { keys } = await api.keys(options.id);
      if (options.json) return deps.screen.json({ keys });
      if (keys.length === 0) return deps.screen.line(`Dealer ${options.id} has no API key.`);
      await deps.screen.show(
        <Table
          rows={keys}
          columns={[
            { header: 'key', value: (k) => `${k.prefix}…` },
            { header: 'state', value: (k) => (k.revokedAt ? 'revoked' : 'active') },
            { header: 'created', value: (k) => when(k.createdAt) },
            { header: 'last used', value: (k) => when(k.lastUsedAt) },
            { header: 'revoked', value: (k) => when(k.revokedAt) },
          ]}
        />,
      );
    });
}
