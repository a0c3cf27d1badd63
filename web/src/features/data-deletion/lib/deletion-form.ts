// The /delete-data form's values and their check with the server's own deletionRequestSchema, and the
// server's 400 ("field: message; …") split back onto the fields.
import * as v from 'valibot';
import {
  deletionRequestSchema,
  type DeletionRequestInput,
  type RetentionPeriod,
} from '../../../../../bff/plugins/deletion-requests/schemas';
import { ApiError } from '../../../lib/api-client';

export const DELETION_FIELDS = [
  'email',
  'confirmEmail',
  'reason',
  'retentionPeriod',
  'confirmDeletion',
] as const;
export type DeletionField = (typeof DELETION_FIELDS)[number];
export type DeletionErrors = Partial<Record<DeletionField, string>>;

export interface DeletionForm {
  email: string;
  confirmEmail: string;
  reason: string;
  retentionPeriod: RetentionPeriod;
  confirmDeletion: boolean;
}

export const EMPTY_FORM: DeletionForm = {
  email: '',
  confirmEmail: '',
  reason: '',
  retentionPeriod: 'immediate',
  confirmDeletion: false,
};

/** The body the API takes: an empty reason is left out (it is optional). */
export function deletionBody(form: DeletionForm): Record<string, unknown> {
  return {
    email: form.email,
    confirmEmail: form.confirmEmail,
    ...(form.reason.trim() ? { reason: form.reason } : {}),
    confirmDeletion: form.confirmDeletion,
    retentionPeriod: form.retentionPeriod,
  };
}

export function checkDeletion(
  form: DeletionForm,
): { ok: true; input: DeletionRequestInput } | { ok: false; errors: DeletionErrors } {
  const result = v.safeParse(deletionRequestSchema, deletionBody(form));
  if (result.success) return { ok: true, input: result.output };
  return { ok: false, errors: toErrors(result.issues.map((i) => [v.getDotPath(i) ?? '', i.message])) };
}

/** The fields a server's 400 names; empty for any other failure. */
export function serverErrors(error: unknown): DeletionErrors {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.serverMessage) return {};
  return toErrors(
    error.serverMessage.split('; ').map((part) => {
      const match = /^(\w+): (.+)$/.exec(part);
      return match ? [match[1]!, match[2]!] : ['', part];
    }),
  );
}

function toErrors(pairs: string[][]): DeletionErrors {
  const errors: DeletionErrors = {};
  for (const [path, message] of pairs)
    if ((DELETION_FIELDS as readonly string[]).includes(path!)) errors[path as DeletionField] ??= message!;
  return errors;
}
