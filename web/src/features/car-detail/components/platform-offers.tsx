// Every platform advertising this vehicle (DECISIONS 2), cheapest first, each with a way out to the
// platform's own listing.
import { ExternalLink } from 'lucide-react';
import type { CarDetail } from '../../../../../bff/plugins/search/types';
import { pounds } from '../../../lib/format';

export function PlatformOffers({ offers }: { offers: CarDetail['offers'] }) {
  if (offers.length === 0) return null;
  const sorted = [...offers].sort((a, b) => a.price - b.price);
  const lowest = Math.min(...offers.map((o) => o.price));
  const heading = offers.length === 1 ? 'Where it is listed' : `Listed on ${offers.length} platforms`;

  return (
    <section aria-labelledby="platform-offers" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="platform-offers" className="font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-3 space-y-2">
        {sorted.map((offer) => {
          const isLowest = offers.length > 1 && offer.price === lowest;
          return (
            <li
              key={offer.platform}
              aria-label={offer.platformName}
              className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 ${isLowest ? 'border-green-700 bg-green-50' : 'border-slate-200'}`}
            >
              <div>
                <p className="font-medium text-slate-900">{offer.platformName}</p>
                <p className="text-lg font-bold text-slate-900">{pounds(offer.price)}</p>
                {isLowest && (
                  <p className="mt-0.5 inline-block rounded bg-green-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                    Lowest price
                  </p>
                )}
              </div>
              <a
                href={offer.externalUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-blue-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                View on {offer.platformName}
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
