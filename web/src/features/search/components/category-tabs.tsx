// Cars, Motorcycles, Vans: switching starts a fresh search in that category.
import { Bike, Car, Truck } from 'lucide-react';
import { CATEGORY_SLUGS, CATEGORY_WORDS, type CategorySlug } from '../lib/search-params';

const ICONS = { cars: Car, motorcycles: Bike, vans: Truck };

export function CategoryTabs({
  value,
  onChange,
}: {
  value: CategorySlug;
  onChange: (c: CategorySlug) => void;
}) {
  return (
    <nav aria-label="Vehicle category" className="flex gap-1 sm:gap-2">
      {CATEGORY_SLUGS.map((slug) => {
        const Icon = ICONS[slug];
        const active = slug === value;
        return (
          <button
            key={slug}
            type="button"
            aria-pressed={active}
            onClick={() => !active && onChange(slug)}
            className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-2 text-sm font-semibold sm:gap-2 sm:px-4 transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${
              active ? 'bg-white text-blue-800 shadow' : 'bg-blue-800/60 text-white hover:bg-blue-800'
            }`}
          >
            <Icon aria-hidden className="h-4 w-4" />
            {CATEGORY_WORDS[slug].label}
          </button>
        );
      })}
    </nav>
  );
}
