// PATCH /api/user: changes the signed-in person's name or e-mail; answers with the updated person.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileInput, PublicUser } from '../../../../../bff/plugins/auth/schemas';
import { apiRequest } from '../../../lib/api-client';
import { USER_KEY } from '../../../lib/auth';

export function updateProfile(input: ProfileInput): Promise<PublicUser> {
  return apiRequest<PublicUser>('PATCH', '/api/user', input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(USER_KEY, user),
  });
}
