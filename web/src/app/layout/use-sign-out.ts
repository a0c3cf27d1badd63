// Sign Out from the header or the mobile menu: end the session, forget the person, go home.
import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/ui/toast';
import { useLogout } from '../../features/auth/api/logout';

export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        void navigate('/');
        document.documentElement.scrollTop = 0;
      },
      onError: () =>
        toast({
          title: 'Could not sign out',
          description: 'Please check your connection and try again.',
          variant: 'destructive',
        }),
    });
  return { signOut, isPending: logout.isPending };
}
