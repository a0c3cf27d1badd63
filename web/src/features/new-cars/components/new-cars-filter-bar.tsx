// The new-cars filter bar (001 §2, §9): search text, body type (no Convertible) and price range.
import { useId } from 'react';
import { NEW_BODY_TYPES, PRICE_RANGES, type NewCarFilters } from '../lib/new-car-filter';

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700';

export function NewCarsFilterBar({
  filters,
  onChange,
}: {
  filters: NewCarFilters;
  onChange: (next: Partial<NewCarFilters>) => void;
}) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Filter new cars"
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3"
    >
      <div>
        <label htmlFor={`${id}-search`} className="text-sm font-medium text-slate-800">
          Search make or model
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={filters.search}
          maxLength={200}
          onChange={(e) => onChange({ search: e.target.value })}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="text-sm font-medium text-slate-800">
          Body type
        </label>
        <select
          id={`${id}-body`}
          value={filters.bodyType}
          onChange={(e) => onChange({ bodyType: e.target.value })}
          className={field}
        >
          <option value="all">All body types</option>
          {NEW_BODY_TYPES.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-price`} className="text-sm font-medium text-slate-800">
          Price range
        </label>
        <select
          id={`${id}-price`}
          value={filters.priceRange}
          onChange={(e) => onChange({ priceRange: e.target.value })}
          className={field}
        >
          <option value="all">Any price</option>
          {PRICE_RANGES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
