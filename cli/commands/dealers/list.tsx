// `dealers list`: dealer applications, newest first, with the counts of the admin screen's tabs.
import React from 'react';
import { Text } from 'ink';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import { APPLICATION_STATUSES, type ApplicationList } from '../../../bff/plugins/dealers/schemas.js';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { dealersApi } from '../../lib/dealers-api.js';
import { clip, count, when } from '../../ui/format.js';
import { Table } from '../../ui/render.js';

const OptionsSchema = v.object({
  status: v.optional(
    v.picklist(
      APPLICATION_STATUSES,
      (issue) => `must be one of ${APPLICATION_STATUSES.join(', ')}, not ${issue.received}.`,
    ),
  ),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

export const countsLine = ({ counts }: ApplicationList) =>
  `${count(counts.pending)} pending · ${count(counts.all)} in all · ${count(counts.approved)} approved`;

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'dealers', 'Review dealer applications'),
    'list',
    'List dealer applications, newest first',
  )
    .addOption(
      new Option('--status <status>', 'only pending, testing, approved or rejected ones').env(
        'ALLMOTORS_DEALERS_STATUS',
      ),
    )
    .addOption(jsonOption())
    .action(async (raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, raw);
      const { api } = dealersApi(program, options, deps);
      const list = await api.list(options.status);
      if (options.json) return deps.screen.json(list);
      if (list.applications.length === 0)
        return deps.screen.line(
          options.status && list.counts.all > 0
            ? `No ${options.status} application (${countsLine(list)}).`
            : 'No dealer application yet.',
        );
      await deps.screen.show(
        <>
          <Table
            rows={list.applications}
            columns={[
              { header: 'id', value: (a) => String(a.id), align: 'right' },
              { header: 'kind', value: (a) => a.kind },
              { header: 'company', value: (a) => clip(a.companyName, 30) },
              { header: 'e-mail', value: (a) => clip(a.contactEmail, 32) },
              { header: 'status', value: (a) => a.status },
              {
                header: 'score',
                value: (a) => (a.dataQualityScore === null ? '-' : `${Math.round(a.dataQualityScore)}%`),
                align: 'right',
              },
              { header: 'submitted', value: (a) => when(a.submittedAt) },
            ]}
          />
          <Text> </Text>
          <Text dimColor>{countsLine(list)}</Text>
        </>,
      );
    });
}
