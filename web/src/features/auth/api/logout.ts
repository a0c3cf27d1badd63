// POST /api/logout: ends the session on the server. Afterwards nobody is signed in, cached answers
// that belonged to the person are dropped so the next person never sees them, and the live socket is
// opened again without the session (it would otherwise go on receiving their own-listing messages).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { USER_KEY } from '../../../lib/auth';
import { reconnectLiveLater } from '../../../lib/live-later';

export function logout(): Promise<void> {
  return apiRequest<void>('POST', '/api/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(USER_KEY, null);
      reconnectLiveLater();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] && !q.isActive() });
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
    },
  });
}
