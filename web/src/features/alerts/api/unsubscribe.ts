// GET and POST /api/alerts/unsubscribe/{token}: the e-mailed link's page, used without signing in.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { UnsubscribeState } from '../types';
import { alertKeys } from './keys';

const path = (token: string) => `/api/alerts/unsubscribe/${encodeURIComponent(token)}`;

export const getUnsubscribe = (token: string) => apiRequest<UnsubscribeState>('GET', path(token));
export const unsubscribe = (token: string) => apiRequest<UnsubscribeState>('POST', path(token));

export const unsubscribeQueryOptions = (token: string) =>
  queryOptions({ queryKey: alertKeys.unsubscribe(token), queryFn: () => getUnsubscribe(token) });

export function useUnsubscribeState(token: string) {
  return useQuery(unsubscribeQueryOptions(token));
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (state) => queryClient.setQueryData(alertKeys.unsubscribe(token), state),
  });
}
