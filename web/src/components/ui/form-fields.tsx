// Labelled form controls with their hint and message under them, tied to the control for screen
// readers (aria-describedby, aria-invalid). Every control's id is `<form>-<name>`, so a form can
// focus its first mistake with `fieldId`. One implementation for every form of the app; a feature
// binds its own form prefix in a small wrapper (features/*/components/fields.tsx).
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

export const fieldId = (form: string, name: string) => `${form}-${name}`;

const control = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 focus:outline-blue-700 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;

export interface FieldProps {
  /** The form's id prefix: the control's id is `<form>-<name>`. */
  form: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

const a11y = (id: string, error?: string, hint?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, error, hint),
});

/** The message under a control, with the id its aria-describedby names. */
export function FieldMessage({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

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
      <FieldMessage id={id} error={error} />
    </div>
  );
}

export function TextField({
  form,
  name,
  label,
  error,
  hint,
  className,
  value,
  onChange,
  prefix,
  ...input
}: FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name' | 'form' | 'prefix'> & {
    /** A unit shown inside the input's left edge (£). */
    prefix?: string;
  }) {
  const id = fieldId(form, name);
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
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
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={`${control(error)} ${prefix ? 'pl-7' : ''}`}
          {...a11y(id, error, hint)}
          {...input}
        />
      </div>
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
  ...area
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name' | 'form'>) {
  const id = fieldId(form, name);
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        name={name}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={control(error)}
        {...a11y(id, error, hint)}
        {...area}
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
  placeholder,
  ...select
}: FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'name' | 'form'> & {
    options: Record<string, string> | readonly (readonly [string, string])[];
    /** The text of an empty first option; without it there is none. */
    placeholder?: string | undefined;
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
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {entries.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckboxField({
  form,
  name,
  label,
  checked,
  onChange,
  error,
}: {
  form: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}) {
  const id = fieldId(form, name);
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-blue-700"
        />
        <span>{label}</span>
      </label>
      <FieldMessage id={id} error={error} />
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
