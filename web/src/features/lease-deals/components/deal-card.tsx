// One lease deal: a real car with the 000 §2 badge, its quote on the default basis and a link to its
// detail page; 'Customise' opens the calculator with the car's price.
import { Link } from 'react-router-dom';
import { leaseBadgeText } from '../../../../../bff/plugins/lease-deals/lease-quote';
import type { LeaseDeal } from '../../../../../bff/plugins/lease-deals/types';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { miles, pounds } from '../../../lib/format';
import { poundsAndPence } from '../lib/options';

export function DealCard({ deal, onCustomise }: { deal: LeaseDeal; onCustomise: (deal: LeaseDeal) => void }) {
  return (
    <article
      aria-label={deal.title}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-700 hover:shadow-md"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        <img
          src={deal.image}
          alt={`Photo of the ${deal.year} ${deal.make} ${deal.model}`}
          loading="lazy"
          className="h-full w-full object-cover"
        />
        <span className="absolute left-2 top-2 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white">
          {leaseBadgeText(deal.price)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug text-slate-900">
          <Link
            to={paths.carDetail.href(deal.id)}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {deal.title}
          </Link>
        </h3>
        <p className="text-sm text-slate-700">
          {[String(deal.year), miles(deal.mileage), deal.fuelType, deal.bodyType].join(' · ')}
        </p>
        <p className="text-sm text-slate-700">
          Cash price <span className="font-medium text-slate-900">{pounds(deal.price)}</span>
        </p>
        <div className="mt-auto rounded-lg bg-slate-50 p-3">
          <p>
            <span className="text-2xl font-bold text-slate-900">{poundsAndPence(deal.lease.monthly)}</span>
            <span className="text-sm text-slate-700"> a month</span>
          </p>
          <p className="text-xs text-slate-600">
            Initial rental {poundsAndPence(deal.lease.initialRental)} · total{' '}
            {poundsAndPence(deal.lease.totalCost)}
          </p>
        </div>
        <div className="relative z-10 flex items-center justify-between gap-2">
          <span className="text-xs text-slate-600">{deal.dealerLocation}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onCustomise(deal)}
            aria-label={`Customise the lease of the ${deal.title}`}
          >
            Customise
          </Button>
        </div>
      </div>
    </article>
  );
}

export function DealCardSkeleton() {
  return (
    <div
      data-testid="deal-skeleton"
      aria-hidden
      className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
    >
      <div className="aspect-[4/3] bg-slate-200" />
      <div className="space-y-2 p-4">
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-14 rounded bg-slate-200" />
      </div>
    </div>
  );
}
