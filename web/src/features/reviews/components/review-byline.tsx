// Who wrote a review, where and when, and its badges (recommended, sample): the same under a card's
// title and under the whole review's heading.
import { BadgeCheck } from 'lucide-react';
import type { Review } from '../../../../../bff/plugins/reviews/types';
import { reviewDate } from '../lib/format';
import { SampleNote } from './sample-note';

export function ReviewByline({
  review,
  badgesClassName,
}: {
  review: Pick<Review, 'author' | 'platform' | 'publishedDate' | 'isRecommended' | 'isSample'>;
  badgesClassName: string;
}) {
  return (
    <>
      <p className="mt-0.5 text-sm text-slate-600">
        {review.author} · {review.platform} ·{' '}
        <time dateTime={review.publishedDate}>{reviewDate(review.publishedDate)}</time>
      </p>
      <div className={`flex flex-wrap items-center gap-2 ${badgesClassName}`}>
        {review.isRecommended && (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
            <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
            Recommended
          </span>
        )}
        {review.isSample && <SampleNote />}
      </div>
    </>
  );
}
