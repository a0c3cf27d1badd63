// One review in the car detail page's Reviews component (000 §2, §9): at most 3 pros, 3 cons and
// 3 images, the rating in its threshold colour with its stars, and the way to the whole review.
import type { Review } from '../../../../../bff/plugins/reviews/types';
import { ProsCons } from './pros-cons';
import { RatingBadge } from './rating-badge';
import { linkClass, ReviewLink } from './review-link';
import { ReviewByline } from './review-byline';

const MAX_LISTED = 3;

export function ReviewCard({ review }: { review: Review }) {
  const titleId = `review-${review.id}-title`;
  const images = review.images.slice(0, MAX_LISTED);
  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold text-slate-900">
            {review.title}
          </h3>
          <ReviewByline review={review} badgesClassName="mt-1" />
        </div>
        <RatingBadge rating={review.rating} />
      </div>

      <p className="mt-3 text-sm text-slate-700">{review.summary}</p>

      {images.length > 0 && (
        <ul aria-label="Pictures" className="mt-3 flex gap-2">
          {images.map((src, i) => (
            <li key={src} className="w-1/3 max-w-32">
              <img
                src={src}
                alt={`${review.make} ${review.model}, picture ${i + 1}`}
                loading="lazy"
                decoding="async"
                width={128}
                height={80}
                className="aspect-[8/5] w-full rounded-md bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ul>
      )}

      <div className="mt-3">
        <ProsCons pros={review.pros} cons={review.cons} limit={MAX_LISTED} />
      </div>

      {review.verdict && (
        <p className="mt-3 text-sm text-slate-800">
          <span className="font-semibold">Verdict: </span>
          {review.verdict}
        </p>
      )}

      <ReviewLink url={review.url} className={`mt-3 inline-flex items-center text-sm ${linkClass}`}>
        Read the full review<span className="sr-only">: {review.title}</span>
      </ReviewLink>
    </article>
  );
}

export function ReviewCardSkeleton() {
  return (
    <div
      data-testid="review-skeleton"
      className="animate-pulse rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex justify-between gap-3">
        <div className="flex-1 space-y-2">
          <div className="h-4 w-2/3 rounded bg-slate-200" />
          <div className="h-3 w-1/2 rounded bg-slate-200" />
        </div>
        <div className="h-7 w-14 rounded-lg bg-slate-200" />
      </div>
      <div className="mt-4 h-3 w-full rounded bg-slate-200" />
      <div className="mt-2 h-3 w-5/6 rounded bg-slate-200" />
      <div className="mt-4 flex gap-2">
        <div className="h-16 w-24 rounded bg-slate-200" />
        <div className="h-16 w-24 rounded bg-slate-200" />
      </div>
    </div>
  );
}
