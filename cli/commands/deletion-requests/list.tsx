// `deletion-requests list`: data deletion requests, newest first, with what processing did.
import React from 'react';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import {
  DELETION_STATUSES,
  type DeletionOutcome,
  type DeletionRequest,
} from '../../../bff/plugins/deletion-requests/schemas.js';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { deletionApi } from '../../lib/deletion-api.js';
import { clip, when } from '../../ui/format.js';
import { Table } from '../../ui/render.js';

const OptionsSchema = v.object({
  status: v.optional(
    v.picklist(
      DELETION_STATUSES,
      (issue) => `must be one of ${DELETION_STATUSES.join(', ')}, not ${issue.received}.`,
    ),
  ),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** 'account deleted · 7 deleted · 3 anonymised · 1 kept' */
export const outcomeLine = (o: DeletionOutcome) =>
  `account ${o.account} · ${total(o.deleted)} deleted · ${total(o.anonymised)} anonymised · ${total(o.kept)} kept`;

const state = (r: DeletionRequest) => (r.status === 'awaiting_confirmation' ? 'unconfirmed' : r.status);

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'deletion-requests', 'Process data deletion requests'),
    'list',
    'List data deletion requests, newest first',
  )
    .addOption(
      new Option('--status <status>', `only ${DELETION_STATUSES.join(', ')} ones`).env(
        'ALLMOTORS_DELETION_STATUS',
      ),
    )
    .addOption(jsonOption())
    .action(async (raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, raw);
      const list = await deletionApi(program, options, deps).list(options.status);
      if (options.json) return deps.screen.json(list);
      if (list.requests.length === 0)
        return deps.screen.line(
          options.status ? `No ${options.status} deletion request.` : 'No deletion request yet.',
        );
      await deps.screen.show(
        <Table
          rows={list.requests}
          columns={[
            { header: 'id', value: (r) => String(r.id), align: 'right' },
            { header: 'e-mail', value: (r) => clip(r.email, 32) },
            { header: 'status', value: state },
            { header: 'retention', value: (r) => r.retentionPeriod },
            { header: 'due', value: (r) => (r.dueAt ? when(r.dueAt) : '-') },
            { header: 'requested', value: (r) => when(r.createdAt) },
            { header: 'outcome', value: (r) => (r.outcome ? outcomeLine(r.outcome) : '-') },
          ]}
        />,
      );
    });
}
