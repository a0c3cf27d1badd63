// `finance-applications list`: what people sent from the finance page's Apply tab, newest first.
import React from 'react';
import { Option, type Command } from 'commander';
import * as v from 'valibot';
import { FINANCE_STATUSES, type FinanceApplicationRecord } from '../../../bff/plugins/finance/schemas.js';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { financeApi } from '../../lib/finance-api.js';
import { clip, when } from '../../ui/format.js';
import { Table } from '../../ui/render.js';
import { money } from './show.js';

const OptionsSchema = v.object({
  status: v.optional(
    v.picklist(
      FINANCE_STATUSES,
      (issue) => `must be one of ${FINANCE_STATUSES.join(', ')}, not ${issue.received}.`,
    ),
  ),
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

const applicant = (a: FinanceApplicationRecord) =>
  a.email === '' ? '(erased)' : clip(`${a.firstName} ${a.lastName} <${a.email}>`, 40);

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'finance-applications', 'Work through finance applications'),
    'list',
    'List finance applications, newest first',
  )
    .addOption(
      new Option('--status <status>', `only ${FINANCE_STATUSES.join(', ')} ones`).env(
        'ALLMOTORS_FINANCE_STATUS',
      ),
    )
    .addOption(jsonOption())
    .action(async (raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, raw);
      const list = await financeApi(program, options, deps).list(options.status);
      if (options.json) return deps.screen.json(list);
      if (list.applications.length === 0)
        return deps.screen.line(
          options.status ? `No ${options.status} finance application.` : 'No finance application yet.',
        );
      await deps.screen.show(
        <Table
          rows={list.applications}
          columns={[
            { header: 'reference', value: (a) => a.reference },
            { header: 'applicant', value: applicant },
            { header: 'status', value: (a) => a.status },
            {
              header: 'monthly',
              value: (a) => (a.quote ? money(a.quote.monthlyPayment) : '-'),
              align: 'right',
            },
            { header: 'car', value: (a) => (a.listing ? clip(a.listing.title, 28) : '-') },
            { header: 'received', value: (a) => when(a.createdAt) },
          ]}
        />,
      );
    });
}
