// Labelled inputs with their message under them, tied to the input for screen readers. Each input's id
// is `<form>-<name>`, so a form can focus its first mistake.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

export const fieldId = (form: string, name: string) => `${form}-${name}`;

const control = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-blue-700 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;

interface Common {
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  value: string;
  onChange: (value: string) => void;
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

function Frame({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const a11y = (id: string, error?: string, hint?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hint),
});

export function TextField({
  form,
  name,
  label,
  error,
  hint,
  className,
  value,
  onChange,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name' | 'form'>) {
  const id = fieldId(form, name);
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <input
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={control(error)}
        {...a11y(id, error, hint)}
        {...input}
      />
    </Frame>
  );
}

export function TextAreaField({
  form,
  name,
  label,
  error,
  hint,
  className,
  value,
  onChange,
  ...input
}: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name' | 'form'>) {
  const id = fieldId(form, name);
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={control(error)}
        {...a11y(id, error, hint)}
        {...input}
      />
    </Frame>
  );
}

export function SelectField({
  form,
  name,
  label,
  error,
  hint,
  className,
  value,
  onChange,
  options,
  placeholder = 'Choose…',
  ...select
}: Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'name' | 'form'> & {
    options: Record<string, string> | readonly (readonly [string, string])[];
    placeholder?: string;
  }) {
  const id = fieldId(form, name);
  const entries = Array.isArray(options) ? options : Object.entries(options);
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={control(error)}
        {...a11y(id, error, hint)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {entries.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Frame>
  );
}
