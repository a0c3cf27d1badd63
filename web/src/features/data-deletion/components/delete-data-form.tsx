// The /delete-data form (001 §3, §5, §7; DECISIONS 22): checked here with the server's schema, sent to
// POST /api/deletion-requests with at least the 2-second wait of 001 §7 (a spinner meanwhile), then
// the message saying what happens next; a failure shows the toast of 001 §8.
import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import {
  FAILURE_MESSAGE,
  RETENTION_PERIODS,
  type DeletionRequestReceived,
} from '../../../../../bff/plugins/deletion-requests/schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { requestDeletion } from '../api/request-deletion';
import {
  checkDeletion,
  DELETION_FIELDS,
  EMPTY_FORM,
  serverErrors,
  type DeletionErrors,
  type DeletionForm,
} from '../lib/deletion-form';
import { DeletionSent } from './deletion-sent';
import { EmailField, fieldId, Message, ReasonField, SelectField } from './fields';

/** 001 §7: the wait before the success message. */
export const SUBMIT_WAIT_MS = 2000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function DeleteDataForm() {
  const [values, setValues] = useState<DeletionForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<DeletionErrors>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<DeletionRequestReceived | null>(null);

  const set = <K extends keyof DeletionForm>(name: K, value: DeletionForm[K]) => {
    setValues((s) => ({ ...s, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  const showErrors = (found: DeletionErrors) => {
    setErrors(found);
    const first = DELETION_FIELDS.find((name) => found[name]);
    if (first) setTimeout(() => document.getElementById(fieldId(first))?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const checked = checkDeletion(values);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      const [received] = await Promise.all([requestDeletion(checked.input), wait(SUBMIT_WAIT_MS)]);
      setSent(received);
    } catch (error) {
      showErrors(serverErrors(error));
      toast({ title: FAILURE_MESSAGE, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  if (sent) return <DeletionSent received={sent} />;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Data deletion request"
      aria-busy={pending}
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField
          name="email"
          label="Email Address"
          value={values.email}
          error={errors.email}
          onChange={(v) => set('email', v)}
        />
        <EmailField
          name="confirmEmail"
          label="Confirm Email Address"
          value={values.confirmEmail}
          error={errors.confirmEmail}
          onChange={(v) => set('confirmEmail', v)}
        />
      </div>
      <ReasonField
        name="reason"
        label="Reason for deletion (optional)"
        hint="It helps us improve; you do not have to tell us."
        value={values.reason}
        error={errors.reason}
        onChange={(v) => set('reason', v)}
      />
      <SelectField
        name="retentionPeriod"
        label="When should we delete your data?"
        hint="With 30 days, we wait 30 days after you confirm the request before deleting anything."
        options={RETENTION_PERIODS}
        value={values.retentionPeriod}
        error={errors.retentionPeriod}
        onChange={(v) => set('retentionPeriod', v)}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id={fieldId('confirmDeletion')}
            name="confirmDeletion"
            type="checkbox"
            checked={values.confirmDeletion}
            onChange={(e) => set('confirmDeletion', e.target.checked)}
            aria-invalid={errors.confirmDeletion ? true : undefined}
            aria-describedby={errors.confirmDeletion ? `${fieldId('confirmDeletion')}-error` : undefined}
            className="mt-1 size-4 shrink-0 rounded border-slate-400 accent-blue-700"
          />
          <label htmlFor={fieldId('confirmDeletion')} className="text-sm text-slate-800">
            I understand that my account and personal data will be permanently deleted, and that legal records
            are kept for up to 7 years with my personal details removed.
          </label>
        </div>
        <Message name="confirmDeletion" error={errors.confirmDeletion} />
      </div>
      <Button type="submit" variant="danger" className="w-full sm:w-auto" disabled={pending}>
        {pending ? (
          <>
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            Submitting request…
          </>
        ) : (
          'Submit Deletion Request'
        )}
      </Button>
    </form>
  );
}
