// The Sign Up tab (001 §3, §5, §8): a private buyer/seller or a car dealer account. Checked in the browser
// with the server's own schema, each message beside its field; a refusal shows the server's message.
import { useState, type FormEvent } from 'react';
import { PASSWORD_HINT, registerSchema } from '../../../../../bff/plugins/auth/schemas';
import { Button } from '../../../components/ui/button';
import { useRegister } from '../api/register';
import { rememberAfterConfirm } from '../lib/after-confirm';
import { CheckEmailPanel } from './check-email-panel';
import { checkFields, serverErrors, type FieldErrors } from '../lib/form-errors';
import { REGISTRATION_FAILED } from '../lib/messages';
import { AccountTypeField, DealerFields } from './dealer-fields';
import { FormAlert, TextField } from './text-field';

export const SIGN_UP_FIELDS = [
  'username',
  'email',
  'password',
  'firstName',
  'lastName',
  'role',
  'companyName',
  'dealerApiUrl',
  'dealerApiKey',
  'dealerWebhookUrl',
] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];
export type SignUpValues = Record<SignUpField, string> & { autoSyncEnabled: boolean };

const EMPTY: SignUpValues = {
  username: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  role: 'user',
  companyName: '',
  dealerApiUrl: '',
  dealerApiKey: '',
  dealerWebhookUrl: '',
  autoSyncEnabled: false,
};

/** Only a dealer's account carries the dealer fields. */
function payload(values: SignUpValues) {
  const { companyName, dealerApiUrl, dealerApiKey, dealerWebhookUrl, autoSyncEnabled, ...person } = values;
  return values.role === 'dealer'
    ? { ...person, companyName, dealerApiUrl, dealerApiKey, dealerWebhookUrl, autoSyncEnabled }
    : person;
}

/**
 * Sign-up signs nobody in: the person confirms their address with the e-mailed link, which then takes
 * them to `next` (where signing in would have). Until then the form gives way to "Check your e-mail".
 */
export function SignUpForm({ next }: { next: string }) {
  const [sent, setSent] = useState<string>();
  const [values, setValues] = useState<SignUpValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [formError, setFormError] = useState<string>();
  const register = useRegister();

  const set =
    <K extends keyof SignUpValues>(field: K) =>
    (value: SignUpValues[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const checked = checkFields<SignUpField, typeof registerSchema>(registerSchema, payload(values));
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    register.mutate(checked.output, {
      onSuccess: (answer) => {
        rememberAfterConfirm(next);
        setSent(answer.email);
      },
      onError: (error) => {
        const failure = serverErrors(error, SIGN_UP_FIELDS, REGISTRATION_FAILED);
        setErrors(failure.fields);
        setFormError(failure.form);
      },
    });
  };

  if (sent) return <CheckEmailPanel email={sent} />;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Sign up">
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
      </div>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        hint="At least 3 characters: letters, digits, dots, dashes or underscores."
        value={values.username}
        onChange={set('username')}
        error={errors.username}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <AccountTypeField value={values.role} onChange={set('role')} error={errors.role} />
      {values.role === 'dealer' && <DealerFields values={values} set={set} errors={errors} />}
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
