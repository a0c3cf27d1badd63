// Account type choice and, for a car dealer, the company and inventory-connection fields (001 §3).
import { useId } from 'react';
import type { FieldErrors } from '../lib/form-errors';
import type { SignUpField, SignUpValues } from './sign-up-form';
import { TextField } from './text-field';

const ACCOUNT_TYPES = [
  { value: 'user', label: 'Private Buyer/Seller', help: 'Search cars, save favourites, list your vehicle' },
  { value: 'dealer', label: 'Car Dealer', help: 'Inventory management, API access, marketing tools' },
] as const;

export function AccountTypeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">Account type</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {ACCOUNT_TYPES.map((type) => (
          <label
            key={type.value}
            className={`flex cursor-pointer gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700 ${
              value === type.value ? 'border-blue-700 bg-blue-50' : 'border-slate-300 hover:bg-slate-50'
            }`}
          >
            <input
              type="radio"
              name="role"
              value={type.value}
              checked={value === type.value}
              onChange={() => onChange(type.value)}
              className="mt-1 size-4 accent-blue-700"
            />
            <span>
              <span className="block text-sm font-medium text-slate-900">{type.label}</span>
              <span className="block text-xs text-slate-600">{type.help}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function DealerFields({
  values,
  set,
  errors,
}: {
  values: SignUpValues;
  set: <K extends keyof SignUpValues>(field: K) => (value: SignUpValues[K]) => void;
  errors: FieldErrors<SignUpField>;
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Dealer details</legend>
      <TextField
        label="Company name"
        name="companyName"
        autoComplete="organization"
        value={values.companyName}
        onChange={set('companyName')}
        error={errors.companyName}
      />
      <TextField
        label="Dealer API URL (optional)"
        name="dealerApiUrl"
        type="url"
        placeholder="https://api.example.co.uk/vehicles"
        value={values.dealerApiUrl}
        onChange={set('dealerApiUrl')}
        error={errors.dealerApiUrl}
      />
      <TextField
        label="API key (optional)"
        name="dealerApiKey"
        autoComplete="off"
        value={values.dealerApiKey}
        onChange={set('dealerApiKey')}
        error={errors.dealerApiKey}
      />
      <TextField
        label="Webhook URL (optional)"
        name="dealerWebhookUrl"
        type="url"
        placeholder="https://example.co.uk/webhooks/stock"
        value={values.dealerWebhookUrl}
        onChange={set('dealerWebhookUrl')}
        error={errors.dealerWebhookUrl}
      />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="autoSyncEnabled"
          checked={values.autoSyncEnabled}
          onChange={(e) => set('autoSyncEnabled')(e.target.checked)}
          className="size-4 accent-blue-700"
        />
        Keep my inventory in sync automatically
      </label>
    </fieldset>
  );
}
