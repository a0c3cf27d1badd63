// POST /api/register/confirm: the e-mailed link's token confirms the address and signs the person in.
import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '../../../../../bff/plugins/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshAfterSignIn } from './refresh-after-sign-in';

export function confirmEmail(token: string): Promise<PublicUser> {
  return apiRequest<PublicUser>('POST', '/api/register/confirm', { token });
}

export function useConfirmEmail() {
  const refresh = useRefreshAfterSignIn();
  return useMutation({ mutationFn: confirmEmail, onSuccess: refresh });
}
