// After sign-in or registration the person changed: show them at once, then refetch everything
// (000 §4: a successful login or registration refetches the user; other answers may depend on who asks)
// and open a new live socket, which carries the new session cookie (messages about their own listings).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { USER_KEY, type PublicUser } from '../../../lib/auth';
import { reconnectLiveLater } from '../../../lib/live-later';

export function useRefreshAfterSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: PublicUser) => {
      queryClient.setQueryData(USER_KEY, user);
      reconnectLiveLater();
      await queryClient.invalidateQueries({ queryKey: USER_KEY });
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== USER_KEY[0] });
    },
    [queryClient],
  );
}
