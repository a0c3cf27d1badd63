// GET /api/marketing/cars: the dealer's stock (8 at a time, 001 §9), or with `all` (admins) any active
// listing on AllMotors that matches the search.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import type { CarPage } from '../types';
import { marketingKeys, type CarQuery } from './keys';

/** The pick list's length (001 §2, §9). */
export const PICK_LIST_SIZE = 8;

export const getCars = ({ dealerId, q, all }: CarQuery) =>
  apiRequest<CarPage>(
    'GET',
    `/api/marketing/cars${toQueryString({
      dealerId,
      q: q.trim(),
      limit: PICK_LIST_SIZE,
      offset: 0,
      all: all ? 'true' : undefined,
    })}`,
  );

export const carsQueryOptions = (query: CarQuery) =>
  queryOptions({ queryKey: marketingKeys.cars(query), queryFn: () => getCars(query) });

// The last list stays on screen while the next search answers, so the picks do not flicker away.
export const useCars = (query: CarQuery) =>
  useQuery({ ...carsQueryOptions(query), placeholderData: keepPreviousData });
