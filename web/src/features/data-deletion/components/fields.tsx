// Labelled controls with their message under them, tied to the control for screen readers. Each
// control's id is `deletion-<name>`, so the form can focus its first mistake.
import type { ReactNode } from 'react';

export const fieldId = (name: string) => `deletion-${name}`;

const control = (error?: string) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-blue-700 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;

const describedBy = (name: string, error?: string, hint?: string) =>
  [hint ? `${fieldId(name)}-hint` : null, error ? `${fieldId(name)}-error` : null]
    .filter(Boolean)
    .join(' ') || undefined;

export function Message({ name, error }: { name: string; error?: string | undefined }) {
  return error ? (
    <p id={`${fieldId(name)}-error`} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

interface Common {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}

function Frame({ name, label, error, hint, children }: Common & { children: ReactNode }) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <Message name={name} error={error} />
    </div>
  );
}

export function EmailField(props: Common & { value: string; onChange: (value: string) => void }) {
  const { name, error, hint, value, onChange } = props;
  return (
    <Frame {...props}>
      <input
        id={fieldId(name)}
        name={name}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={control(error)}
      />
    </Frame>
  );
}

export function ReasonField(props: Common & { value: string; onChange: (value: string) => void }) {
  const { name, error, hint, value, onChange } = props;
  return (
    <Frame {...props}>
      <textarea
        id={fieldId(name)}
        name={name}
        rows={3}
        maxLength={1000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={control(error)}
      />
    </Frame>
  );
}

export function SelectField<K extends string>(
  props: Common & { value: K; options: Record<K, string>; onChange: (value: K) => void },
) {
  const { name, error, hint, value, options, onChange } = props;
  return (
    <Frame {...props}>
      <select
        id={fieldId(name)}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value as K)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        className={control(error)}
      >
        {(Object.keys(options) as K[]).map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </select>
    </Frame>
  );
}
