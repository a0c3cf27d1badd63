// `dealers reject <id> --notes TEXT`: the dealer is told why, so the notes are required (checked here
// with the server's own schema, so the message is the one the server would give).
import React from 'react';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import { rejectSchema } from '../../../bff/plugins/dealers/schemas.js';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { applicationIdSchema, dealersApi } from '../../lib/dealers-api.js';
import { AbortError } from '../../lib/errors.js';
import { when } from '../../ui/format.js';
import { Info } from '../../ui/render.js';

const OptionsSchema = v.object({
  id: applicationIdSchema,
  notes: v.optional(v.string()),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'dealers', 'Review dealer applications'),
    'reject',
    'Reject an application, saying why (the dealer is told)',
  )
    .argument('<id>', 'the application number (see `dealers list`)')
    .addOption(new Option('--notes <text>', 'why it is rejected (required; the dealer is told)'))
    .addOption(jsonOption())
    .action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, id }, { id: 'The application id' });
      const notes = v.safeParse(rejectSchema, { reviewNotes: options.notes ?? '' });
      if (!notes.success)
        throw new AbortError(
          `${notes.issues[0].message}.`,
          'Give the reason with --notes "…"; the dealer is told it.',
        );
      const { api } = dealersApi(program, options, deps);
      const application = await api.reject(options.id, notes.output.reviewNotes);
      if (options.json) return deps.screen.json(application);
      await deps.screen.show(
        <Info
          title={`Application ${application.id} rejected: ${application.companyName}`}
          lines={[
            ['notes', application.reviewNotes ?? '-'],
            ['reviewed by', application.reviewedBy ?? '-'],
            ['reviewed at', when(application.reviewedAt)],
            ['e-mail', `the notes go to ${application.contactEmail}`],
          ]}
        />,
      );
    });
}
