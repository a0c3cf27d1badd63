// The car detail screen (000 §2 'Car detail'): photos, badges, price, every platform's offer, the
// price history, specifications, seller and sharing. Unknown or failing listings show Car Not Found.
import { Link, useSearchParams } from 'react-router-dom';
import { Share2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { CarDetail } from '../../../../../bff/plugins/search/types';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { miles, pounds } from '../../../lib/format';
import { useCar } from '../api/get-car';
import { carBadges } from '../utils/labels';
import { BackToSearch } from './back-to-search';
import { CarDetailSkeleton } from './car-detail-skeleton';
import { CarNotFound } from './car-not-found';
import { FullSpecifications, KeySpecs } from './car-specs';
import { DealerPanel } from './dealer-panel';
import { DealRatingPanel } from './deal-rating-panel';
import { ImageGallery } from './image-gallery';
import { PlatformOffers } from './platform-offers';
import { PriceHistoryChart } from './price-history-chart';
import { RunningCostsPanel } from './running-costs-panel';
import { ShareSheet } from './share-sheet';

export function CarDetailScreen({
  id,
  renderActions,
  renderAside,
  renderBelowSpecs,
}: {
  id: string;
  /** Buttons beside Share (compare, save). */
  renderActions?: (car: CarDetail) => ReactNode;
  /** Panels under the seller (the chat with the seller). */
  renderAside?: (car: CarDetail) => ReactNode;
  /** Sections under the specifications (the expert reviews). */
  renderBelowSpecs?: (car: CarDetail) => ReactNode;
}) {
  // Arriving from a search near a place, the seller's distance from it is shown.
  const [searchParams] = useSearchParams();
  const query = useCar(id, searchParams.get('location') || undefined);
  if (query.isPending) return <CarDetailSkeleton />;
  // A 404, a bad id (400) and a failed load all read the same to a buyer (000 §8).
  if (query.isError) return <CarNotFound />;
  return (
    <CarDetailView
      car={query.data}
      renderActions={renderActions}
      renderAside={renderAside}
      renderBelowSpecs={renderBelowSpecs}
    />
  );
}

function CarDetailView({
  car,
  renderActions,
  renderAside,
  renderBelowSpecs,
}: {
  car: CarDetail;
  renderActions?: (car: CarDetail) => ReactNode;
  renderAside?: (car: CarDetail) => ReactNode;
  renderBelowSpecs?: (car: CarDetail) => ReactNode;
}) {
  const [shareOpen, setShareOpen] = useState(false);
  const badges = carBadges(car);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <BackToSearch />
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="lg:col-start-1">
          <ImageGallery images={car.images} title={car.title} />
        </div>

        <aside
          aria-label="Price and seller"
          className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            {badges.length > 0 && (
              <ul aria-label="Highlights" className="mb-2 flex flex-wrap gap-2">
                {badges.map((badge) => (
                  <li
                    key={badge}
                    className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-blue-800"
                  >
                    {badge}
                  </li>
                ))}
              </ul>
            )}
            <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{car.title}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {car.year} · {miles(car.mileage)} · {car.fuelType} · {car.transmission}
            </p>
            <p className="mt-3 text-3xl font-bold text-slate-900">
              <span className="sr-only">Price: </span>
              {pounds(car.price)}
            </p>
            {car.offers.length > 1 && (
              <p className="text-sm text-slate-600">Lowest of {car.offers.length} platforms</p>
            )}
            <Link
              to={paths.finance.href({ price: car.price, car: car.id })}
              className="mt-1 inline-block text-sm font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              Finance this car
            </Link>
            <div className="mt-4 flex flex-wrap gap-2">
              {renderActions?.(car)}
              <Button variant="secondary" onClick={() => setShareOpen(true)}>
                <Share2 aria-hidden="true" className="h-4 w-4" />
                Share
              </Button>
            </div>
          </div>
          <DealRatingPanel car={car} />
          <PlatformOffers offers={car.offers} />
          <DealerPanel car={car} />
          {renderAside?.(car)}
        </aside>

        <div className="min-w-0 space-y-6 lg:col-start-1">
          <KeySpecs car={car} />
          <PriceHistoryChart car={car} />
          <RunningCostsPanel carId={car.id} />
          <FullSpecifications car={car} />
          {renderBelowSpecs?.(car)}
          {car.features.length > 0 && (
            <section
              aria-labelledby="car-features"
              className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
            >
              <h2 id="car-features" className="text-lg font-semibold text-slate-900">
                Features
              </h2>
              <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-sm text-slate-700 sm:grid-cols-2">
                {car.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden="true" className="text-green-700">
                      ✓
                    </span>
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {car.description && (
            <section
              aria-labelledby="car-description"
              className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
            >
              <h2 id="car-description" className="text-lg font-semibold text-slate-900">
                Description
              </h2>
              <p className="mt-3 whitespace-pre-line text-slate-700">{car.description}</p>
            </section>
          )}
        </div>
      </div>
      <ShareSheet
        open={shareOpen}
        onOpenChange={setShareOpen}
        path={paths.carDetail.href(car.id)}
        title={car.title}
      />
    </div>
  );
}
