// The two most used filters (000 §9), in a bar that stays in reach while the reader scrolls the results.
// It sits in the results column's flow, above the cards, and sticks under the site header (h-16): a bar
// floating over the page covered the first cards on phones (issue 15), while one that takes its own
// room never covers a card; the cards scroll beneath it as they do beneath the header.
import { QUICK_FUEL_OPTIONS, QUICK_PRICE_OPTIONS, quickFuelToApi } from '../lib/options';
import type { SearchState, SearchUpdate } from '../lib/search-params';
import { SelectField } from './fields';

export function QuickFilterBar({ state, update }: { state: SearchState; update: (u: SearchUpdate) => void }) {
  const fuel = state.lists.fuelTypes.length === 1 ? state.lists.fuelTypes[0] : undefined;
  return (
    <section
      aria-label="Quick filters"
      className="sticky top-16 z-20 flex items-end gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur"
    >
      <div className="min-w-0 flex-1">
        <SelectField
          label="Quick max price"
          value={state.values.maxPrice}
          anyLabel="No max"
          options={QUICK_PRICE_OPTIONS}
          onChange={(maxPrice) => update({ maxPrice })}
        />
      </div>
      <div className="min-w-0 flex-1">
        <SelectField
          label="Quick fuel type"
          value={fuel}
          anyLabel="Any fuel"
          options={QUICK_FUEL_OPTIONS}
          onChange={(choice) => update({ fuelTypes: choice ? [quickFuelToApi(choice)] : [] })}
        />
      </div>
    </section>
  );
}
