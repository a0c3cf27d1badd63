// Change password (POST /api/user/password): the current one, then the new one twice.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { PASSWORD_HINT, passwordChangeSchema } from '../../../../../bff/plugins/auth/schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useChangePassword } from '../api/change-password';
import { checkFields, serverErrors, type FieldErrors } from '../lib/form-errors';
import { FormAlert, TextField } from './text-field';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };
export const PASSWORDS_DIFFER = 'The new passwords do not match';

export function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const change = useChangePassword();
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const { confirmPassword, ...body } = values;
    const checked = checkFields<Field, typeof passwordChangeSchema>(passwordChangeSchema, body);
    const found: FieldErrors<Field> = checked.ok ? {} : checked.errors;
    if (!found.newPassword && confirmPassword !== body.newPassword) found.confirmPassword = PASSWORDS_DIFFER;
    setErrors(found);
    if (!checked.ok || found.confirmPassword) return;
    change.mutate(checked.output as v.InferOutput<typeof passwordChangeSchema>, {
      onSuccess: () => {
        setValues(EMPTY);
        toast({ title: 'Password changed' });
      },
      onError: (error) => {
        const failure = serverErrors(error, FIELDS, 'Your password could not be changed. Please try again.');
        setErrors(failure.fields);
        setFormError(failure.form);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="change-password" className="space-y-4">
      <h2 id="change-password" className="text-lg font-semibold text-slate-900">
        Change password
      </h2>
      <FormAlert>{formError}</FormAlert>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={set('currentPassword')}
        error={errors.currentPassword}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          value={values.newPassword}
          onChange={set('newPassword')}
          error={errors.newPassword}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
        />
      </div>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
