// A small form state for the service pages: string values, one message per field from a valibot
// schema (the first issue on each top-level field), and focus on the first mistake.
import { useState } from 'react';
import * as v from 'valibot';
import { fieldId } from '../components/fields';

export type FormErrors<F extends string> = Partial<Record<F, string>>;

/** Checks `body` with `schema`; on failure, one message per top-level field. */
export function checkWith<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(schema, body);
  if (result.success) return { ok: true, output: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = String(issue.path?.[0]?.key ?? '');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export function useForm<F extends string>(form: string, fields: readonly F[], initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const bind = (name: F) => ({
    form,
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((s) => ({ ...s, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  const showErrors = (found: FormErrors<F>) => {
    setErrors(found);
    const first = fields.find((name) => found[name]);
    if (first) setTimeout(() => document.getElementById(fieldId(form, first))?.focus());
  };
  return { values, setValues, errors, bind, showErrors };
}
