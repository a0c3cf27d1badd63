// /register/confirm/:token: the sign-up e-mail's link (issue 15); no sign-in needed.
import { useParams } from 'react-router-dom';
import { ConfirmEmailScreen } from '../../features/auth/components/confirm-email-screen';

export function RegisterConfirmRoute() {
  const { token = '' } = useParams();
  return <ConfirmEmailScreen key={token} token={token} />;
}
