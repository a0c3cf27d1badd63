// 'Contact Seller' (DECISIONS 24) starts the car page's enquiry chat (DECISIONS 12): the car page opens
// its chat when the URL asks for it. A visitor not signed in signs in first and comes back to it.
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { signInAndReturnHref } from '../../../lib/sign-in-return';

/** The car page with its chat open (read by app/routes/car-detail.tsx). */
export const contactSellerHref = (carId: number) => `${paths.carDetail.href(carId)}?contact=1`;

export function useContactSeller() {
  const { user } = useUser();
  const navigate = useNavigate();
  return (carId: number) => {
    const target = contactSellerHref(carId);
    // While the user is still loading, the car page's chat asks for sign-in itself if need be.
    if (user === null) navigate(signInAndReturnHref({ pathname: paths.carDetail.href(carId) }, 'contact'));
    else navigate(target);
  };
}
