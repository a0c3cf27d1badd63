// The category filter and the sort of 000 §2.
import { useId } from 'react';
import {
  LEASE_CATEGORIES,
  LEASE_SORTS,
  type LeaseCategory,
  type LeaseSort,
} from '../../../../../bff/plugins/lease-deals/schemas';
import { CATEGORY_LABELS, SORT_LABELS } from '../lib/options';

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30';

export function DealsToolbar({
  category,
  sortBy,
  onCategory,
  onSort,
}: {
  category: LeaseCategory;
  sortBy: LeaseSort;
  onCategory: (c: LeaseCategory) => void;
  onSort: (s: LeaseSort) => void;
}) {
  const id = useId();
  return (
    <div className="grid w-full gap-3 sm:flex sm:w-auto sm:flex-wrap sm:items-end">
      <div className="space-y-1">
        <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-700">
          Body type
        </label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(e) => onCategory(e.target.value as LeaseCategory)}
          className={control}
        >
          {LEASE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-slate-700">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={sortBy}
          onChange={(e) => onSort(e.target.value as LeaseSort)}
          className={control}
        >
          {LEASE_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
