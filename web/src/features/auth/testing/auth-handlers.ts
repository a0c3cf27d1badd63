// msw handlers for the account endpoints, and a person to sign in as.
import { http, HttpResponse } from 'msw';
import type { PublicUser } from '../../../lib/auth';

export const CSRF_TOKEN = 'csrf-test-token';

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    username: 'jsmith',
    email: 'jane@example.co.uk',
    firstName: 'Jane',
    lastName: 'Smith',
    role: 'user',
    companyName: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/user answers this person, or 401 for null; the CSRF token is always available. */
export function signedInAs(user: PublicUser | null) {
  return [
    http.get('/api/csrf', () => HttpResponse.json({ token: CSRF_TOKEN })),
    http.get('/api/user', () =>
      user
        ? HttpResponse.json(user)
        : HttpResponse.json({ message: 'Missing authentication' }, { status: 401 }),
    ),
  ];
}
