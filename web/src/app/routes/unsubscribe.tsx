// /unsubscribe/:token: the alerts feature's e-mailed unsubscribe link, no sign-in needed.
import { useParams } from 'react-router-dom';
import { UnsubscribeScreen } from '../../features/alerts/components/unsubscribe-screen';

export function UnsubscribeRoute() {
  const { token = '' } = useParams();
  return <UnsubscribeScreen key={token} token={token} />;
}
