// valibot at the hapi boundary: a schema becomes a route's validate function, and every failure is a
// 400 whose message names the parameter ("minPrice: must be a whole number of pence").
import Boom from '@hapi/boom';
import * as v from 'valibot';

type AnySchema = v.GenericSchema<unknown, unknown>;

export function issuesMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const path = v.getDotPath(issue);
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * C0 controls other than tab, LF and CR, DEL, and UTF-16 surrogates that are not half of a pair (the
 * `u` flag makes a proper pair one code point, so `\p{Cs}` matches only a lone half). PostgreSQL's
 * text refuses NUL outright, and a lone surrogate would be stored as U+FFFD: neither is something a
 * person typed, so the one rule refuses them all before any schema or query sees them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export const hasControlCharacters = (text: string): boolean => CONTROL.test(text);

const fieldName = (path: string, key: string) => {
  // A key with control characters in it is named with them escaped, so the message stays printable.
  const name = CONTROL.test(key) ? JSON.stringify(key).slice(1, -1) : key;
  return path ? `${path}.${name}` : name;
};

/**
 * The dot path of the first string (or object key) anywhere in `value` with a control character,
 * '' for `value` itself, or null when there is none. Walks plain objects and arrays only (a multipart
 * file's Buffer is binary on purpose), with its own stack so deep nesting cannot overflow the call stack.
 */
export function controlCharacterPath(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (pending.length) {
    const { value: item, path } = pending.pop()!;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((element, i) => pending.push({ value: element, path: fieldName(path, String(i)) }));
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, element] of Object.entries(item)) {
        if (CONTROL.test(key)) return fieldName(path, key);
        pending.push({ value: element, path: fieldName(path, key) });
      }
    }
  }
  return null;
}

/** Throws the 400 of the shared string rule when `value` holds a control character anywhere. */
export function refuseControlCharacters(value: unknown): void {
  const path = controlCharacterPath(value);
  if (path === null) return;
  throw Boom.badRequest(`${path ? `${path}: ` : ''}must not contain control characters`);
}

export type Validator<S extends AnySchema> = ((value: unknown) => Promise<v.InferOutput<S>>) & {
  /** The route's schema, for tools that read the API's shape (the schema-driven fuzz test). */
  readonly schema: S;
};

/** For `options.validate.query|params|payload`: returns the parsed output, or throws a 400. */
export function validator<S extends AnySchema>(schema: S): Validator<S> {
  const validate = async (value: unknown): Promise<v.InferOutput<S>> => {
    refuseControlCharacters(value);
    const result = await v.safeParseAsync(schema, value);
    if (!result.success) throw Boom.badRequest(issuesMessage(result.issues));
    return result.output;
  };
  return Object.assign(validate, { schema });
}
