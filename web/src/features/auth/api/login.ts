// POST /api/login: signs in with username and password; answers with the signed-in person.
import { useMutation } from '@tanstack/react-query';
import type { LoginInput, PublicUser } from '../../../../../bff/plugins/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshAfterSignIn } from './refresh-after-sign-in';

export function login(input: LoginInput): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', '/api/login', input);
}

export function useLogin() {
  const refresh = useRefreshAfterSignIn();
  return useMutation({ mutationFn: login, onSuccess: refresh });
}
