// Step 5, Review & Submit (001 §2, §5): what steps 1-4 saved, read back, and the agreements. The API
// secret is never shown (only whether one is set); the key shows its last four characters.
import type { ReactNode } from 'react';
import { pounds } from '../../../lib/format';
import {
  DEALERSHIP_LABELS,
  FIELD_LABELS,
  FORMAT_LABELS,
  FREQUENCY_LABELS,
  INTEGRATION_LABELS,
} from '../lib/labels';
import { poundsToPence, type WizardField } from '../lib/wizard-values';
import { CheckboxField } from './fields';
import type { StepProps } from './step-details';

const label = <T extends string>(labels: Record<T, unknown>, key: string) =>
  key in labels ? labels[key as T] : key;

function Section({ title, rows }: { title: string; rows: [WizardField | string, ReactNode][] }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,12rem)_1fr]">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-slate-600">{FIELD_LABELS[name as WizardField] ?? name}</dt>
            <dd className="break-words text-slate-900 whitespace-pre-line">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ReviewStep({ values, set, errors, state }: StepProps) {
  const pence = poundsToPence(values.averageVehiclePrice);
  const type = values.integrationType;
  const secret = values.apiSecret || state.apiSecretSaved ? 'saved' : 'not set';
  const key = values.apiKey ? `••••${values.apiKey.slice(-4)}` : state.apiKeySaved ? 'saved' : 'not set';
  const integration: [string, ReactNode][] = [
    ['integrationType', INTEGRATION_LABELS[type as keyof typeof INTEGRATION_LABELS]?.label ?? type],
  ];
  if (type === 'api')
    integration.push(
      ['apiEndpoint', values.apiEndpoint],
      ['apiKey', key],
      ['apiSecret', secret],
      ['webhookUrl', values.webhookUrl],
    );
  else if (type === 'feed')
    integration.push(
      ['feedUrl', values.feedUrl],
      ['updateFrequency', label(FREQUENCY_LABELS, values.updateFrequency) as string],
      ['dataFormat', label(FORMAT_LABELS, values.dataFormat) as string],
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Check your details. Use Previous to change anything.</p>
      <Section
        title="Company Details"
        rows={[
          ['companyName', values.companyName],
          ['tradingName', values.tradingName],
          ['companyNumber', values.companyNumber],
          ['vatNumber', values.vatNumber],
          ['businessAddress', values.businessAddress],
        ]}
      />
      <Section
        title="Contact Information"
        rows={[
          ['Name', `${values.contactFirstName} ${values.contactLastName}`.trim()],
          ['contactEmail', values.contactEmail],
          ['contactPhone', values.contactPhone],
          ['contactRole', values.contactRole],
        ]}
      />
      <Section
        title="Business Profile"
        rows={[
          ['dealershipType', label(DEALERSHIP_LABELS, values.dealershipType) as string],
          ['websiteUrl', values.websiteUrl],
          ['estimatedMonthlyStock', values.estimatedMonthlyStock],
          ['averageVehiclePrice', pence === undefined || Number.isNaN(pence) ? '' : pounds(pence)],
        ]}
      />
      <Section title="Integration Setup" rows={integration} />

      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-slate-900">Agreements</legend>
        <CheckboxField
          name="termsAccepted"
          label="I accept the Terms of Service (required)"
          checked={values.termsAccepted}
          onChange={set('termsAccepted')}
          error={errors.termsAccepted}
        />
        <CheckboxField
          name="dataProtectionAccepted"
          label="I agree to the data protection agreement: you may keep and check these details to review my application (required)"
          checked={values.dataProtectionAccepted}
          onChange={set('dataProtectionAccepted')}
          error={errors.dataProtectionAccepted}
        />
        <CheckboxField
          name="marketingConsent"
          label="Send me news and offers for dealers by e-mail (optional)"
          checked={values.marketingConsent}
          onChange={set('marketingConsent')}
          error={errors.marketingConsent}
        />
      </fieldset>
    </div>
  );
}
