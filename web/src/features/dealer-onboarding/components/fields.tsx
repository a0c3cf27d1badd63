// Labelled inputs with their message under them, tied to the input for screen readers. Each input's
// id is `field-<name>`, so a form can focus its first mistake (lib/form-errors.ts).
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { fieldId } from '../lib/form-errors';

const control = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-blue-700 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;

interface Common {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
}

function describedBy(name: string, error?: string, hint?: string) {
  const ids = [hint ? `${fieldId(name)}-hint` : null, error ? `${fieldId(name)}-error` : null];
  return ids.filter(Boolean).join(' ') || undefined;
}

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
  };

export function TextField({ name, label, error, hint, className, value, onChange, ...input }: TextProps) {
  return (
    <Frame name={name} label={label} error={error} hint={hint} className={className}>
      <input
        id={fieldId(name)}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={control(error)}
        {...input}
      />
    </Frame>
  );
}

type AreaProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name'> & {
    value: string;
    onChange: (value: string) => void;
  };

export function TextAreaField({ name, label, error, hint, className, value, onChange, ...area }: AreaProps) {
  return (
    <Frame name={name} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={fieldId(name)}
        name={name}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={control(error)}
        {...area}
      />
    </Frame>
  );
}

type SelectProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'name'> & {
    value: string;
    onChange: (value: string) => void;
    options: Record<string, string>;
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
        {Object.entries(options).map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckboxField({
  name,
  label,
  checked,
  onChange,
  error,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
}) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          id={fieldId(name)}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId(name)}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-blue-700"
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${fieldId(name)}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message about the whole form (a refused save, a failed submit). */
export function FormAlert({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </div>
  );
}
