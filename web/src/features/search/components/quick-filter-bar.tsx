// A floating bar with the two most used filters, shown once the page has scrolled past 300 px (000 §9).
import { useEffect, useState } from 'react';
import { QUICK_FUEL_OPTIONS, QUICK_PRICE_OPTIONS, quickFuelToApi } from '../lib/options';
import type { SearchState, SearchUpdate } from '../lib/search-params';
import { SelectField } from './fields';

const SHOW_AFTER_PX = 300;

export function QuickFilterBar({ state, update }: { state: SearchState; update: (u: SearchUpdate) => void }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;

  const fuel = state.lists.fuelTypes.length === 1 ? state.lists.fuelTypes[0] : undefined;
  return (
    <section
      aria-label="Quick filters"
      style={{ bottom: 'calc(var(--compare-tray-height, 0px) + 1rem)' }}
      className="fixed inset-x-0 z-30 mx-auto flex w-[calc(100%-2rem)] max-w-xl items-end gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-xl backdrop-blur"
    >
      <div className="flex-1">
        <SelectField
          label="Quick max price"
          value={state.values.maxPrice}
          anyLabel="No max"
          options={QUICK_PRICE_OPTIONS}
          onChange={(maxPrice) => update({ maxPrice })}
        />
      </div>
      <div className="flex-1">
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
