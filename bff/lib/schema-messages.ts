// Messages shared by schemas on both sides (server and browser): no server-only imports here.
import * as v from 'valibot';

/**
 * The message for a strict object's own issues: an unknown key is a field the client may not set,
 * a missing one is required. (valibot reports both on the object.)
 */
export function strictObjectMessage(issue: v.BaseIssue<unknown>): string {
  return issue.expected === 'never' ? 'is not a field we accept' : 'is required';
}

/** An e-mail address as the forms accept it: name@domain.tld, no spaces. */
export const EMAIL = /^[\w+-]+(?:\.[\w+-]+)*@[\da-z]+(?:[.-][\da-z]+)*\.[a-z]{2,}$/iu;

/**
 * A labelled text field's checks in order (required, at most `max` characters, then `rules`); only the
 * first that fails is reported, so each field has one message, which names the field.
 */
export const labelledText = (label: string, max: number, ...rules: [(s: string) => boolean, string][]) =>
  v.pipe(
    v.string(`${label} is required`),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value as string;
      const all: [(s: string) => boolean, string][] = [
        [(s) => s.length > 0, `${label} is required`],
        [(s) => s.length <= max, `${label} can be at most ${max} characters`],
        ...rules,
      ];
      const failed = all.find(([ok]) => !ok(value));
      if (failed) addIssue({ message: failed[1] });
    }),
  );
