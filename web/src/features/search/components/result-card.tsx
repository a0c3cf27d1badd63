// One search result: the whole card opens the detail page; card actions (e.g. compare) sit above the link.
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CarCard } from '../../../../../bff/plugins/search/types';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { miles, number, pounds } from '../../../lib/format';
import type { CardMonthlyCost } from '../api/get-running-costs';
import { loadLater } from '../../../lib/load-later';
import { PriceDropNote } from './price-drop-note';
import { DealRatingBadge } from '../../../lib/deal-ratings';

export function ResultCard({
  car,
  layout,
  actions,
  location,
  monthlyCost,
}: {
  car: CarCard;
  layout: 'grid' | 'list';
  actions?: ReactNode;
  /** The search's location: the detail page then shows the seller's distance from it too. */
  location?: string | undefined;
  /** The optional monthly cost line, when the results header's 'Show monthly cost' is on. */
  monthlyCost?: CardMonthlyCost | undefined;
}) {
  // The card's own platform is the first offer; the rest are other platforms listing the same vehicle.
  const otherPlatforms = car.offers.length - 1;
  const badges = [
    car.previousOwners === 1 && 'One Owner',
    car.mileage < 10000 && 'Low Mileage',
    car.isElectric && 'Electric',
  ].filter(Boolean) as string[];

  return (
    <article
      className={`relative flex overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-700 hover:shadow-md ${
        layout === 'grid' ? 'h-full flex-col' : 'flex-col sm:flex-row'
      }`}
    >
      <div
        className={`relative bg-slate-100 ${layout === 'grid' ? 'aspect-[4/3]' : 'aspect-[4/3] sm:w-64 sm:shrink-0'}`}
      >
        <img
          src={car.image}
          alt={`Photo of the ${car.year} ${car.make} ${car.model}`}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        <span className="absolute left-2 top-2 rounded-md bg-slate-900/80 px-2 py-0.5 text-xs font-medium text-white">
          {car.platformName}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xl font-bold text-slate-900">{pounds(car.price)}</p>
          {car.dealRating && car.dealRating !== 'insufficient' && <DealRatingBadge rating={car.dealRating} />}
        </div>
        {car.priceDrop && <PriceDropNote drop={car.priceDrop} />}
        {monthlyCost && <LaterMonthlyCostLine car={car} cost={monthlyCost} />}
        <h3 className="font-semibold leading-snug text-slate-900">
          <Link
            to={paths.carDetail.href(car.id) + (location ? `?location=${encodeURIComponent(location)}` : '')}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {car.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">
          {[String(car.year), miles(car.mileage), car.fuelType, car.transmission].join(' · ')}
        </p>
        {badges.length > 0 && (
          <ul aria-label="Highlights" className="flex flex-wrap gap-1.5">
            {badges.map((b) => (
              <li
                key={b}
                className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200"
              >
                {b}
              </li>
            ))}
          </ul>
        )}
        <p className="text-xs text-slate-600">
          On {car.platformName}
          {otherPlatforms > 0 && (
            <span className="font-medium text-blue-800">
              {' '}
              · also on {number(otherPlatforms)} other platform{otherPlatforms === 1 ? '' : 's'}
            </span>
          )}
        </p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 border-t border-slate-100 pt-2">
          <p className="min-w-0 text-sm text-slate-700">
            <span className="block font-medium text-slate-900">{car.dealerName}</span>
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="h-3.5 w-3.5" />
              {car.dealerLocation}
              {car.dealerDistance !== undefined && ` · ${number(car.dealerDistance)} miles away`}
            </span>
          </p>
          {actions && <div className="relative z-10 shrink-0">{actions}</div>}
        </div>
      </div>
    </article>
  );
}

export function ResultCardSkeleton() {
  return (
    <div aria-hidden className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="aspect-[4/3] bg-slate-200" />
      <div className="space-y-2 p-4">
        <div className="h-6 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
      </div>
    </div>
  );
}

// The monthly cost line is off unless asked for: its code comes when it is (or after the first screen).
const costLine = loadLater(() => import('./monthly-cost-line'));

function LaterMonthlyCostLine({ car, cost }: { car: CarCard; cost: CardMonthlyCost }) {
  const Line = costLine.useLoaded(true)?.MonthlyCostLine;
  if (Line) return <Line car={car} cost={cost} />;
  return (
    <p aria-busy="true" className="h-5 w-40 animate-pulse rounded bg-slate-100">
      <span className="sr-only">Working out the monthly cost…</span>
    </p>
  );
}
