// `dealers approve <id>`: makes the dealer and its API key. The key is in this answer only (the server
// keeps its hash), so it is printed once with a warning to store it.
import React from 'react';
import { Box, Text } from 'ink';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import { approveSchema } from '../../../bff/plugins/dealers/schemas.js';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { applicationIdSchema, dealersApi } from '../../lib/dealers-api.js';
import { Info } from '../../ui/render.js';

const OptionsSchema = v.object({
  id: applicationIdSchema,
  notes: approveSchema.entries.reviewNotes,
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'dealers', 'Review dealer applications'),
    'approve',
    'Approve an application: prints the dealer id and its API key, once',
  )
    .argument('<id>', 'the application number (see `dealers list`)')
    .addOption(new Option('--notes <text>', 'review notes, kept with the application'))
    .addOption(jsonOption())
    .action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, id }, { id: 'The application id' });
      const { api } = dealersApi(program, options, deps);
      const { application, credentials } = await api.approve(options.id, options.notes);
      if (options.json) return deps.screen.json({ application, credentials });
      await deps.screen.show(
        <Box flexDirection="column">
          <Info
            title={`Application ${application.id} approved: ${application.companyName}`}
            lines={[
              ['dealer id', String(credentials.dealerId)],
              ['API key', credentials.apiKey],
            ]}
          />
          <Text bold color="yellow">
            Shown once: store it now. It was also e-mailed to the dealer.
          </Text>
        </Box>,
      );
    });
}
