// POST /api/deletion-requests/confirm: the owner of the address confirms with the e-mailed link's token.
import { useMutation } from '@tanstack/react-query';
import type { DeletionConfirmed } from '../../../../../bff/plugins/deletion-requests/schemas';
import { apiRequest } from '../../../lib/api-client';

export const confirmDeletion = (token: string) =>
  apiRequest<DeletionConfirmed>('POST', '/api/deletion-requests/confirm', { token });

export const useConfirmDeletion = () => useMutation({ mutationFn: confirmDeletion });
