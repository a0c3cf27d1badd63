// The lease deals page at /lease-deals (000 §2): hero with the calculator and the explanation,
// benefits, the featured examples, then the real deals with their filter and sort. Sort and category
// live in the URL, so a list can be shared and walked with Back and Forward.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_CALCULATOR_PRICE } from '../../../../../bff/plugins/lease-deals/lease-quote';
import {
  LEASE_PAGE_SIZE,
  MAX_LEASE_LIMIT,
  type LeaseCategory,
  type LeaseSort,
} from '../../../../../bff/plugins/lease-deals/schemas';
import type { LeaseDeal } from '../../../../../bff/plugins/lease-deals/types';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Sheet } from '../../../components/ui/sheet';
import { number } from '../../../lib/format';
import { useLeaseDeals } from '../api/get-lease-deals';
import { isCategory, isSort } from '../lib/options';
import { Benefits } from './benefits';
import { DealCard, DealCardSkeleton } from './deal-card';
import { DealsToolbar } from './deals-toolbar';
import { FeaturedDeals } from './featured-deals';
import { HowLeasingWorks } from './how-leasing-works';
import { LeaseCalculator } from './lease-calculator';
import { LeaseHero } from './lease-hero';

const SKELETONS = 6;

export function LeaseDealsScreen() {
  const [params, setParams] = useSearchParams();
  const category: LeaseCategory = isCategory(params.get('category'))
    ? (params.get('category') as LeaseCategory)
    : 'all';
  const sortBy: LeaseSort = isSort(params.get('sortBy'))
    ? (params.get('sortBy') as LeaseSort)
    : 'monthly_payment';
  const [limit, setLimit] = useState(LEASE_PAGE_SIZE);
  const deals = useLeaseDeals({ sortBy, category, limit });

  const [calculator, setCalculator] = useState<{ open: boolean; price: number; title?: string; key: number }>(
    {
      open: false,
      price: DEFAULT_CALCULATOR_PRICE,
      key: 0,
    },
  );
  const openCalculator = (deal?: LeaseDeal) =>
    setCalculator((c) => ({
      open: true,
      price: deal?.price ?? DEFAULT_CALCULATOR_PRICE,
      ...(deal ? { title: deal.title } : {}),
      key: c.key + 1,
    }));

  const [howOpen, setHowOpen] = useState(false);
  const howHeading = useRef<HTMLHeadingElement>(null);
  const [revealHow, setRevealHow] = useState(false);
  useEffect(() => {
    if (!revealHow || !howHeading.current) return;
    howHeading.current.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    howHeading.current.focus({ preventScroll: true });
    setRevealHow(false);
  }, [revealHow]);

  const choose = (next: { category?: LeaseCategory; sortBy?: LeaseSort }) => {
    const merged = { category, sortBy, ...next };
    const search = new URLSearchParams();
    if (merged.category !== 'all') search.set('category', merged.category);
    if (merged.sortBy !== 'monthly_payment') search.set('sortBy', merged.sortBy);
    setLimit(LEASE_PAGE_SIZE);
    setParams(search, { replace: true, preventScrollReset: true });
  };

  const data = deals.data;
  const showSkeletons = deals.isPending;
  const title = data ? `${number(data.total)} Lease Deals Available` : 'Loading deals...';

  return (
    <div className="bg-slate-50">
      <LeaseHero
        onOpenCalculator={() => openCalculator()}
        howOpen={howOpen}
        onToggleHow={() => {
          setHowOpen(!howOpen);
          if (!howOpen) setRevealHow(true);
        }}
      />
      {howOpen && <HowLeasingWorks ref={howHeading} />}
      <Benefits />
      <FeaturedDeals />

      <section aria-labelledby="lease-deals-title" className="mx-auto max-w-7xl px-4 pb-12">
        <div className="flex flex-wrap items-end justify-between gap-4 border-t border-slate-200 pt-8">
          <div>
            <h2 id="lease-deals-title" className="text-2xl font-bold text-slate-900" aria-live="polite">
              {deals.isError && !data ? 'Lease deals' : title}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Real cars for sale, quoted for 36 months, 10,000 miles a year and 6 months upfront, VAT
              included.
            </p>
          </div>
          <DealsToolbar
            category={category}
            sortBy={sortBy}
            onCategory={(c) => choose({ category: c })}
            onSort={(s) => choose({ sortBy: s })}
          />
        </div>

        {deals.isError && !data ? (
          <LoadError
            message="Failed to fetch lease deals"
            onRetry={() => void deals.refetch()}
            className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6"
          />
        ) : showSkeletons ? (
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {Array.from({ length: SKELETONS }, (_, i) => (
              <DealCardSkeleton key={i} />
            ))}
          </div>
        ) : data && data.deals.length === 0 ? (
          <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            No lease deals for this body type right now. Try another.
          </p>
        ) : (
          data && (
            <>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {data.deals.map((deal) => (
                  <li key={deal.id}>
                    <DealCard deal={deal} onCustomise={openCalculator} />
                  </li>
                ))}
              </ul>
              <div className="mt-6 text-center text-sm text-slate-700">
                {data.deals.length < data.total && limit < MAX_LEASE_LIMIT ? (
                  <Button
                    variant="secondary"
                    disabled={deals.isFetching}
                    onClick={() => setLimit(Math.min(MAX_LEASE_LIMIT, limit + LEASE_PAGE_SIZE))}
                  >
                    {deals.isFetching ? 'Loading more...' : 'Show more deals'}
                  </Button>
                ) : (
                  data.deals.length < data.total && (
                    <p>
                      Showing the first {data.deals.length} of {number(data.total)}: choose a body type or
                      another sort to see others.
                    </p>
                  )
                )}
              </div>
            </>
          )
        )}
      </section>

      <Sheet
        open={calculator.open}
        onOpenChange={(open) => setCalculator((c) => ({ ...c, open }))}
        side="centerWide"
        title="Lease Calculator"
        description={
          calculator.title
            ? `Your monthly rental for the ${calculator.title}.`
            : 'Work out a monthly rental for any car price.'
        }
      >
        <LeaseCalculator key={calculator.key} initialPrice={calculator.price} />
      </Sheet>
    </div>
  );
}
