// POST /api/register/resend: a new confirmation link; the same answer whether or not the address is known.
import { useMutation } from '@tanstack/react-query';
import type { ConfirmationSent } from '../../../../../bff/plugins/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

export function resendConfirmation(email: string): Promise<ConfirmationSent> {
  return apiRequest<ConfirmationSent>('POST', '/api/register/resend', { email });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
