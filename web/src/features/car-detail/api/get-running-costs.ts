// GET /api/cars/{id}/running-costs: the true monthly cost at the buyer's postcode (issue 14).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RunningCosts } from '../../../../../bff/plugins/running-costs/schemas';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { runningCostKeys } from './keys';

/** What the buyer set; anything left out takes the server's default (shown in the answer). */
export interface RunningCostInputs {
  postcode?: string | undefined;
  /** Pence. */
  deposit?: number | undefined;
  termMonths?: number | undefined;
  apr?: number | undefined;
  annualMiles?: number | undefined;
}

export function getRunningCosts(id: string, inputs: RunningCostInputs): Promise<RunningCosts> {
  return apiRequest<RunningCosts>(
    'GET',
    `/api/cars/${encodeURIComponent(id)}/running-costs${toQueryString({ ...inputs })}`,
  );
}

export const getRunningCostsQueryOptions = (id: string, inputs: RunningCostInputs) =>
  queryOptions({
    queryKey: runningCostKeys.forInputs(id, inputs),
    queryFn: () => getRunningCosts(id, inputs),
    // While new inputs load, the last answer stays on screen.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useRunningCosts(id: string, inputs: RunningCostInputs) {
  return useQuery(getRunningCostsQueryOptions(id, inputs));
}
