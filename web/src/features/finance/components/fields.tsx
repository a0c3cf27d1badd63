// Labelled inputs with their message under them, tied to the input for screen readers. Each input's
// id is `finance-<name>`, so a form can focus its first mistake.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

export const fieldId = (name: string) => `finance-${name}`;

const control = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-blue-700 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;

interface Common {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
}

const describedBy = (name: string, error?: string, hint?: string) =>
  [hint ? `${fieldId(name)}-hint` : null, error ? `${fieldId(name)}-error` : null]
    .filter(Boolean)
    .join(' ') || undefined;

function Frame({ name, label, error, hint, className = '', children }: Common & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId(name)}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextProps = Common &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> & {
    value: string;
    onChange: (value: string) => void;
    /** A unit shown inside the input's left edge (£). */
    prefix?: string;
  };

export function TextField({
  name,
  label,
  error,
  hint,
  className,
  value,
  onChange,
  prefix,
  ...input
}: TextProps) {
  return (
    <Frame name={name} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        {prefix && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
          >
            {prefix}
          </span>
        )}
        <input
          id={fieldId(name)}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error, hint)}
          className={`${control(error)} ${prefix ? 'pl-7' : ''}`}
          {...input}
        />
      </div>
    </Frame>
  );
}

type SelectProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'name'> & {
    value: string;
    onChange: (value: string) => void;
    options: Record<string, string>;
    placeholder?: string;
  };

export function SelectField({
  name,
  label,
  error,
  hint,
  className,
  value,
  onChange,
  options,
  placeholder,
  ...select
}: SelectProps) {
  return (
    <Frame name={name} label={label} error={error} hint={hint} className={className}>
      <select
        id={fieldId(name)}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={control(error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {Object.entries(options).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Frame>
  );
}
