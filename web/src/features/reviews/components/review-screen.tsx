// One whole review at /car-reviews/{slug}: pictures, rating, key specs, the new price range, every pro
// and con, the text, the verdict, and the way to this model's listings. An unknown review reads
// 'Review not found'.
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Review } from '../../../../../bff/plugins/reviews/types';
import { paths } from '../../../config/paths';
import { number } from '../../../lib/format';
import { useReview } from '../api/get-review';
import { priceRange } from '../lib/format';
import { searchHref } from '../lib/links';
import { isNotFound } from '../lib/request';
import { fivePoint, outOfTen } from '../lib/rating';
import { ProsCons } from './pros-cons';
import { RatingBadge } from './rating-badge';
import { linkClass } from './review-link';
import { ReviewsError } from './reviews-error';
import { ReviewByline } from './review-byline';

const buttonLink =
  'inline-flex items-center gap-2 rounded-lg bg-blue-700 px-5 py-2.5 font-medium text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export function ReviewScreen({ slug }: { slug: string }) {
  const query = useReview(slug);
  if (query.error) {
    if (isNotFound(query.error)) return <ReviewNotFound />;
    return (
      <div className="mx-auto max-w-4xl px-4 py-8">
        <BackToReviews />
        <div className="mt-4">
          <ReviewsError error={query.error} onRetry={() => void query.refetch()} />
        </div>
      </div>
    );
  }
  if (query.isPending) return <ReviewSkeleton />;
  return <ReviewArticle review={query.data} />;
}

function BackToReviews() {
  return (
    <Link to={paths.carReviews.href()} className={`inline-flex items-center gap-1 text-sm ${linkClass}`}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to car reviews
    </Link>
  );
}

function ReviewArticle({ review }: { review: Review }) {
  const [lead, ...more] = review.images;
  const specs: [string, string][] = [
    ['Engine', review.keySpecs.engine],
    ['Fuel', review.keySpecs.fuelType],
    ['Transmission', review.keySpecs.transmission],
    ['Acceleration', review.keySpecs.performance.acceleration],
  ];
  return (
    <article aria-labelledby="review-title" className="mx-auto max-w-4xl px-4 py-8">
      <BackToReviews />
      <header className="mt-4 flex items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-blue-700">
            {review.make} {review.model} {review.year}
            {review.variant ? ` · ${review.variant}` : ''}
          </p>
          <h1 id="review-title" className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">
            {review.title}
          </h1>
          <ReviewByline review={review} badgesClassName="mt-2" />
        </div>
        <div className="shrink-0 text-right">
          <RatingBadge rating={review.rating} />
          <p className="mt-1 text-xs text-slate-600">{fivePoint(review.rating).toFixed(1)} out of 5</p>
        </div>
      </header>

      {lead && (
        <img
          src={lead}
          alt={`${review.year} ${review.make} ${review.model}`}
          width={960}
          height={540}
          className="mt-6 aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
      )}
      {more.length > 0 && (
        <ul aria-label="More pictures" className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {more.map((src, i) => (
            <li key={src}>
              <img
                src={src}
                alt={`${review.make} ${review.model}, picture ${i + 2}`}
                loading="lazy"
                decoding="async"
                width={240}
                height={150}
                className="aspect-[8/5] w-full rounded-md bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ul>
      )}

      <p className="mt-6 text-lg text-slate-800">{review.summary}</p>

      <section
        aria-labelledby="review-specs"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="review-specs" className="font-semibold text-slate-900">
          Key specifications
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-5">
          {specs.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="mt-1 text-sm font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
          <div className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">Price new</dt>
            <dd className="mt-1 text-sm font-semibold text-slate-900">{priceRange(review.priceRange)}</dd>
          </div>
        </dl>
        <dl className="mt-3 grid grid-cols-3 gap-3 text-center">
          {(
            [
              ['Reliability', review.reliability],
              ['Fuel economy', review.fuelEconomy],
              ['Value for money', review.valueForMoney],
            ] as const
          ).map(([label, score]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="mt-1 text-sm font-semibold text-slate-900">{outOfTen(score)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <ProsCons pros={review.pros} cons={review.cons} />
      </div>

      <div className="mt-6 space-y-4 text-slate-800">
        {review.body.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>

      <section aria-labelledby="review-verdict" className="mt-6 rounded-xl bg-blue-50 p-4">
        <h2 id="review-verdict" className="font-semibold text-blue-900">
          Verdict
        </h2>
        <p className="mt-1 text-slate-800">{review.verdict}</p>
      </section>

      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Link to={searchHref(review)} className={buttonLink}>
          {review.forSale > 0
            ? `See ${number(review.forSale)} ${review.make} ${review.model} for sale`
            : `Search for a ${review.make} ${review.model}`}
        </Link>
        <Link to={paths.carReviews.href()} className={linkClass}>
          More car reviews
        </Link>
      </div>
    </article>
  );
}

function ReviewNotFound() {
  return (
    <section
      aria-labelledby="review-not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"
    >
      <h1 id="review-not-found-title" className="text-3xl font-bold tracking-tight text-slate-900">
        Review not found
      </h1>
      <p className="mt-4 text-slate-600">The review you're looking for doesn't exist or has been removed.</p>
      <Link to={paths.carReviews.href()} className={`mt-8 ${buttonLink}`}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to car reviews
      </Link>
    </section>
  );
}

function ReviewSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading review"
      className="mx-auto max-w-4xl animate-pulse px-4 py-8"
    >
      <div className="h-4 w-32 rounded bg-slate-200" />
      <div className="mt-6 h-8 w-2/3 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-1/3 rounded bg-slate-200" />
      <div className="mt-6 aspect-video w-full rounded-xl bg-slate-200" />
    </div>
  );
}
