// Who is signed in, for every screen: GET /api/user, where 401 means nobody (000 §4). Sign-in,
// registration and sign-out refresh it by invalidating USER_KEY.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../bff/plugins/auth/schemas';
import { apiGet } from './api-client';

export type { PublicUser };
export const USER_KEY = ['/api/user'] as const;

export const userQueryOptions = () =>
  queryOptions({
    queryKey: USER_KEY,
    queryFn: () => apiGet<PublicUser>('/api/user', { on401: 'returnNull' }),
  });

/** `user` is null when signed out and undefined while loading. */
export function useUser() {
  const query = useQuery(userQueryOptions());
  return { user: query.data, isLoading: query.isPending, error: query.error };
}

/** The header's label rule (000 §2): first name, else username, else 'Account'. */
export function userLabel(user: Pick<PublicUser, 'firstName' | 'username'> | null | undefined): string {
  return user?.firstName || user?.username || 'Account';
}
