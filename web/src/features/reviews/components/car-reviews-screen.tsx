// The car reviews page at /car-reviews (001 §2): hero, the review categories strip, the filters (in
// the URL), review cards 12 at a time with 'Load more', and 'Showing x of y reviews'.
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { number } from '../../../lib/format';
import { useReviewPages } from '../api/get-reviews';
import {
  parseReviewFilters,
  reviewFiltersToParams,
  reviewFiltersToRequest,
  type ReviewFilters as Filters,
} from '../lib/filters';
import { ReviewCategoriesStrip } from './review-categories-strip';
import { ReviewFilters } from './review-filters';
import { ReviewSummaryCard, ReviewSummaryCardSkeleton } from './review-summary-card';
import { ReviewsEmpty, ReviewsError } from './reviews-error';

export const REVIEWS_PAGE_SIZE = 12;

export function CarReviewsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = parseReviewFilters(params);
  const pages = useReviewPages({ ...reviewFiltersToRequest(filters), limit: REVIEWS_PAGE_SIZE });

  const change = (next: Partial<Filters>) =>
    setParams(reviewFiltersToParams({ ...filters, ...next }), { replace: true, preventScrollReset: true });

  const reviews = pages.data?.pages.flatMap((page) => page.reviews) ?? [];
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  const samples = reviews.length > 0 && reviews.every((r) => r.isSample);

  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-br from-blue-800 to-slate-900 px-4 py-12 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Car Reviews</h1>
          <p className="mt-3 max-w-2xl text-lg text-blue-100">
            Expert verdicts on cars, motorcycles and vans, with the listings of each model for sale now.
          </p>
          {samples && (
            <p className="mt-3 max-w-2xl text-sm text-blue-100">
              These reviews are sample editorial content written for this demo.
            </p>
          )}
        </div>
      </section>

      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <section aria-labelledby="review-categories-title">
          <h2 id="review-categories-title" className="mb-3 text-lg font-semibold text-slate-900">
            Browse by category
          </h2>
          <ReviewCategoriesStrip selected={filters.category} onSelect={(category) => change({ category })} />
        </section>

        <section aria-labelledby="reviews-title" className="space-y-4">
          <h2 id="reviews-title" className="sr-only">
            Reviews
          </h2>
          <ReviewFilters filters={filters} onChange={change} />

          {pages.error && !pages.data ? (
            <ReviewsError error={pages.error} onRetry={() => void pages.refetch()} />
          ) : pages.isPending ? (
            <>
              <p className="text-sm text-slate-700" aria-live="polite">
                Loading reviews...
              </p>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {Array.from({ length: 6 }, (_, i) => (
                  <ReviewSummaryCardSkeleton key={i} />
                ))}
              </div>
            </>
          ) : reviews.length === 0 ? (
            <ReviewsEmpty>No reviews found for the selected criteria.</ReviewsEmpty>
          ) : (
            <>
              <p className="text-sm font-medium text-slate-900" aria-live="polite">
                Showing {number(reviews.length)} of {number(total)} reviews
              </p>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {reviews.map((review) => (
                  <li key={review.id}>
                    <ReviewSummaryCard review={review} />
                  </li>
                ))}
              </ul>
              {pages.isFetchNextPageError && pages.error && (
                <ReviewsError error={pages.error} onRetry={() => void pages.fetchNextPage()} />
              )}
              {pages.hasNextPage && (
                <div className="text-center">
                  <Button
                    variant="secondary"
                    disabled={pages.isFetchingNextPage}
                    onClick={() => void pages.fetchNextPage()}
                  >
                    {pages.isFetchingNextPage ? 'Loading more...' : 'Load more'}
                  </Button>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
