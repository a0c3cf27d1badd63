// GET /api/admin/dealer-applications (every application, newest first) and …/pending (the pending
// ones); both carry the counts of the tabs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationList } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';
import { certificationKeys, type ListScope } from './keys';

const LIST_PATH = {
  pending: '/api/admin/dealer-applications/pending',
  all: '/api/admin/dealer-applications',
} as const;

export const getApplications = (scope: ListScope) => apiRequest<ApplicationList>('GET', LIST_PATH[scope]);

export const applicationsQueryOptions = (scope: ListScope) =>
  queryOptions({ queryKey: certificationKeys.list(scope), queryFn: () => getApplications(scope) });

export const useApplications = (scope: ListScope, enabled = true) =>
  useQuery({ ...applicationsQueryOptions(scope), enabled });
