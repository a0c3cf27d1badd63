// 'Add New Listing' and Edit (DECISIONS 13): every field the search shows, checked with the server's
// own schema before sending, and photos checked by their bytes. Prices are typed in pounds.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  BODY_TYPES,
  CATEGORIES,
  COLOURS,
  FUEL_TYPES,
  TRANSMISSIONS,
} from '../../../../../db/reference/types';
import type { UserListing } from '../../../../../bff/plugins/listings/types';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSaveListing } from '../api/save-listing';
import { EMPTY_FORM, fromListing, parseForm, type FormValues } from '../lib/form-values';
import { Field } from './form-field';
import { PhotoPicker, type PickedPhoto } from './photo-picker';

const CATEGORY_LABELS = { car: 'Car', motorcycle: 'Motorcycle', van: 'Van' } as const;
const HISTORY = [
  ['full', 'Full'],
  ['partial', 'Partial'],
  ['none', 'None'],
] as const;

export function ListingForm({ listing, onDone }: { listing?: UserListing; onDone: () => void }) {
  const [values, setValues] = useState<FormValues>(listing ? fromListing(listing) : EMPTY_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({});
  const [photos, setPhotos] = useState<PickedPhoto[]>(
    listing && listing.photoCount > 0
      ? listing.images.map((url, position) => ({ kind: 'existing', position, url }))
      : [],
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveListing();
  const formRef = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  // After a failed check, focus the first field in error, in the order the form shows them.
  useEffect(() => {
    if (checks) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  const set = (name: keyof FormValues) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((old) => ({ ...old, [name]: value, ...(name === 'category' ? { bodyType: '' } : {}) }));
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setServerError(null);
    const parsed = parseForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setChecks((n) => n + 1);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({
        ...(listing
          ? { id: listing.id, keepPhotos: photos.flatMap((p) => (p.kind === 'existing' ? [p.position] : [])) }
          : {}),
        listing: parsed.input,
        photos: photos.flatMap((p) => (p.kind === 'new' ? [p.file] : [])),
      });
      toast({
        title: listing ? 'Listing updated' : 'Listing published',
        description: `${parsed.input.year} ${parsed.input.make} ${parsed.input.model} is on sale.`,
      });
      onDone();
    } catch (error) {
      setServerError(
        error instanceof ApiError
          ? (error.serverMessage ?? error.message)
          : 'Could not save the listing. Please try again.',
      );
    }
  }

  const text = (name: keyof FormValues, label: string, extra: Record<string, string> = {}, hint?: string) => (
    <Field name={name} label={label} error={errors[name]} {...(hint ? { hint } : {})}>
      {(p) => <input {...p} {...extra} value={values[name]} onChange={set(name)} />}
    </Field>
  );
  const select = (name: keyof FormValues, label: string, options: readonly (readonly [string, string])[]) => (
    <Field name={name} label={label} error={errors[name]}>
      {(p) => (
        <select {...p} value={values[name]} onChange={set(name)}>
          <option value="">Choose…</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  const same = (list: readonly string[]) => list.map((x) => [x, x] as const);
  const category = values.category as keyof typeof BODY_TYPES;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={listing ? 'Edit listing' : 'New listing'}
      className="grid gap-4 sm:grid-cols-2"
    >
      {select(
        'category',
        'Category',
        CATEGORIES.map((c) => [c, CATEGORY_LABELS[c]] as const),
      )}
      {select('bodyType', 'Body type', same(BODY_TYPES[category] ?? BODY_TYPES.car))}
      {text('make', 'Make', { autoComplete: 'off' })}
      {text('model', 'Model', { autoComplete: 'off' })}
      {text('variant', 'Variant (optional)')}
      {text('year', 'Year', { inputMode: 'numeric' })}
      {text('price', 'Price (£)', { inputMode: 'decimal' })}
      {text('mileage', 'Mileage', { inputMode: 'numeric' })}
      {select('fuelType', 'Fuel type', same(FUEL_TYPES))}
      {select('transmission', 'Transmission', same(TRANSMISSIONS))}
      {text('engineSize', 'Engine size (litres)', { inputMode: 'decimal' }, '0 for electric')}
      {select('color', 'Colour', same(COLOURS))}
      {text('doors', 'Doors', { inputMode: 'numeric' })}
      {text('seats', 'Seats', { inputMode: 'numeric' })}
      {text('previousOwners', 'Previous owners', { inputMode: 'numeric' })}
      {select('serviceHistory', 'Service history (optional)', HISTORY)}
      {text('registration', 'Registration (optional)', { autoCapitalize: 'characters' })}
      {text('town', 'Town', { autoComplete: 'address-level2' })}
      {text(
        'postcode',
        'Postcode',
        { autoComplete: 'postal-code', autoCapitalize: 'characters' },
        'Only the district (e.g. LS1) is shown to buyers',
      )}
      <Field
        name="description"
        label="Description (optional)"
        error={errors.description}
        className="sm:col-span-2"
      >
        {(p) => <textarea {...p} rows={4} value={values.description} onChange={set('description')} />}
      </Field>
      <Field
        name="features"
        label="Features (optional)"
        error={errors.features}
        hint="One per line or separated by commas"
        className="sm:col-span-2"
      >
        {(p) => <textarea {...p} rows={3} value={values.features} onChange={set('features')} />}
      </Field>
      <PhotoPicker photos={photos} onChange={setPhotos} />
      {serverError && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:col-span-2"
        >
          {serverError}
        </p>
      )}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : listing ? 'Save changes' : 'Publish listing'}
        </Button>
      </div>
    </form>
  );
}
