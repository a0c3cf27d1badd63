// 'Add to compare' / 'Remove from compare' on a result card or the detail page. On cards it can sit
// inside the card's link, so a click must neither follow the link nor reach the card.
import { GitCompareArrows, Check } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { CarCard } from '../../../../../bff/plugins/search/types';
import { addToCompare, removeFromCompare, useCompareItems } from '../hooks/use-compare';

export function CompareToggle({ car }: { car: CarCard }) {
  const items = useCompareItems();
  const chosen = items.some((i) => i.id === car.id);

  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    e.stopPropagation();
    if (chosen) removeFromCompare(car.id);
    else addToCompare(car);
  };

  return (
    <button
      type="button"
      aria-pressed={chosen}
      onClick={onClick}
      className={`relative z-10 inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
        chosen
          ? 'border-blue-700 bg-blue-50 text-blue-800 hover:bg-blue-100'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
      }`}
    >
      {chosen ? (
        <Check aria-hidden className="h-4 w-4" />
      ) : (
        <GitCompareArrows aria-hidden className="h-4 w-4" />
      )}
      {chosen ? 'Remove from compare' : 'Add to compare'}
    </button>
  );
}
