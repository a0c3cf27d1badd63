// `finance-applications show <id>`: everything one applicant sent, the quote and where it stands.
import React from 'react';
import type { Command } from 'commander';
import * as v from 'valibot';
import {
  CREDIT_SCORE_BANDS,
  EMPLOYMENT_STATUSES,
  type FinanceApplicationRecord,
} from '../../../bff/plugins/finance/schemas.js';
import { group, jsonOption, operatorCommand, parseOptions, type CliDeps } from '../../lib/context.js';
import { financeApi, financeIdSchema } from '../../lib/finance-api.js';
import { when } from '../../ui/format.js';
import { Info } from '../../ui/render.js';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
/** Pence as pounds: 37651 → '£376.51'. */
export const money = (pence: number) => gbp.format(pence / 100);

const OptionsSchema = v.object({
  id: financeIdSchema,
  json: v.optional(v.boolean(), false),
  dataDir: v.optional(v.string()),
});

/** The lines of one application, shared with `set-status`, which shows the result. */
export function applicationLines(a: FinanceApplicationRecord): [string, string][] {
  const q = a.quote;
  return [
    ['status', a.status],
    ['applicant', a.email === '' ? '(details erased at their request)' : `${a.firstName} ${a.lastName}`],
    ...(a.email === ''
      ? []
      : ([
          ['e-mail', a.email],
          ['phone', a.phone],
        ] as [string, string][])),
    ['income', `${money(a.annualIncome)} a year, ${EMPLOYMENT_STATUSES[a.employmentStatus].toLowerCase()}`],
    ['credit score', CREDIT_SCORE_BANDS[a.creditScore]],
    [
      'quote',
      q
        ? `${money(q.price)} car, ${money(q.deposit)} deposit, ${q.termMonths} months at ${q.apr}% APR: ${money(q.monthlyPayment)} a month`
        : 'none (applied without a quote)',
    ],
    ['car', a.listing ? `${a.listing.title} (listing ${a.listing.id}, ${a.listing.status})` : '-'],
    ['received', when(a.createdAt)],
    ['handled by', a.handledBy ?? '-'],
    ['note', a.statusNote ?? '-'],
  ];
}

export function register(program: Command, deps: CliDeps) {
  operatorCommand(
    group(program, 'finance-applications', 'Work through finance applications'),
    'show',
    'Show one finance application',
  )
    .argument('<id>', 'the application number or reference (see `finance-applications list`)')
    .addOption(jsonOption())
    .action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(OptionsSchema, { ...raw, id }, { id: 'The application id' });
      const application = await financeApi(program, options, deps).show(options.id);
      if (options.json) return deps.screen.json(application);
      await deps.screen.show(
        <Info title={`Finance application ${application.reference}`} lines={applicationLines(application)} />,
      );
    });
}
