// POST /api/user/password: needs the current password; this session stays signed in.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

export function changePassword(input: PasswordChange): Promise<void> {
  return apiRequest<void>('POST', '/api/user/password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
