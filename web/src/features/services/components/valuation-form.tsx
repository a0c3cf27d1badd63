// The valuation form (001 §2, §3): registration, mileage, condition, service history and additional
// information, checked with the server's vehicle schema. No result until 'Get Valuation' (001 §4).
import type { FormEvent } from 'react';
import { vehicleSchema, type VehicleInput } from '../../../../../bff/plugins/part-exchange/schemas';
import { CONDITIONS, SERVICE_HISTORIES } from '../../../../../bff/plugins/part-exchange/valuation';
import { Button } from '../../../components/ui/button';
import { checkWith, useForm } from '../lib/use-form';
import { SelectField, TextAreaField, TextField } from './fields';
import { Card } from './page-hero';

const FIELDS = ['registration', 'mileage', 'condition', 'serviceHistory', 'additionalInfo'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = {
  registration: '',
  mileage: '',
  condition: '',
  serviceHistory: '',
  additionalInfo: '',
};

/** Mileage is typed as text ('45,000'); an empty box is a missing mileage. */
const mileageValue = (text: string) => {
  const cleaned = text.replace(/[,\s]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
};

export function ValuationForm({
  valued,
  onValue,
}: {
  valued: boolean;
  onValue: (car: VehicleInput) => void;
}) {
  const { values, bind, showErrors } = useForm('px', FIELDS, EMPTY);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(vehicleSchema, {
      registration: values.registration,
      mileage: mileageValue(values.mileage),
      condition: values.condition || undefined,
      serviceHistory: values.serviceHistory || undefined,
      additionalInfo: values.additionalInfo,
    });
    if (!checked.ok) return showErrors(checked.errors);
    showErrors({});
    onValue(checked.output);
  };

  return (
    <Card title="Value Your Car" id="px-form-title">
      <form noValidate onSubmit={onSubmit} aria-labelledby="px-form-title" className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...bind('registration')}
            label="Registration Number"
            placeholder="e.g. AB12 CDE"
            autoComplete="off"
          />
          <TextField {...bind('mileage')} label="Mileage" inputMode="numeric" placeholder="e.g. 45,000" />
          <SelectField {...bind('condition')} label="Condition" options={CONDITIONS} />
          <SelectField {...bind('serviceHistory')} label="Service History" options={SERVICE_HISTORIES} />
        </div>
        <TextAreaField
          {...bind('additionalInfo')}
          label="Additional Information (optional)"
          rows={3}
          hint="Modifications, damage, new tyres: anything the inspector should know."
        />
        <Button type="submit" className="w-full sm:w-auto">
          {valued ? 'Recalculate Valuation' : 'Get Valuation'}
        </Button>
      </form>
    </Card>
  );
}
