import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { notesMessage, refusalMessage } from './review-errors';

const apiError = (status: number, message?: string) => {
  const body = message === undefined ? '' : JSON.stringify({ statusCode: status, message });
  return new ApiError(status, `${status}: ${body}`, body);
};

describe('refusalMessage', () => {
  it('gives the server’s message for a 409, and nothing for a server failure', () => {
    expect(refusalMessage(apiError(409, 'Application 4 is approved, not pending.'))).toBe(
      'Application 4 is approved, not pending.',
    );
    expect(refusalMessage(apiError(500, 'boom'))).toBeUndefined();
    expect(refusalMessage(new Error('offline'))).toBeUndefined();
  });
});

describe('notesMessage', () => {
  it('takes the review notes’ message out of a 400', () => {
    expect(notesMessage(apiError(400, 'reviewNotes: Say why the application is rejected'))).toBe(
      'Say why the application is rejected',
    );
    expect(notesMessage(apiError(400, 'other: no'))).toBeUndefined();
    expect(notesMessage(apiError(409, 'reviewNotes: x'))).toBeUndefined();
  });
});
