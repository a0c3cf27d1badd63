// The guide filters (001 §2, §9): search text, category, difficulty and sort.
import { useId } from 'react';
import type { GuideFilters } from '../lib/guide-filter';
import {
  CATEGORY_LABELS,
  DIFFICULTY_LABELS,
  GUIDE_CATEGORIES,
  GUIDE_DIFFICULTIES,
  GUIDE_SORTS,
  SORT_LABELS,
} from '../lib/guide-model';

const field =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700';
const label = 'text-sm font-medium text-slate-800';

export function GuideFilterBar({
  filters,
  onChange,
}: {
  filters: GuideFilters;
  onChange: (next: Partial<GuideFilters>) => void;
}) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Filter guides"
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      <div>
        <label htmlFor={`${id}-q`} className={label}>
          Search guides
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={filters.q}
          maxLength={200}
          placeholder="e.g. PCP, MOT, V5C"
          onChange={(e) => onChange({ q: e.target.value })}
          className={field}
        />
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={label}>
          Category
        </label>
        <select
          id={`${id}-category`}
          value={filters.category}
          onChange={(e) => onChange({ category: e.target.value as GuideFilters['category'] })}
          className={field}
        >
          <option value="all">All categories</option>
          {GUIDE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-difficulty`} className={label}>
          Difficulty
        </label>
        <select
          id={`${id}-difficulty`}
          value={filters.difficulty}
          onChange={(e) => onChange({ difficulty: e.target.value as GuideFilters['difficulty'] })}
          className={field}
        >
          <option value="all">All levels</option>
          {GUIDE_DIFFICULTIES.map((d) => (
            <option key={d} value={d}>
              {DIFFICULTY_LABELS[d]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-sort`} className={label}>
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as GuideFilters['sort'] })}
          className={field}
        >
          {GUIDE_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
