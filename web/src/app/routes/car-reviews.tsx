// Car reviews at /car-reviews (001 §2) and one whole review at /car-reviews/:slug.
import { useParams } from 'react-router-dom';
import { CarReviewsScreen } from '../../features/reviews/components/car-reviews-screen';
import { ReviewScreen } from '../../features/reviews/components/review-screen';

export function CarReviewsRoute() {
  return <CarReviewsScreen />;
}

export function CarReviewRoute() {
  const { slug = '' } = useParams();
  // A new review starts at its top, with nothing of the last one's state.
  return <ReviewScreen key={slug} slug={slug} />;
}
