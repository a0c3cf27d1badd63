// GET /api/scraping/runs?limit= : the run history, newest first. Refreshed when a run starts or ends.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RunList } from '../../../../../bff/plugins/scraping/schemas';
import { apiRequest } from '../../../lib/api-client';
import { scrapingKeys } from './keys';

export const HISTORY_LIMIT = 10;

export const getRuns = (limit: number) => apiRequest<RunList>('GET', `/api/scraping/runs?limit=${limit}`);

export const runsQueryOptions = (limit = HISTORY_LIMIT) =>
  queryOptions({ queryKey: scrapingKeys.runList(limit), queryFn: () => getRuns(limit) });

export const useRuns = (limit = HISTORY_LIMIT) => useQuery(runsQueryOptions(limit));
