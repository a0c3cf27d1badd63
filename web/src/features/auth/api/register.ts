// POST /api/register: creates an account and signs it in; answers 201 with the new person.
import { useMutation } from '@tanstack/react-query';
import type { PublicUser, RegisterInput } from '../../../../../bff/plugins/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshAfterSignIn } from './refresh-after-sign-in';

export function register(input: RegisterInput): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', '/api/register', input);
}

export function useRegister() {
  const refresh = useRefreshAfterSignIn();
  return useMutation({ mutationFn: register, onSuccess: refresh });
}
