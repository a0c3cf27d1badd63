// Data deletion requests (001 /delete-data §3, §5; DECISIONS 22), shared by the server and the web
// page: the browser checks the form with `deletionRequestSchema` and the server checks the same again,
// every message naming its field (the 400 says "confirmEmail: Email addresses do not match").
// No server-only imports here.
import * as v from 'valibot';
import { EMAIL, strictObjectMessage } from '../../lib/schema-messages.js';

/**
 * The retention choice (001 §3 `retentionPeriod`). It decides when the request falls due: an operator
 * does not process it before then unless they force it (`deletion-requests process ID --force`).
 */
export const RETENTION_PERIODS = {
  immediate: 'Delete as soon as possible',
  'thirty-days': 'Keep my data for 30 days first, in case I change my mind',
} as const;
export type RetentionPeriod = keyof typeof RETENTION_PERIODS;
export const RETENTION_DAYS: Record<RetentionPeriod, number> = { immediate: 0, 'thirty-days': 30 };

export const DELETION_STATUSES = ['awaiting_confirmation', 'confirmed', 'processed'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** What the page and the e-mails promise (001 §9 'Legal'). */
export const DELETION_PROMISES = {
  confirmationWithin: '24 hours',
  legalRecordsYears: 7,
  linkValidDays: 7,
} as const;

export const MISMATCH_MESSAGE = 'Email addresses do not match';
export const CONFIRM_MESSAGE = 'Please confirm that you understand the data deletion process';
export const FAILURE_MESSAGE = 'Failed to submit deletion request. Please try again.';

const email = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const s = dataset.value as string;
      if (s.length === 0) addIssue({ message: `${label} is required` });
      else if (s.length > 200) addIssue({ message: `${label} can be at most 200 characters` });
      else if (!EMAIL.test(s))
        addIssue({ message: `${label} must be a valid e-mail address, like name@example.co.uk` });
    }),
  );

export const DELETION_FIELD_LABELS = {
  email: 'Email address',
  confirmEmail: 'Confirm email address',
  reason: 'Reason',
  confirmDeletion: 'Confirmation',
  retentionPeriod: 'Retention period',
} as const;

const objectMessage = (issue: v.BaseIssue<unknown>) => {
  const key = issue.path?.[0]?.key as keyof typeof DELETION_FIELD_LABELS | undefined;
  if (key === 'confirmDeletion' && issue.expected !== 'never') return CONFIRM_MESSAGE;
  const label = key && DELETION_FIELD_LABELS[key];
  return label && issue.expected !== 'never' ? `${label} is required` : strictObjectMessage(issue);
};

// A blank or malformed address already has its own message; 'do not match' only compares two addresses.
const sameAddress = (a: string, b: string) =>
  !EMAIL.test(a.trim()) || !EMAIL.test(b.trim()) || a.trim().toLowerCase() === b.trim().toLowerCase();

export const deletionRequestSchema = v.pipe(
  v.strictObject(
    {
      email: email('Email address'),
      confirmEmail: email('Confirm email address'),
      reason: v.optional(
        v.pipe(
          v.string('Reason must be text'),
          v.trim(),
          v.maxLength(1000, 'Reason can be at most 1000 characters'),
        ),
      ),
      confirmDeletion: v.literal(true, CONFIRM_MESSAGE),
      retentionPeriod: v.picklist(
        Object.keys(RETENTION_PERIODS) as RetentionPeriod[],
        'Retention period must be one of: immediate, thirty-days',
      ),
    },
    objectMessage,
  ),
  v.forward(
    v.partialCheck(
      [['email'], ['confirmEmail']],
      (input) => sameAddress(input.email, input.confirmEmail),
      MISMATCH_MESSAGE,
    ),
    ['confirmEmail'],
  ),
);
export type DeletionRequestInput = v.InferOutput<typeof deletionRequestSchema>;

/** `POST /api/deletion-requests` answers this (201), the same whether or not an account has the address. */
export interface DeletionRequestReceived {
  status: 'awaiting_confirmation';
  email: string;
  retentionPeriod: RetentionPeriod;
}

/** The token of a confirmation link: 32 random bytes, base64url. */
export const confirmSchema = v.strictObject(
  {
    token: v.pipe(
      v.string('token is required'),
      v.regex(/^[\w-]{43}$/, 'must be the code from the confirmation link'),
    ),
  },
  strictObjectMessage,
);

/** `POST /api/deletion-requests/confirm` answers this. */
export interface DeletionConfirmed {
  status: 'confirmed' | 'processed';
  /** The link had been used before (nothing changed). */
  alreadyConfirmed: boolean;
  retentionPeriod: RetentionPeriod;
  dueAt: string | null;
}

/** What processing did, table by table (docs/data-deletion.md). */
export interface DeletionOutcome {
  account: 'deleted' | 'anonymised' | 'none';
  userId: number | null;
  deleted: Record<string, number>;
  anonymised: Record<string, number>;
  /** Legal records kept (PII stripped) for up to 7 years. */
  kept: Record<string, number>;
  forced: boolean;
}

/** A request as the operator sees it (`GET /api/admin/deletion-requests`): never the token. */
export interface DeletionRequest {
  id: number;
  email: string;
  reason: string | null;
  retentionPeriod: RetentionPeriod;
  status: DeletionStatus;
  createdAt: string;
  confirmedAt: string | null;
  dueAt: string | null;
  processedAt: string | null;
  processedBy: string | null;
  outcome: DeletionOutcome | null;
}

export const processSchema = v.strictObject(
  { force: v.optional(v.boolean('force must be true or false'), false) },
  strictObjectMessage,
);
