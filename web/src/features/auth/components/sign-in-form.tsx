// The Sign In tab (001 §3, §5, §8): username and password, checked in the browser with the server's own
// schema; a refusal shows the server's message, else the fixed 'Login failed' text.
import { useState, type FormEvent } from 'react';
import { loginSchema } from '../../../../../bff/plugins/auth/schemas';
import { Button } from '../../../components/ui/button';
import { useLogin } from '../api/login';
import { checkFields, serverErrors, type FieldErrors } from '../lib/form-errors';
import { LOGIN_FAILED } from '../lib/messages';
import { FormAlert, TextField } from './text-field';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();
  const login = useLogin();

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const checked = checkFields<Field, typeof loginSchema>(loginSchema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    login.mutate(checked.output, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const failure = serverErrors(error, FIELDS, LOGIN_FAILED);
        setErrors(failure.fields);
        setFormError(failure.form);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign in">
      <FormAlert>{formError}</FormAlert>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={values.username}
        onChange={set('username')}
        error={errors.username}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
