// The used-cars filter bar (001 §2, §9): search text, body type, fuel and sort.
import { useId } from 'react';
import {
  SORT_LABELS,
  USED_BODY_TYPES,
  USED_FUEL_TYPES,
  USED_SORTS,
  type UsedCarFilters,
  type UsedSort,
} from '../lib/local-filter';

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700';

export function UsedCarsFilterBar({
  filters,
  onChange,
}: {
  filters: UsedCarFilters;
  onChange: (next: Partial<UsedCarFilters>) => void;
}) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Filter used cars"
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
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
          placeholder="e.g. Golf"
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
          {USED_BODY_TYPES.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-fuel`} className="text-sm font-medium text-slate-800">
          Fuel type
        </label>
        <select
          id={`${id}-fuel`}
          value={filters.fuelType}
          onChange={(e) => onChange({ fuelType: e.target.value })}
          className={field}
        >
          <option value="all">All fuel types</option>
          {USED_FUEL_TYPES.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className="text-sm font-medium text-slate-800">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={filters.sortBy}
          onChange={(e) => onChange({ sortBy: e.target.value as UsedSort })}
          className={field}
        >
          {USED_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
