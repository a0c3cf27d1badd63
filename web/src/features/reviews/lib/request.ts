// The reviews API's reads. A failed read says which one failed, in 000 §8's words ('Failed to fetch
// reviews: 500'); the status stays on the error so a screen can tell a 404 from an outage.
import { ApiError, apiRequest } from '../../../lib/api-client';

export async function reviewsGet<T>(path: string, failure: (status: number | null) => string): Promise<T> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, failure(error.status), error.body);
    // No answer at all (offline): there is no status to name.
    throw new Error(failure(null), { cause: error });
  }
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
