// A labelled input or select with its error announced and linked (aria-describedby).
import type { ReactNode } from 'react';

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 focus:outline-none focus:ring-2 focus:ring-blue-700';

export function Field({
  name,
  label,
  error,
  hint,
  className = '',
  children,
}: {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    className: string;
  }) => ReactNode;
}) {
  const id = `listing-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(described ? { 'aria-describedby': described } : {}),
        className: `${control} ${error ? 'border-red-600' : 'border-slate-300'}`,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {label} {error}
        </p>
      )}
    </div>
  );
}
