// GET /api/dealer/applications/{id}: the applicant's own application, polled while its API test is
// still to come or running. An instant approval's key comes on the first read after approval only, so
// polling stops there and the answer stays in the cache until the form is reset.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyApplication } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';
import { dealerOnboardingKeys } from './keys';

export const POLL_MS = 1500;

export const getMyApplication = (id: number) =>
  apiRequest<MyApplication>('GET', `/api/dealer/applications/${id}`);

/** Still waiting for the automatic test: pending and never tested, or testing now. */
export const awaitingTest = (a: Pick<MyApplication, 'status' | 'testResult'>) =>
  a.status === 'testing' || (a.status === 'pending' && a.testResult === null);

export const myApplicationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: dealerOnboardingKeys.application(id),
    queryFn: () => getMyApplication(id),
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.status === 'error') return false;
      return !data || awaitingTest(data) ? POLL_MS : false;
    },
  });

export const useMyApplication = (id: number) => useQuery(myApplicationQueryOptions(id));
