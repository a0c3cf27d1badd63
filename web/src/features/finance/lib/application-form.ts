// The Apply tab's inputs (text, income in pounds) and the body they make, checked with the server's own
// financeApplicationSchema; and the server's 400 ("field: message; …") split back onto the fields.
import * as v from 'valibot';
import type { QuoteInput } from '../../../../../bff/plugins/finance/calculator';
import {
  financeApplicationSchema,
  type FinanceApplicationInput,
} from '../../../../../bff/plugins/finance/schemas';
import { ApiError } from '../../../lib/api-client';

export const APPLICATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'annualIncome',
  'employmentStatus',
  'creditScore',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];
export type ApplicationForm = Record<ApplicationField, string>;
export type ApplicationErrors = Partial<Record<ApplicationField, string>>;

export const EMPTY_APPLICATION: ApplicationForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  annualIncome: '',
  employmentStatus: '',
  creditScore: '',
};

/** The request body: income in pence (blank: left out, so the schema says it is required). */
export function applicationBody(
  form: ApplicationForm,
  extra: { quote?: QuoteInput | null; listingId?: number | undefined },
): Record<string, unknown> {
  const income = form.annualIncome.replace(/[£,\s]/g, '');
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    ...(income === '' ? {} : { annualIncome: Number(income) >= 0 ? Math.round(Number(income) * 100) : NaN }),
    employmentStatus: form.employmentStatus,
    creditScore: form.creditScore,
    ...(extra.quote ? { quote: extra.quote } : {}),
    ...(extra.listingId ? { listingId: extra.listingId } : {}),
  };
}

export function checkApplication(
  body: Record<string, unknown>,
): { ok: true; input: FinanceApplicationInput } | { ok: false; errors: ApplicationErrors; rest: string[] } {
  const result = v.safeParse(financeApplicationSchema, body);
  if (result.success) return { ok: true, input: result.output };
  return { ok: false, ...splitMessages(result.issues.map((i) => [v.getDotPath(i) ?? '', i.message])) };
}

/** The server's 400 message onto the fields it names; anything else for the form as a whole. */
export function serverErrors(error: unknown): { errors: ApplicationErrors; rest: string[] } {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  if (!(error instanceof ApiError) || error.status !== 400 || !message) {
    return { errors: {}, rest: [] };
  }
  return splitMessages(
    message.split('; ').map((part) => {
      const match = /^([\w.[\]]+): (.+)$/.exec(part);
      return match ? [match[1]!, match[2]!] : ['', part];
    }),
  );
}

function splitMessages(pairs: string[][]): { errors: ApplicationErrors; rest: string[] } {
  const errors: ApplicationErrors = {};
  const rest: string[] = [];
  for (const [path, message] of pairs) {
    if ((APPLICATION_FIELDS as readonly string[]).includes(path!)) {
      errors[path as ApplicationField] ??= message!;
    } else rest.push(message!);
  }
  return { errors, rest };
}
