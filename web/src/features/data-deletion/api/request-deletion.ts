// POST /api/deletion-requests: the /delete-data form (DECISIONS 22); anyone may send it.
import { useMutation } from '@tanstack/react-query';
import type {
  DeletionRequestInput,
  DeletionRequestReceived,
} from '../../../../../bff/plugins/deletion-requests/schemas';
import { apiRequest } from '../../../lib/api-client';

export const requestDeletion = (input: DeletionRequestInput) =>
  apiRequest<DeletionRequestReceived>('POST', '/api/deletion-requests', input);

export const useRequestDeletion = () => useMutation({ mutationFn: requestDeletion });
