// Name and e-mail of the signed-in person (PATCH /api/user); the header's label follows at once.
import { useState, type FormEvent } from 'react';
import { profileSchema } from '../../../../../bff/plugins/auth/schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import type { PublicUser } from '../../../lib/auth';
import { useUpdateProfile } from '../api/update-profile';
import { checkFields, serverErrors, type FieldErrors } from '../lib/form-errors';
import { FormAlert, TextField } from './text-field';

const FIELDS = ['firstName', 'lastName', 'email'] as const;
type Field = (typeof FIELDS)[number];

export function ProfileForm({ user }: { user: PublicUser }) {
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const update = useUpdateProfile();
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const checked = checkFields<Field, typeof profileSchema>(profileSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    update.mutate(checked.output, {
      onSuccess: () => toast({ title: 'Profile updated' }),
      onError: (error) => {
        const failure = serverErrors(error, FIELDS, 'Your profile could not be saved. Please try again.');
        setErrors(failure.fields);
        setFormError(failure.form);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="profile-details" className="space-y-4">
      <h2 id="profile-details" className="text-lg font-semibold text-slate-900">
        Your details
      </h2>
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save changes'}
      </Button>
    </form>
  );
}
