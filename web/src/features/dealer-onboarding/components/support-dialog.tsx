// Contact Support (DECISIONS 24): a message to the team about the application, sent with its id.
// Name and e-mail start from the application's contact; every field says its own problem.
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { supportRequestSchema } from '../../../../../bff/plugins/dealers/schemas';
import { Button } from '../../../components/ui/button';
import { Sheet } from '../../../components/ui/sheet';
import { useSendSupportRequest } from '../api/send-support-request';
import { focusFirstInvalid, issuesByField, serverFieldErrors, type FieldErrors } from '../lib/form-errors';
import { FormAlert, TextAreaField, TextField } from './fields';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

export function SupportDialog({
  open,
  onOpenChange,
  applicationId,
  name,
  email,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  applicationId: number | null;
  name: string;
  email: string;
}) {
  const initial = () => ({
    name,
    email,
    subject: applicationId ? `Dealer application #${applicationId}` : 'Dealer application',
    message: '',
  });
  const [values, setValues] = useState<Record<Field, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const send = useSendSupportRequest();

  const set = (field: Field) => (value: string) => {
    setValues((s) => ({ ...s, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    // After React has put the messages on screen.
    setTimeout(() => focusFirstInvalid(FIELDS, found));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const input = { ...values, ...(applicationId ? { applicationId } : {}) };
    const checked = v.safeParse(supportRequestSchema, input);
    if (!checked.success) return showErrors(issuesByField(checked.issues));
    setErrors({});
    send.mutate(checked.output, {
      onSuccess: () => setSentTo(checked.output.email),
      onError: (error) => {
        const failure = serverFieldErrors(error, FIELDS);
        showErrors(failure.fields);
        if (!Object.keys(failure.fields).length)
          setFormError(failure.rest ?? 'Your message could not be sent. Please try again.');
      },
    });
  };

  const onClose = (next: boolean) => {
    onOpenChange(next);
    if (!next && sentTo) {
      setSentTo(undefined);
      setValues(initial());
    }
  };

  return (
    <Sheet open={open} onOpenChange={onClose} side="center" title="Contact Support">
      {sentTo ? (
        <div role="status" className="space-y-4">
          <p className="font-medium text-slate-900">Your message has been sent.</p>
          <p className="text-sm text-slate-700">
            Our team replies by e-mail to {sentTo}, usually within 24 hours.
          </p>
          <Button onClick={() => onClose(false)}>Close</Button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Contact Support">
          {applicationId && (
            <p className="text-sm text-slate-600">We attach application #{applicationId} to your message.</p>
          )}
          <FormAlert>{formError}</FormAlert>
          <TextField
            name="name"
            label="Your name"
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
          />
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <TextField
            name="subject"
            label="Subject"
            autoComplete="off"
            value={values.subject}
            onChange={set('subject')}
            error={errors.subject}
          />
          <TextAreaField
            name="message"
            label="Message"
            rows={5}
            value={values.message}
            onChange={set('message')}
            error={errors.message}
          />
          <Button type="submit" className="w-full" disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send message'}
          </Button>
        </form>
      )}
    </Sheet>
  );
}
