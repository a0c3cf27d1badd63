// One used car from search (001 §3): photo, title, body type, price, year, mileage, fuel, gearbox and
// location, with View Details and Contact Seller. The rating is the model's real expert score from the
// reviews (linking to its newest review), or nothing when the model has none: never the prototype's
// fixed 4.5 (DECISIONS 11).
import { MapPin, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ModelRating } from '../../../../../bff/plugins/reviews/types';
import type { CarCard } from '../../../../../bff/plugins/search/types';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { miles, pounds } from '../../../lib/format';

export function UsedCarCard({
  car,
  rating,
  onContact,
}: {
  car: CarCard;
  rating?: ModelRating | undefined;
  onContact: (car: CarCard) => void;
}) {
  return (
    <article
      aria-label={car.title}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        <img
          src={car.image}
          alt={`Photo of the ${car.year} ${car.make} ${car.model}`}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        <span className="absolute left-2 top-2 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800">
          {car.bodyType}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug text-slate-900">{car.title}</h3>
        <p className="text-2xl font-bold text-slate-900">{pounds(car.price)}</p>
        {rating ? (
          <Link
            to={paths.carReview.href(rating.slug)}
            aria-label={`${rating.rating.toFixed(1)}/10 expert rating of the ${car.make} ${car.model}, from ${rating.reviews} review${rating.reviews === 1 ? '' : 's'}`}
            className="inline-flex w-fit items-center gap-1 text-sm text-slate-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" />
            <span className="font-semibold text-slate-900">{rating.rating.toFixed(1)}/10</span> expert rating
          </Link>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-700">
          <dt className="sr-only">Year</dt>
          <dd>{car.year}</dd>
          <dt className="sr-only">Mileage</dt>
          <dd>{miles(car.mileage)}</dd>
          <dt className="sr-only">Fuel</dt>
          <dd>{car.fuelType}</dd>
          <dt className="sr-only">Gearbox</dt>
          <dd>{car.transmission}</dd>
        </dl>
        <p className="flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">Location: </span>
          {car.dealerLocation}
        </p>
        <div className="mt-auto flex gap-2 pt-2">
          <Link
            to={paths.carDetail.href(car.id)}
            className="inline-flex flex-1 items-center justify-center rounded-lg bg-blue-700 px-3 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            View Details <span className="sr-only">of the {car.title}</span>
          </Link>
          <Button variant="secondary" size="sm" className="flex-1" onClick={() => onContact(car)}>
            Contact Seller <span className="sr-only">about the {car.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}

export function UsedCarCardSkeleton() {
  return (
    <div
      data-testid="used-car-skeleton"
      aria-hidden
      className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="aspect-[4/3] bg-slate-200" />
      <div className="space-y-2 p-4">
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-7 w-1/3 rounded bg-slate-200" />
        <div className="h-10 rounded bg-slate-200" />
        <div className="h-9 rounded bg-slate-200" />
      </div>
    </div>
  );
}
