// The /car-reviews filters (001 §9): search text, category, vehicle type, minimum rating (five-point)
// and sort. The search text is sent a moment after typing stops, or at once with Enter.
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { REVIEW_CATEGORIES, REVIEW_CATEGORY_NAMES } from '../../../../../bff/plugins/reviews/schemas';
import { CATEGORIES } from '../../../../../db/reference/types';
import {
  MIN_RATINGS,
  PAGE_SORTS,
  SORT_LABELS,
  VEHICLE_TYPE_LABELS,
  type ReviewFilters as Filters,
} from '../lib/filters';

const TYPING_PAUSE_MS = 350;

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30';

export function ReviewFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}) {
  const id = useId();
  const [text, setText] = useState(filters.q);
  // Back, Forward or a cleared filter change the URL's text: show it.
  useEffect(() => setText((t) => (t.trim() === filters.q ? t : filters.q)), [filters.q]);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = setTimeout(() => latestOnChange.current({ q: text }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, filters.q]);

  return (
    <form
      role="search"
      aria-label="Filter reviews"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ q: text });
      }}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
    >
      <div className="space-y-1 sm:col-span-2 lg:col-span-1">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-700">
          Search reviews
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={100}
            placeholder="Make, model or title"
            onChange={(e) => setText(e.target.value)}
            className={`${control} pl-9`}
          />
        </div>
      </div>
      <Select
        id={`${id}-category`}
        label="Category"
        value={filters.category}
        onChange={(v) => onChange({ category: v as Filters['category'] })}
        options={[
          ['all', 'All categories'],
          ...REVIEW_CATEGORIES.map((c) => [c, REVIEW_CATEGORY_NAMES[c]] as const),
        ]}
      />
      <Select
        id={`${id}-type`}
        label="Vehicle type"
        value={filters.vehicleType}
        onChange={(v) => onChange({ vehicleType: v as Filters['vehicleType'] })}
        options={[['all', 'All vehicles'], ...CATEGORIES.map((c) => [c, VEHICLE_TYPE_LABELS[c]] as const)]}
      />
      <Select
        id={`${id}-rating`}
        label="Minimum rating"
        value={filters.minRating}
        onChange={(v) => onChange({ minRating: v as Filters['minRating'] })}
        options={[['any', 'Any'], ...MIN_RATINGS.map((r) => [r, `${r}+ stars`] as const)]}
      />
      <Select
        id={`${id}-sort`}
        label="Sort by"
        value={filters.sort}
        onChange={(v) => onChange({ sort: v as Filters['sort'] })}
        options={PAGE_SORTS.map((s) => [s, SORT_LABELS[s]] as const)}
      />
    </form>
  );
}

function Select({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={control}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
