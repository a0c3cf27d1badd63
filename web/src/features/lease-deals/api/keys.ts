// Query keys of the lease deals feature; each starts with the path it reads.
import type { LeaseCategory, LeaseSort } from '../../../../../bff/plugins/lease-deals/schemas';

export const LEASE_DEALS_PATH = '/api/lease-deals';

export const leaseDealKeys = {
  all: [LEASE_DEALS_PATH] as const,
  list: (sortBy: LeaseSort, category: LeaseCategory, limit: number) =>
    [LEASE_DEALS_PATH, { sortBy, category, limit }] as const,
};
