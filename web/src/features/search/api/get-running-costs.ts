// GET /api/running-costs?ids=…: the optional monthly cost line of the result cards (issue 14), one
// request per page of results, with the buyer's remembered figures (lib/running-costs-inputs.ts).
import { queryOptions, useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { MonthlyCostSummary, RunningCostsBatch } from '../../../../../bff/plugins/running-costs/schemas';
import { ApiError, apiRequest, toQueryString } from '../../../lib/api-client';
import { readRunningCostInputs, type RememberedRunningCostInputs } from '../../../lib/running-costs-inputs';
import { PAGE_SIZE } from '../lib/search-params';
import { searchKeys } from './keys';

/** What one card's line shows. */
export type CardMonthlyCost =
  | { status: 'pending' }
  | { status: 'error' }
  | {
      status: 'ready';
      /** null: the server has no figure for this car (no longer listed). */
      cost: MonthlyCostSummary | null;
      inputs: RunningCostsBatch['inputs'];
      /** The remembered postcode, when the server did not know it and the UK average was used. */
      unknownPostcode?: string | undefined;
    };

type Answer = RunningCostsBatch & { unknownPostcode?: string | undefined };

export function monthlyCostsQuery(ids: number[], inputs: RememberedRunningCostInputs) {
  const query: Record<string, string> = { ids: ids.join(',') };
  for (const [key, value] of Object.entries(inputs)) if (value !== undefined) query[key] = String(value);
  return query;
}

export async function getMonthlyCosts(query: Record<string, string>): Promise<Answer> {
  const get = (q: Record<string, string>) =>
    apiRequest<RunningCostsBatch>('GET', `/api/running-costs${toQueryString(q)}`);
  try {
    return await get(query);
  } catch (error) {
    // A remembered figure the server refuses (a postcode it does not know, a mileage out of range)
    // must not cost the buyer the line: that figure takes its default, and the line says so.
    const field = error instanceof ApiError && error.status === 400 ? error.serverMessage?.split(':')[0] : '';
    if (!field || field === 'ids' || !(field in query)) throw error;
    const { [field]: refused, ...rest } = query;
    return { ...(await get(rest)), ...(field === 'postcode' ? { unknownPostcode: refused } : {}) };
  }
}

export const monthlyCostsQueryOptions = (ids: number[], inputs: RememberedRunningCostInputs) => {
  const query = monthlyCostsQuery(ids, inputs);
  return queryOptions({
    queryKey: searchKeys.monthlyCosts(query),
    queryFn: () => getMonthlyCosts(query),
    retry: false,
  });
};

/**
 * The line of each card, by car id, or null when the line is switched off (then nothing is asked).
 * The cars go in pages of PAGE_SIZE, so 'Load More' asks only for the new page's figures.
 */
export function useMonthlyCosts(ids: number[], enabled: boolean): ((id: number) => CardMonthlyCost) | null {
  // Read once on the results page: the car page is where the buyer changes them.
  const [inputs] = useState(readRunningCostInputs);
  const pages = enabled
    ? Array.from({ length: Math.ceil(ids.length / PAGE_SIZE) }, (_, i) =>
        ids.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE),
      )
    : [];
  const lookup = useQueries({
    queries: pages.map((page) => monthlyCostsQueryOptions(page, inputs)),
    combine: (results) => {
      const byId = new Map<number, CardMonthlyCost>();
      results.forEach((result, i) => {
        const data = result.data;
        for (const id of pages[i] ?? []) {
          byId.set(
            id,
            data
              ? {
                  status: 'ready',
                  cost: data.costs[id] ?? null,
                  inputs: data.inputs,
                  unknownPostcode: data.unknownPostcode,
                }
              : { status: result.isError ? 'error' : 'pending' },
          );
        }
      });
      return (id: number): CardMonthlyCost => byId.get(id) ?? { status: 'pending' };
    },
  });
  return enabled ? lookup : null;
}
