// Labelled form controls of the search screens, with the API's facet count beside each option.
import { useId, useState, type ReactNode } from 'react';
import type { FacetOption } from '../../../../../bff/plugins/search/types';
import type { Option } from '../lib/options';

export const controlClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30';

export function facetCounts(facet: FacetOption[] | undefined): Map<string, number> | undefined {
  return facet ? new Map(facet.map((f) => [f.value.toLowerCase(), f.count])) : undefined;
}

export function withCount(label: string, value: string, counts?: Map<string, number>) {
  const count = counts?.get(value.toLowerCase());
  return count === undefined ? label : `${label} (${count.toLocaleString('en-GB')})`;
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  anyLabel = 'Any',
  counts,
  disabled,
}: {
  label: string;
  value: string | undefined;
  options: Option[];
  onChange: (value: string) => void;
  anyLabel?: string;
  counts?: Map<string, number>;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        className={controlClass}
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {withCount(o.label, o.value, counts)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  counts,
}: {
  legend: string;
  options: Option[];
  selected: string[];
  onChange: (values: string[]) => void;
  counts?: Map<string, number>;
}) {
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {options.map((o) => {
        const checked = selected.includes(o.value);
        const count = counts?.get(o.value.toLowerCase());
        return (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="h-4 w-4 rounded border-slate-400 text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700"
              checked={checked}
              aria-label={count === undefined ? undefined : `${o.label} (${count.toLocaleString('en-GB')})`}
              onChange={() =>
                onChange(checked ? selected.filter((v) => v !== o.value) : [...selected, o.value])
              }
            />
            <span className="flex-1">{o.label}</span>
            {count !== undefined && (
              <span aria-hidden className="text-xs text-slate-600">
                ({count.toLocaleString('en-GB')})
              </span>
            )}
          </label>
        );
      })}
    </fieldset>
  );
}

/** A number input that applies its value when the user leaves it or presses Enter. */
export function CommitNumberField({
  label,
  value,
  onCommit,
  step,
  min,
  placeholder,
}: {
  label: string;
  value: string | undefined;
  onCommit: (value: string) => void;
  step?: number;
  min?: number;
  placeholder?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value ?? '');
  }
  const commit = () => {
    if (draft !== (value ?? '')) onCommit(draft);
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={step}
        min={min}
        placeholder={placeholder}
        className={controlClass}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
    </div>
  );
}

export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3">{children}</div>;
}
