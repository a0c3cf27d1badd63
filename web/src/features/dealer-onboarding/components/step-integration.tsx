// Step 4 (001 §3, DECISIONS 24): how the dealer's stock reaches us. An API needs its endpoint (key,
// secret and webhook optional), a feed its URL, format and frequency; manual entry and CSV upload need
// nothing now. The secret is never shown again once saved: a blank field keeps it.
import {
  DATA_FORMATS,
  INTEGRATION_TYPES,
  UPDATE_FREQUENCIES,
} from '../../../../../bff/plugins/dealers/schemas';
import { fieldId } from '../lib/form-errors';
import { FORMAT_LABELS, FREQUENCY_LABELS, INTEGRATION_LABELS } from '../lib/labels';
import { SelectField, TextField } from './fields';
import { bind, type StepProps } from './step-details';

export function IntegrationStep(props: StepProps) {
  const { values, set, errors, state } = props;
  const type = values.integrationType;
  return (
    <div className="space-y-5">
      <fieldset aria-describedby={errors.integrationType ? `${fieldId('integrationType')}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">How your stock reaches us</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {INTEGRATION_TYPES.map((option, i) => (
            <label
              key={option}
              className={`flex cursor-pointer gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700 ${
                type === option ? 'border-blue-700 bg-blue-50' : 'border-slate-300 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name="integrationType"
                value={option}
                id={i === 0 ? fieldId('integrationType') : undefined}
                checked={type === option}
                onChange={() => set('integrationType')(option)}
                className="mt-1 size-4 accent-blue-700"
              />
              <span>
                <span className="block text-sm font-medium text-slate-900">
                  {INTEGRATION_LABELS[option].label}
                </span>
                <span className="block text-xs text-slate-600">{INTEGRATION_LABELS[option].help}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.integrationType && (
          <p id={`${fieldId('integrationType')}-error`} className="mt-1 text-sm text-red-700">
            {errors.integrationType}
          </p>
        )}
      </fieldset>

      {type === 'api' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...bind(props, 'apiEndpoint')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://api.example.co.uk/vehicles"
            className="sm:col-span-2"
          />
          <TextField
            {...bind(props, 'apiKey')}
            autoComplete="off"
            spellCheck={false}
            hint={state.apiKeySaved ? 'A key is saved; leave blank to keep it' : 'Stored encrypted'}
          />
          <TextField
            {...bind(props, 'apiSecret')}
            type="password"
            autoComplete="new-password"
            hint={state.apiSecretSaved ? 'A secret is saved; leave blank to keep it' : 'Stored encrypted'}
          />
          <TextField
            {...bind(props, 'webhookUrl')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            hint="We call it when your listings change on our side"
            className="sm:col-span-2"
          />
        </div>
      )}

      {type === 'feed' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...bind(props, 'feedUrl')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://www.example.co.uk/stock.xml"
            className="sm:col-span-2"
          />
          <SelectField
            {...bind(props, 'updateFrequency')}
            options={Object.fromEntries(UPDATE_FREQUENCIES.map((f) => [f, FREQUENCY_LABELS[f]]))}
          />
          <SelectField
            {...bind(props, 'dataFormat')}
            options={Object.fromEntries(DATA_FORMATS.map((f) => [f, FORMAT_LABELS[f]]))}
          />
        </div>
      )}

      {(type === 'manual' || type === 'csv') && (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          {type === 'manual'
            ? 'Nothing to connect: once your application is approved you add vehicles one by one from your dealer dashboard.'
            : 'Nothing to connect: once your application is approved you upload a CSV file of your stock from your dealer dashboard, as often as you like.'}
        </p>
      )}
    </div>
  );
}
