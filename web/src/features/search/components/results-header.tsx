// The count of results, the monthly cost switch, the sort control and the grid/list toggle.
import { LayoutGrid, List } from 'lucide-react';
import { Tooltip } from '../../../components/ui/tooltip';
import { useId, type ReactNode } from 'react';
import { number } from '../../../lib/format';
import { DISTANCE_SORT, SORT_OPTIONS } from '../lib/options';
import { CATEGORY_WORDS, DEFAULTS, type SearchState } from '../lib/search-params';
import { controlClass } from './fields';

export function ResultsHeader({
  state,
  total,
  layout,
  onLayout,
  onSort,
  actions,
  monthlyCost,
  onMonthlyCost,
}: {
  state: SearchState;
  total: number | undefined;
  layout: 'grid' | 'list';
  onLayout: (l: 'grid' | 'list') => void;
  onSort: (sortBy: string) => void;
  /** Other features' controls for the whole search (the alerts feature's 'Save search'). */
  actions?: ReactNode;
  /** The cards' optional monthly cost line (`monthlyCost=1` in the URL); off by default. */
  monthlyCost?: boolean;
  onMonthlyCost?: (on: boolean) => void;
}) {
  const id = useId();
  const word = CATEGORY_WORDS[state.category];
  const options = state.values.location ? [...SORT_OPTIONS, DISTANCE_SORT] : SORT_OPTIONS;
  const toggle = (value: 'grid' | 'list', label: string, Icon: typeof List) => (
    <Tooltip content={label}>
      <button
        type="button"
        aria-pressed={layout === value}
        aria-label={label}
        onClick={() => onLayout(value)}
        className={`rounded-md p-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700 ${
          layout === value ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'
        }`}
      >
        <Icon aria-hidden className="h-4 w-4" />
      </button>
    </Tooltip>
  );

  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <p role="status" className="text-lg font-semibold text-slate-900">
          {total === undefined
            ? `Searching ${word.plural}…`
            : `${number(total)} ${total === 1 ? word.singular : word.plural} found`}
        </p>
        {actions}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {onMonthlyCost && (
          <button
            type="button"
            aria-pressed={monthlyCost === true}
            onClick={() => onMonthlyCost(!monthlyCost)}
            className={`rounded-lg border px-3 py-1.5 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700 ${
              monthlyCost
                ? 'border-blue-700 bg-blue-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
            }`}
          >
            Show monthly cost
          </button>
        )}
        <label htmlFor={id} className="whitespace-nowrap text-sm font-medium text-slate-700">
          Sort by
        </label>
        <select
          id={id}
          // As wide as its longest option, not the row: controlClass is w-full, and which of two
          // width classes wins is the stylesheet's order, not the attribute's.
          className={controlClass.replace('w-full', 'w-auto')}
          value={state.values.sortBy ?? DEFAULTS.sortBy}
          onChange={(e) => onSort(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <div className="flex rounded-lg border border-slate-300 bg-white p-0.5">
          {toggle('grid', 'Grid view', LayoutGrid)}
          {toggle('list', 'List view', List)}
        </div>
      </div>
    </div>
  );
}
