// GET /api/admin/dealer-applications/{id}: everything the applicant gave (secrets masked by the
// server), the last API test, the review and why no action is possible now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';
import { certificationKeys } from './keys';

export const getApplication = (id: number) =>
  apiRequest<ApplicationDetail>('GET', `/api/admin/dealer-applications/${id}`);

export const applicationQueryOptions = (id: number) =>
  queryOptions({ queryKey: certificationKeys.detail(id), queryFn: () => getApplication(id) });

export const useApplication = (id: number | null) =>
  useQuery({ ...applicationQueryOptions(id ?? 0), enabled: id !== null });
