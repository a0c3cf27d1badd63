import { apiRequest } from '../../../lib/api-client';

/** Counts a view of a listing; the server counts a viewer once per listing per day. */
export const recordView = (carId: number) => apiRequest<void>('POST', `/api/cars/${carId}/views`);
