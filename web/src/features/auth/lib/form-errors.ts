// Turns valibot issues and the server's 400 messages ("field: message; field: message") into one
// message per form field, so each shows beside its input.
import * as v from 'valibot';
import { ApiError } from '../../../lib/api-client';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function checkFields<K extends string, S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors<K> } {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors<K> = {};
  for (const issue of result.issues) {
    const key = (v.getDotPath(issue) ?? '') as K;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/**
 * Splits a server failure into messages for known fields and a message for the whole form.
 * `fallback` is used when the server gave no message of its own.
 */
export function serverErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
  fallback: string,
): { fields: FieldErrors<K>; form?: string } {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  if (!message) return { fields: {}, form: fallback };
  const out: FieldErrors<K> = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z]+): (.+)$/.exec(part);
    if (match && (fields as readonly string[]).includes(match[1]!)) out[match[1] as K] ??= match[2]!;
    else rest.push(part);
  }
  return { fields: out, form: rest.length ? rest.join(' ') : undefined };
}
