// The simple dealer API application's form (001 §3, §5, §8). A blank required field raises the
// Missing Information toast; the description's label says required but it is not checked (§5).
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { simpleApplicationSchema } from '../../../../../bff/plugins/dealers/schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useSubmitApplication } from '../api/submit-application';
import { focusFirstInvalid, issuesByField, serverFieldErrors, type FieldErrors } from '../lib/form-errors';
import { MISSING_INFORMATION, SUBMISSION_FAILED } from '../lib/labels';
import { TextAreaField, TextField } from './fields';

const FIELDS = [
  'dealerName',
  'contactEmail',
  'apiUrl',
  'authToken',
  'businessRegistration',
  'description',
] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: readonly Field[] = ['dealerName', 'contactEmail', 'apiUrl', 'authToken'];
const EMPTY: Record<Field, string> = {
  dealerName: '',
  contactEmail: '',
  apiUrl: '',
  authToken: '',
  businessRegistration: '',
  description: '',
};

export function ApplicationForm({
  onSubmitted,
}: {
  onSubmitted: (application: { id: number; contactEmail: string }) => void;
}) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmitApplication();

  const bind = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((s) => ({ ...s, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setTimeout(() => focusFirstInvalid(FIELDS, found));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const blank = REQUIRED.filter((name) => values[name].trim() === '');
    if (blank.length) {
      toast({ ...MISSING_INFORMATION, variant: 'destructive' });
      return showErrors(Object.fromEntries(blank.map((name) => [name, 'Required'])));
    }
    const checked = v.safeParse(simpleApplicationSchema, values);
    if (!checked.success) return showErrors(issuesByField(checked.issues));
    setErrors({});
    submit.mutate(checked.output, {
      onSuccess: ({ applicationId }) =>
        onSubmitted({ id: applicationId, contactEmail: checked.output.contactEmail }),
      onError: (error) => {
        showErrors(serverFieldErrors(error, FIELDS).fields);
        toast({
          title: SUBMISSION_FAILED,
          description: (error instanceof ApiError && error.serverMessage) || 'Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Dealer API application"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...bind('dealerName')} label="Dealership name (required)" autoComplete="organization" />
        <TextField
          {...bind('contactEmail')}
          label="Contact email (required)"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextField
          {...bind('apiUrl')}
          label="API URL (required)"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://api.example.co.uk/vehicles"
          hint="The address that lists your vehicles as JSON"
          className="sm:col-span-2"
        />
        <TextField
          {...bind('authToken')}
          label="Authentication token (required)"
          type="password"
          autoComplete="new-password"
          hint="Sent as a bearer token when we read your API; stored encrypted"
        />
        <TextField {...bind('businessRegistration')} label="Company number (optional)" autoComplete="off" />
        <TextAreaField
          {...bind('description')}
          label="About your dealership (required)"
          rows={4}
          className="sm:col-span-2"
        />
      </div>
      <Button type="submit" className="w-full sm:w-auto" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting…' : 'Submit Application'}
      </Button>
    </form>
  );
}
