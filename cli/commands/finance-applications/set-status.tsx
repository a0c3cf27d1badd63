// `finance-applications set-status <id> <status> [--note]`: moves an application on (received →
// contacted → approved | declined, or withdrawn). A decision e-mails the applicant.
import React from 'react';
import { Box, Text } from 'ink';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import { FINANCE_STATUSES } from '../../../bff/plugins/finance/schemas.js';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { financeApi, financeIdSchema } from '../../lib/finance-api.js';
import { Info } from '../../ui/render.js';
import { applicationLines } from './show.js';

const OptionsSchema = v.object({
  id: financeIdSchema,
  status: v.picklist(
    FINANCE_STATUSES,
    (issue) => `must be one of ${FINANCE_STATUSES.join(', ')}, not ${issue.received}.`,
  ),
  note: v.optional(v.pipe(v.string(), v.maxLength(2000, 'can be at most 2000 characters.'))),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'finance-applications', 'Work through finance applications'),
    'set-status',
    'Move a finance application on; approved and declined e-mail the applicant',
  )
    .argument('<id>', 'the application number or reference')
    .argument('<status>', FINANCE_STATUSES.filter((s) => s !== 'received').join(' | '))
    .addOption(new Option('--note <text>', 'why, for the next person who reads it'))
    .addOption(jsonOption())
    .action(async (id: string, status: string, raw: Record<string, unknown>) => {
      const options = parseOptions(
        OptionsSchema,
        { ...raw, id, status },
        { id: 'The application id', status: 'The status' },
      );
      const application = await financeApi(program, options, deps).setStatus(options.id, {
        status: options.status,
        ...(options.note !== undefined ? { note: options.note } : {}),
      });
      if (options.json) return deps.screen.json(application);
      await deps.screen.show(
        <Box flexDirection="column">
          <Info
            title={`Finance application ${application.reference} is now ${application.status}`}
            lines={applicationLines(application)}
          />
          {application.status === 'approved' || application.status === 'declined' ? (
            <Text dimColor>The decision was e-mailed to the applicant.</Text>
          ) : null}
        </Box>,
      );
    });
}
