// Test API, Approve and Reject (001 §2, §4, §8), possible only while the application is pending. A
// test really calls the dealer's API and can take up to about 30 s; Reject needs notes (the dealer is
// told why), checked here with the server's own schema before anything is sent.
import { Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import * as v from 'valibot';
import {
  rejectSchema,
  type ApplicationDetail,
  type ApprovalResult,
} from '../../../../../bff/plugins/dealers/schemas';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { number } from '../../../lib/format';
import { useApproveApplication } from '../api/approve-application';
import { useRejectApplication } from '../api/reject-application';
import { useTestApplication } from '../api/test-application';
import { testOutcome } from '../lib/labels';
import { notesMessage, refusalMessage } from '../lib/review-errors';

const plural = (n: number, one: string) => `${number(n)} ${n === 1 ? one : `${one}s`}`;

export function ReviewActions({
  application,
  onApproved,
}: {
  application: ApplicationDetail;
  onApproved: (credentials: ApprovalResult['credentials']) => void;
}) {
  const [notes, setNotes] = useState('');
  const [notesError, setNotesError] = useState<string>();
  const test = useTestApplication();
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  const busy = test.isPending || approve.isPending || reject.isPending;
  const id = useId();
  const { id: applicationId, companyName } = application;

  const refused = (what: string) => (error: unknown) => {
    const fieldMessage = notesMessage(error);
    if (fieldMessage) return setNotesError(fieldMessage);
    toast({
      title: `Could not ${what} the application`,
      description: refusalMessage(error) ?? 'Please try again.',
      variant: 'destructive',
    });
  };

  const onTest = () =>
    test.mutate(applicationId, {
      onSuccess: (result) =>
        toast({
          title: testOutcome(result.success, result.dataQualityScore),
          description: `${plural(result.vehicleCount, 'vehicle')} read, ${plural(result.issues.length, 'issue')} found.`,
          variant: result.success ? 'default' : 'destructive',
        }),
      onError: (error) =>
        toast({
          title: 'Test Failed',
          description: refusalMessage(error) ?? 'Unable to test the dealer API.',
          variant: 'destructive',
        }),
    });

  // Approve and Reject end this component: the answer makes the application approved or rejected, and
  // the panel then shows no actions. `mutate`'s own callbacks would not run once it is gone (the key
  // and the toast were lost in a real browser), so the promise of `mutateAsync` carries the outcome.
  const onApprove = () => {
    setNotesError(undefined);
    approve.mutateAsync({ id: applicationId, reviewNotes: notes.trim() }).then(({ credentials }) => {
      toast({
        title: 'Application approved',
        description: `${companyName} is now dealer ${credentials.dealerId}.`,
      });
      onApproved(credentials);
    }, refused('approve'));
  };

  const onReject = () => {
    const checked = v.safeParse(rejectSchema, { reviewNotes: notes });
    if (!checked.success) return setNotesError(checked.issues[0].message);
    setNotesError(undefined);
    reject
      .mutateAsync({ id: applicationId, reviewNotes: checked.output.reviewNotes })
      .then(
        () => toast({ title: 'Application rejected', description: `${companyName} has been told why.` }),
        refused('reject'),
      );
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        Review
      </h3>
      <div>
        <Button variant="secondary" onClick={onTest} disabled={busy}>
          {test.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
          {test.isPending ? 'Testing…' : 'Test API'}
        </Button>
        {test.isPending && (
          <p role="status" className="mt-2 text-sm text-slate-600">
            Reading sample vehicles from the dealer's API: this can take up to 30 seconds.
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className="block text-sm font-medium text-slate-800">
          Review notes
        </label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          aria-invalid={notesError ? true : undefined}
          aria-describedby={`${id}-hint${notesError ? ` ${id}-error` : ''}`}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-0 focus:outline-blue-700 ${
            notesError ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          Optional when approving. Required to reject: the dealer is told why.
        </p>
        {notesError && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {notesError}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onApprove} disabled={busy}>
          {approve.isPending ? 'Approving…' : 'Approve'}
        </Button>
        <Button variant="danger" onClick={onReject} disabled={busy}>
          {reject.isPending ? 'Rejecting…' : 'Reject'}
        </Button>
      </div>
    </section>
  );
}
