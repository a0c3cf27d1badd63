// The used cars page at /used-cars (001 §2): hero, filter bar, the cars from search with a 'Showing x
// of y cars' line (six skeleton cards while loading, 001 §4) and why buy used. The filters live in the
// URL (DECISIONS 25); the sort also orders the server's answer, so the loaded cars are the top of it.
import { Link, useSearchParams } from 'react-router-dom';
import type { CarCard } from '../../../../../bff/plugins/search/types';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { number } from '../../../lib/format';
import { modelKey, useModelRatings } from '../api/get-model-ratings';
import { useUsedCars } from '../api/get-used-cars';
import { useContactSeller } from '../lib/contact-seller';
import {
  filterAndSortUsedCars,
  parseUsedFilters,
  usedFiltersToParams,
  type UsedCarFilters,
} from '../lib/local-filter';
import { UsedCarCard, UsedCarCardSkeleton } from './used-car-card';
import { UsedCarsFilterBar } from './used-cars-filter-bar';
import { WhyBuyUsed } from './why-buy-used';

const SKELETONS = 6;

export function UsedCarsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = parseUsedFilters(params);
  const cars = useUsedCars(filters.sortBy);
  const ratings = useModelRatings();
  const contactSeller = useContactSeller();

  const change = (next: Partial<UsedCarFilters>) =>
    setParams(usedFiltersToParams({ ...filters, ...next }), { replace: true, preventScrollReset: true });

  const loaded = cars.data?.cars ?? [];
  const shown = filterAndSortUsedCars(loaded, filters);
  const total = cars.data?.total ?? 0;

  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-br from-blue-800 to-slate-900 px-4 py-12 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-bold sm:text-4xl">Quality Used Cars</h1>
          <p className="mt-3 max-w-2xl text-lg text-blue-100">
            Cars for sale now from UK dealers and private sellers, with every listing checked against the
            sites it appears on.
          </p>
        </div>
      </section>

      <section aria-labelledby="used-cars-title" className="mx-auto max-w-7xl px-4 py-8">
        <h2 id="used-cars-title" className="sr-only">
          Used cars for sale
        </h2>
        <UsedCarsFilterBar filters={filters} onChange={change} />

        {cars.isError && !cars.data ? (
          <LoadError
            message="Failed to load used cars"
            onRetry={() => void cars.refetch()}
            className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6"
          />
        ) : cars.isPending ? (
          <>
            <p className="mt-6 text-sm text-slate-700" aria-live="polite">
              Loading cars...
            </p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: SKELETONS }, (_, i) => (
                <UsedCarCardSkeleton key={i} />
              ))}
            </div>
          </>
        ) : (
          <>
            <div className="mt-6 text-sm text-slate-700" aria-live="polite">
              <p className="font-medium text-slate-900">
                Showing {number(shown.length)} of {number(loaded.length)} cars
              </p>
              {total > loaded.length && (
                <p className="mt-1">
                  These are the first {number(loaded.length)} of {number(total)} cars for sale in this order.{' '}
                  <Link to={paths.home.href()} className="font-medium text-blue-700 underline">
                    Search every car
                  </Link>
                </p>
              )}
            </div>
            {shown.length === 0 ? (
              <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
                No cars match these filters. Try another body type, fuel or search.
              </p>
            ) : (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((car: CarCard) => (
                  <li key={car.id}>
                    <UsedCarCard
                      car={car}
                      rating={ratings.get(modelKey(car.make, car.model))}
                      onContact={(c) => contactSeller(c.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>

      <WhyBuyUsed />
    </div>
  );
}
