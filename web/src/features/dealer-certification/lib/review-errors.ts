// What a failed Test, Approve or Reject says: the server's own message where it explains the refusal
// (409: the application is no longer pending; 400: the notes), else a plain fallback.
import { ApiError } from '../../../lib/api-client';

/** The server's message for a 400, 403 or 409, which name the reason; undefined otherwise. */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || ![400, 403, 409].includes(error.status)) return undefined;
  return error.serverMessage;
}

/** A 400 about the review notes ('reviewNotes: Say why…'), as the field's message. */
export function notesMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const match = /(?:^|; )reviewNotes: ([^;]+)/.exec(error.serverMessage ?? '');
  return match?.[1];
}
