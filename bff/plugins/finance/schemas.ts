// Finance applications (000 §3 'Finance application form', DECISIONS 23), shared by the server and the
// web app's Apply tab: the browser checks the form with `financeApplicationSchema` and the server checks
// the same again. Every message names its field. Money is integer pence (DECISIONS 1): the form asks
// for the annual income in pounds and sends pence. No server-only imports here.
import * as v from 'valibot';
import { EMAIL, labelledText, strictObjectMessage } from '../../lib/schema-messages.js';
import { quoteSchema, type Quote, type QuoteFigures } from './calculator.js';

/** 000 §3: employment status, with the words the form shows. */
export const EMPLOYMENT_STATUSES = {
  employed: 'Employed',
  'self-employed': 'Self-employed',
  unemployed: 'Unemployed',
  retired: 'Retired',
  student: 'Student',
} as const;
export type EmploymentStatus = keyof typeof EMPLOYMENT_STATUSES;

/** 000 §3: the estimated credit score bands. */
export const CREDIT_SCORE_BANDS = {
  excellent: 'Excellent (800+)',
  good: 'Good (700-799)',
  fair: 'Fair (600-699)',
  poor: 'Poor (below 600)',
  unknown: "I don't know",
} as const;
export type CreditScoreBand = keyof typeof CREDIT_SCORE_BANDS;

/** The highest annual income the form takes (£10 million), pence. */
export const MAX_ANNUAL_INCOME = 1_000_000_000;

const keys = <T extends object>(o: T) => Object.keys(o) as (keyof T & string)[];

/** The form's labels, for the message of a field that is missing altogether. */
export const FINANCE_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email address',
  phone: 'Phone number',
  annualIncome: 'Annual income',
  employmentStatus: 'Employment status',
  creditScore: 'Estimated credit score',
} as const;

const objectMessage = (issue: v.BaseIssue<unknown>) => {
  const key = issue.path?.[0]?.key as keyof typeof FINANCE_FIELD_LABELS | undefined;
  const label = key && FINANCE_FIELD_LABELS[key];
  return label && issue.expected !== 'never' ? `${label} is required` : strictObjectMessage(issue);
};

export const financeApplicationSchema = v.strictObject(
  {
    firstName: labelledText('First name', 100),
    lastName: labelledText('Last name', 100),
    email: labelledText('Email address', 200, [
      (s) => EMAIL.test(s),
      'Email address must be a valid e-mail address, like name@example.co.uk',
    ]),
    phone: labelledText(
      'Phone number',
      30,
      [(s) => /^\+?[\d\s()-]+$/.test(s), 'Phone number can contain only digits, spaces, +, - and brackets'],
      [(s) => /^\D*(\d\D*){10,15}$/.test(s), 'Phone number must have 10 to 15 digits'],
    ),
    annualIncome: v.pipe(
      v.number('Annual income must be a number'),
      v.integer('Annual income must be a whole number of pence'),
      v.minValue(1, 'Annual income must be more than £0'),
      v.maxValue(MAX_ANNUAL_INCOME, 'Annual income can be at most £10,000,000'),
    ),
    employmentStatus: v.picklist(keys(EMPLOYMENT_STATUSES), 'Employment status is required'),
    creditScore: v.picklist(keys(CREDIT_SCORE_BANDS), 'Estimated credit score is required'),
    /** The calculator's figures, when the person pressed 'Get This Quote'. */
    quote: v.optional(quoteSchema),
    /** The car the calculator was opened from ('Finance this car'). */
    listingId: v.optional(
      v.pipe(
        v.number('listingId must be a number'),
        v.integer('listingId must be a whole number'),
        v.minValue(1, 'listingId must be a positive whole number'),
        v.maxValue(2_147_483_647, 'listingId must be a positive whole number'),
      ),
    ),
  },
  objectMessage,
);
export type FinanceApplicationInput = v.InferOutput<typeof financeApplicationSchema>;

/**
 * Where an application stands as the finance team works it (docs/finance.md): received → contacted →
 * approved | declined; withdrawn when the applicant stops before a decision. The last three are final.
 */
export const FINANCE_STATUSES = ['received', 'contacted', 'approved', 'declined', 'withdrawn'] as const;
export type FinanceApplicationStatus = (typeof FINANCE_STATUSES)[number];

/** The statuses each status may move to. */
export const FINANCE_TRANSITIONS: Record<FinanceApplicationStatus, readonly FinanceApplicationStatus[]> = {
  received: ['contacted', 'approved', 'declined', 'withdrawn'],
  contacted: ['approved', 'declined', 'withdrawn'],
  approved: [],
  declined: [],
  withdrawn: [],
};

/** `POST /api/admin/finance-applications/{id}/status`: the new status and the handler's note. */
export const financeStatusChangeSchema = v.strictObject(
  {
    status: v.picklist(FINANCE_STATUSES, `must be one of ${FINANCE_STATUSES.join(', ')}`),
    note: v.optional(
      v.pipe(v.string('must be text'), v.trim(), v.maxLength(2000, 'can be at most 2000 characters')),
    ),
  },
  strictObjectMessage,
);
export type FinanceStatusChange = v.InferOutput<typeof financeStatusChangeSchema>;

/** `POST /api/finance/applications` answers this (201). */
export interface FinanceApplication {
  id: number;
  /** What the person quotes when they call: 'FA-000042'. */
  reference: string;
  status: FinanceApplicationStatus;
  firstName: string;
  email: string;
  /** The quote as the server priced it with the shared calculator; null without one. */
  quote: (Quote & QuoteFigures) | null;
  listingId: number | null;
  createdAt: string;
}

/** What the finance team sees (`GET /api/admin/finance-applications[/{id}]`). */
export interface FinanceApplicationRecord extends FinanceApplication {
  lastName: string;
  phone: string;
  /** Pence a year. */
  annualIncome: number;
  employmentStatus: EmploymentStatus;
  creditScore: CreditScoreBand;
  /** The car the calculator was opened from, as it reads now; null without one (or once deleted). */
  listing: { id: number; title: string; price: number; status: string } | null;
  statusNote: string | null;
  /** 'admin jsmith' or 'operator (CLI)': who last moved it; null while received. */
  handledBy: string | null;
  updatedAt: string;
}

export const applicationReference = (id: number) => `FA-${String(id).padStart(6, '0')}`;

/** The help block and the success message (000 §2 'Apply', §9 'Marketing copy'). */
export const FINANCE_CONTACT = {
  phone: '020 7946 0321',
  email: 'finance@allmotors.example',
  hours: 'Mon-Fri 9am-6pm',
  replyWithin: '24 hours',
  address: 'London, UK, by appointment only',
} as const;
