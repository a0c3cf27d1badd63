// `deletion-requests process <id>`: deletes and anonymises the person's data in one transaction on the
// server (docs/data-deletion.md) and prints what was done. The server refuses a request its owner has
// not confirmed, and one not yet due unless --force (which never overrides the confirmation).
import React from 'react';
import { Box, Text } from 'ink';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { deletionApi, deletionIdSchema } from '../../lib/deletion-api.js';
import { Info, Table } from '../../ui/render.js';

const OptionsSchema = v.object({
  id: deletionIdSchema,
  force: v.optional(v.boolean(), false),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'deletion-requests', 'Process data deletion requests'),
    'process',
    'Delete and anonymise the data of a confirmed deletion request; prints what was done',
  )
    .argument('<id>', 'the request number (see `deletion-requests list`)')
    .addOption(new Option('--force', 'process it before its due date (never an unconfirmed one)'))
    .addOption(jsonOption())
    .action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, id }, { id: 'The request id' });
      const request = await deletionApi(program, options, deps).process(options.id, options.force);
      if (options.json) return deps.screen.json(request);
      const outcome = request.outcome!;
      const rows = (['deleted', 'anonymised', 'kept'] as const).flatMap((what) =>
        Object.entries(outcome[what])
          .filter(([, n]) => n > 0)
          .map(([table, n]) => ({ table, what, n })),
      );
      await deps.screen.show(
        <Box flexDirection="column">
          <Info
            title={`Deletion request ${request.id} processed: ${request.email}`}
            lines={[
              ['account', outcome.account === 'none' ? 'none with this address' : outcome.account],
              ['forced', outcome.forced ? 'yes (before its due date)' : 'no'],
            ]}
          />
          {rows.length > 0 ? (
            <Table
              rows={rows}
              columns={[
                { header: 'table', value: (r) => r.table },
                { header: 'done', value: (r) => r.what },
                { header: 'rows', value: (r) => String(r.n), align: 'right' },
              ]}
            />
          ) : (
            <Text>No rows held this address.</Text>
          )}
          <Text dimColor>A completion e-mail was queued to the address.</Text>
        </Box>,
      );
    });
}
