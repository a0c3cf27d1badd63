// What the server said about a refused request, for the pages to show after their own words: a 4xx
// names the problem (a car no longer in stock, a field); a 5xx or a network failure says nothing useful.
import { ApiError } from '../../../lib/api-client';

export const refusalReason = (error: unknown): string | null =>
  error instanceof ApiError && error.status < 500 ? (error.serverMessage ?? null) : null;
