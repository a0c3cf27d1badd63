// POST /api/part-exchange/inspections: 'Book Inspection' (DECISIONS 24); visitors may book.
import { useMutation } from '@tanstack/react-query';
import type {
  InspectionBooking,
  InspectionBookingInput,
} from '../../../../../bff/plugins/part-exchange/schemas';
import { apiRequest } from '../../../lib/api-client';

export const bookInspection = (input: InspectionBookingInput) =>
  apiRequest<InspectionBooking>('POST', '/api/part-exchange/inspections', input);

export const useBookInspection = () => useMutation({ mutationFn: bookInspection });
