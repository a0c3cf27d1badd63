// Messages shared by schemas on both sides (server and browser): no server-only imports here.
import type * as v from 'valibot';

/**
 * The message for a strict object's own issues: an unknown key is a field the client may not set,
 * a missing one is required. (valibot reports both on the object.)
 */
export function strictObjectMessage(issue: v.BaseIssue<unknown>): string {
  return issue.expected === 'never' ? 'is not a field we accept' : 'is required';
}
