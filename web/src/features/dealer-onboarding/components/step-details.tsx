// Steps 1-3 of the wizard (001 §3): the company, the person to contact and the business profile.
import { DEALERSHIP_TYPES, type OnboardingState } from '../../../../../bff/plugins/dealers/schemas';
import type { FieldErrors } from '../lib/form-errors';
import { DEALERSHIP_LABELS, FIELD_LABELS } from '../lib/labels';
import type { WizardValues } from '../lib/wizard-values';
import { SelectField, TextAreaField, TextField } from './fields';

type TextName = { [K in keyof WizardValues]: WizardValues[K] extends string ? K : never }[keyof WizardValues];

export interface StepProps {
  values: WizardValues;
  set: <K extends keyof WizardValues>(name: K) => (value: WizardValues[K]) => void;
  errors: FieldErrors;
  state: OnboardingState;
}

/** The props every text input of a step shares: name, label, value, setter and message. */
export const bind = ({ values, set, errors }: StepProps, name: TextName) => ({
  name,
  label: FIELD_LABELS[name],
  value: values[name],
  onChange: set(name) as (value: string) => void,
  error: errors[name],
});

export function CompanyStep(props: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...bind(props, 'companyName')} autoComplete="organization" className="sm:col-span-2" />
      <TextField {...bind(props, 'tradingName')} autoComplete="off" className="sm:col-span-2" />
      <TextField
        {...bind(props, 'companyNumber')}
        autoComplete="off"
        hint="Your Companies House number, e.g. 09876543"
      />
      <TextField {...bind(props, 'vatNumber')} autoComplete="off" hint="e.g. GB123456789" />
      <TextAreaField
        {...bind(props, 'businessAddress')}
        autoComplete="street-address"
        hint="Street, town and postcode"
        className="sm:col-span-2"
      />
    </div>
  );
}

export function ContactStep(props: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...bind(props, 'contactFirstName')} autoComplete="given-name" />
      <TextField {...bind(props, 'contactLastName')} autoComplete="family-name" />
      <TextField {...bind(props, 'contactEmail')} type="email" autoComplete="email" inputMode="email" />
      <TextField {...bind(props, 'contactPhone')} type="tel" autoComplete="tel" inputMode="tel" />
      <TextField
        {...bind(props, 'contactRole')}
        autoComplete="organization-title"
        hint="e.g. Sales Manager"
        className="sm:col-span-2"
      />
    </div>
  );
}

export function ProfileStep(props: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        {...bind(props, 'dealershipType')}
        options={Object.fromEntries(DEALERSHIP_TYPES.map((t) => [t, DEALERSHIP_LABELS[t]]))}
      />
      <TextField
        {...bind(props, 'websiteUrl')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
      />
      <TextField
        {...bind(props, 'estimatedMonthlyStock')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        autoComplete="off"
        hint="Vehicles you expect to list each month"
      />
      <TextField
        {...bind(props, 'averageVehiclePrice')}
        type="number"
        inputMode="decimal"
        min={1000}
        step="any"
        autoComplete="off"
        hint="In pounds, e.g. 15000"
      />
    </div>
  );
}
