// POST /api/register: signs up. The server answers 202 with the same body whether or not the address
// already has an account, and signs nobody in: the e-mailed link does (confirm-email.ts).
import { useMutation } from '@tanstack/react-query';
import type { ConfirmationSent, RegisterInput } from '../../../../../bff/plugins/auth/schemas';
import { apiRequest } from '../../../lib/api-client';

export function register(input: RegisterInput): Promise<ConfirmationSent> {
  return apiRequest<ConfirmationSent>('POST', '/api/register', input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
