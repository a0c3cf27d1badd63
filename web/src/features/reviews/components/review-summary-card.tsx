// A review card of /car-reviews (001 §9): the rating on the five-point scale with its stars and the
// figure out of 10, two pros and two cons, the sub-scores, and the listings of the model for sale.
import { Link } from 'react-router-dom';
import type { Review } from '../../../../../bff/plugins/reviews/types';
import { number } from '../../../lib/format';
import { searchHref } from '../lib/links';
import { fivePoint, outOfTen } from '../lib/rating';
import { ProsCons } from './pros-cons';
import { linkClass, ReviewLink } from './review-link';
import { SampleNote } from './sample-note';
import { Stars } from './stars';

const PAGE_LISTED = 2;

export function ReviewSummaryCard({ review }: { review: Review }) {
  const titleId = `review-summary-${review.id}`;
  const image = review.images[0];
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      {image ? (
        <img
          src={image}
          alt={`${review.year} ${review.make} ${review.model}`}
          loading="lazy"
          decoding="async"
          width={400}
          height={225}
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-video w-full bg-slate-100" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={titleId} className="font-semibold text-slate-900">
            <ReviewLink
              url={review.url}
              className="hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              {review.title}
            </ReviewLink>
          </h3>
          <p className="text-sm text-slate-600">
            {review.make} {review.model} {review.year}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm">
            <Stars rating={review.rating} />
            <span className="font-semibold text-slate-900">{fivePoint(review.rating).toFixed(1)}/5</span>
            <span className="text-slate-600">({outOfTen(review.rating)})</span>
          </p>
          {review.isSample && <SampleNote className="mt-2" />}
        </div>
        <p className="text-sm text-slate-700">{review.summary}</p>
        <ProsCons pros={review.pros} cons={review.cons} limit={PAGE_LISTED} />
        {review.verdict && (
          <p className="text-sm text-slate-800">
            <span className="font-semibold">Verdict: </span>
            {review.verdict}
          </p>
        )}
        <dl aria-label="Scores" className="grid grid-cols-3 gap-2 text-center text-xs">
          {(
            [
              ['Reliability', review.reliability],
              ['Fuel economy', review.fuelEconomy],
              ['Value for money', review.valueForMoney],
            ] as const
          ).map(([label, score]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{outOfTen(score)}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1 text-sm">
          <ReviewLink url={review.url} className={linkClass}>
            Read review<span className="sr-only">: {review.title}</span>
          </ReviewLink>
          {review.forSale > 0 && (
            <Link to={searchHref(review)} className={linkClass}>
              {number(review.forSale)} for sale
              <span className="sr-only">
                : {review.make} {review.model}
              </span>
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}

export function ReviewSummaryCardSkeleton() {
  return (
    <div
      data-testid="review-skeleton"
      className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="aspect-video w-full bg-slate-200" />
      <div className="space-y-2 p-4">
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-3 w-1/3 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-200" />
        <div className="h-3 w-5/6 rounded bg-slate-200" />
      </div>
    </div>
  );
}
