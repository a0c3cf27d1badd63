// Turns valibot issues and the server's 400 messages ("field: message; field: message") into one
// message per form field, so each shows under its input. (The auth feature has its own copy: features
// do not import each other.)
import * as v from 'valibot';
import { ApiError } from '../../../lib/api-client';

export type FieldErrors = Partial<Record<string, string>>;

export function issuesByField(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** Splits a 400's message into messages for the given fields and the rest, for the whole form. */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
): { fields: FieldErrors; rest?: string } {
  if (!(error instanceof ApiError) || error.status !== 400) return { fields: {} };
  const message = error.serverMessage;
  if (!message) return { fields: {} };
  const out: FieldErrors = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z]+): (.+)$/.exec(part);
    if (match && fields.includes(match[1]!)) out[match[1]!] ??= match[2]!;
    else rest.push(part);
  }
  return { fields: out, rest: rest.length ? rest.join(' ') : undefined };
}

/** Moves focus to the first field (in form order) that has a message; inputs have id `field-<name>`. */
export function focusFirstInvalid(order: readonly string[], errors: FieldErrors): void {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(fieldId(first))?.focus();
}

export const fieldId = (name: string) => `field-${name}`;
