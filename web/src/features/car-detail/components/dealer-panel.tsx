// Who is selling: name, dealer or private, where (town and postcode district only: a private seller's
// full postcode is never published), and the ways to reach them that the listing gives.
import { Globe, MapPin, Phone, Store, User } from 'lucide-react';
import type { CarDetail } from '../../../../../bff/plugins/search/types';
import { sellerTypeLabel } from '../utils/labels';

const link =
  'inline-flex items-center gap-2 font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 rounded';

export function DealerPanel({ car }: { car: CarDetail }) {
  const { seller } = car;
  const Icon = seller.type === 'private' ? User : Store;
  return (
    <section aria-labelledby="seller-details" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="seller-details" className="font-semibold text-slate-900">
        Seller
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <span className="rounded-full bg-slate-100 p-2 text-slate-700">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{seller.name}</p>
          {seller.name !== sellerTypeLabel(seller.type) && (
            <p className="text-sm text-slate-600">{sellerTypeLabel(seller.type)}</p>
          )}
        </div>
      </div>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
          <span>
            {seller.town}, {seller.postcodeDistrict}
            {car.dealerDistance != null && ` · ${car.dealerDistance.toFixed(1)} miles away`}
          </span>
        </li>
        {seller.phone && (
          <li>
            <a href={`tel:${seller.phone.replace(/\s+/g, '')}`} className={link}>
              <Phone aria-hidden="true" className="h-4 w-4" />
              <span>
                <span className="sr-only">Call </span>
                {seller.phone}
              </span>
            </a>
          </li>
        )}
        {seller.website && (
          <li>
            <a href={seller.website} target="_blank" rel="noopener noreferrer" className={link}>
              <Globe aria-hidden="true" className="h-4 w-4" />
              Visit website
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
