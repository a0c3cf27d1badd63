// The Reviews component of the car detail page (000 §2): three tabs, Latest Reviews (the 5 closest
// to this car), Top Rated (the 5 best of its vehicle type) and Statistics. Each tab loads when first
// opened. The tabs are the app's WAI-ARIA tab list (components/ui/tab-list).
import { useState } from 'react';
import type { Category } from '../../../../../db/reference/types';
import { DEFAULT_TOP_RATED_LIMIT } from '../../../../../bff/plugins/reviews/schemas';
import type { Review } from '../../../../../bff/plugins/reviews/types';
import { TabList } from '../../../components/ui/tab-list';
import { useReviews } from '../api/get-reviews';
import { useReviewStatistics } from '../api/get-review-statistics';
import { useTopRatedReviews } from '../api/get-top-rated-reviews';
import { ReviewCard, ReviewCardSkeleton } from './review-card';
import { ReviewsEmpty, ReviewsError } from './reviews-error';
import { ReviewStatistics } from './review-statistics';

/** 000 §9: 5 reviews on the detail page. */
const DETAIL_LIMIT = 5;

type Tab = 'latest' | 'top-rated' | 'statistics';
const TABS: { id: Tab; label: string }[] = [
  { id: 'latest', label: 'Latest Reviews' },
  { id: 'top-rated', label: 'Top Rated' },
  { id: 'statistics', label: 'Statistics' },
];

export interface ReviewedCar {
  id: number;
  make: string;
  model: string;
  category: Category;
}

export function CarReviews({ car }: { car: ReviewedCar }) {
  const [active, setActive] = useState<Tab>('latest');
  return (
    <section
      aria-labelledby="car-reviews-title"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="car-reviews-title" className="text-lg font-semibold text-slate-900">
        Expert reviews
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        What reviewers say about the {car.make} {car.model} and its rivals.
      </p>
      <div className="mt-4">
        <TabList label="Reviews" tabs={TABS} active={active} onSelect={setActive} />
        <div
          role="tabpanel"
          id={`panel-${active}`}
          aria-labelledby={`tab-${active}`}
          tabIndex={0}
          className="pt-4 focus-visible:outline-none"
        >
          {active === 'latest' && <LatestReviews carId={car.id} />}
          {active === 'top-rated' && <TopRated vehicleType={car.category} />}
          {active === 'statistics' && <StatisticsTab />}
        </div>
      </div>
    </section>
  );
}

function LatestReviews({ carId }: { carId: number }) {
  const query = useReviews({ carId, sortBy: 'relevance', limit: DETAIL_LIMIT });
  return (
    <ReviewList
      query={query}
      reviews={query.data?.reviews}
      empty="No reviews found for the selected criteria."
    />
  );
}

function TopRated({ vehicleType }: { vehicleType: Category }) {
  const query = useTopRatedReviews(DEFAULT_TOP_RATED_LIMIT, vehicleType);
  return <ReviewList query={query} reviews={query.data?.reviews} empty="No top rated reviews available." />;
}

function ReviewList({
  query,
  reviews,
  empty,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
  reviews: Review[] | undefined;
  empty: string;
}) {
  if (query.error) return <ReviewsError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending || !reviews) return <Skeletons />;
  if (reviews.length === 0) return <ReviewsEmpty>{empty}</ReviewsEmpty>;
  return (
    <ul className="space-y-4">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

function StatisticsTab() {
  const query = useReviewStatistics();
  if (query.error) return <ReviewsError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Skeletons count={1} />;
  if (query.data.totalReviews === 0) return <ReviewsEmpty>Statistics not available.</ReviewsEmpty>;
  return <ReviewStatistics statistics={query.data} />;
}

function Skeletons({ count = 2 }: { count?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="Loading reviews" className="space-y-4">
      {Array.from({ length: count }, (_, i) => (
        <ReviewCardSkeleton key={i} />
      ))}
    </div>
  );
}
