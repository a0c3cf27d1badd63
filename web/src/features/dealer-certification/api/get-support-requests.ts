// GET /api/admin/support-requests: what applicants and visitors asked for help with.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportRequest } from '../../../../../bff/plugins/dealers/schemas';
import { apiRequest } from '../../../lib/api-client';
import { certificationKeys } from './keys';

export const getSupportRequests = () =>
  apiRequest<{ requests: SupportRequest[] }>('GET', '/api/admin/support-requests');

export const supportRequestsQueryOptions = () =>
  queryOptions({ queryKey: certificationKeys.supportRequests(), queryFn: getSupportRequests });

export const useSupportRequests = (enabled = true) => useQuery({ ...supportRequestsQueryOptions(), enabled });
