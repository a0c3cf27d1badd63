// `dealers new-key <dealer id>`: issues a new API key (earlier keys keep working until revoked). The
// key is in this answer only (the server keeps its hash), so it is printed once with a warning.
import React from 'react';
import { Box, Text } from 'ink';
import type { Command } from 'commander';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { dealerOptionsSchema, dealersApi } from '../../lib/dealers-api.js';
import { Info } from '../../ui/render.js';

const OptionsSchema = dealerOptionsSchema;

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'dealers', 'Review dealer applications'),
    'new-key',
    'Issue a new API key for a dealer (by dealer id): prints it once',
  )
    .argument('<id>', 'the dealer id (see `dealers show <application>`)')
    .addOption(jsonOption())
    .action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, id }, { id: 'The dealer id' });
      const { api } = dealersApi(program, options, deps);
      const issued = await api.newKey(options.id);
      if (options.json) return deps.screen.json(issued);
      await deps.screen.show(
        <Box flexDirection="column">
          <Info
            title={`New API key for dealer ${issued.dealerId}`}
            lines={[
              ['API key', issued.apiKey],
              ['created', issued.createdAt],
            ]}
          />
          <Text bold color="yellow">
            Shown once: store it now. It was also e-mailed to the dealer.
          </Text>
        </Box>,
      );
    });
}
