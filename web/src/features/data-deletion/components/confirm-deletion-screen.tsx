// /delete-data/confirm?token=… (DECISIONS 22): the page the e-mailed link opens. The person presses
// the button to confirm (a mail scanner that opens links confirms nothing); the server checks the
// token and the request then falls due after the retention period chosen.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Loader2 } from 'lucide-react';
import {
  DELETION_PROMISES,
  type DeletionConfirmed,
} from '../../../../../bff/plugins/deletion-requests/schemas';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useConfirmDeletion } from '../api/confirm-deletion';

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function ConfirmDeletionScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmDeletion();
  const link = 'text-blue-700 underline underline-offset-2';

  return (
    <article aria-labelledby="confirm-title" className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 id="confirm-title" className="text-3xl font-bold tracking-tight text-slate-900">
        Confirm Data Deletion
      </h1>
      {confirm.isSuccess ? (
        <Confirmed result={confirm.data} />
      ) : !token || confirm.isError ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p>
            {!token
              ? 'This page needs the link from your e-mail.'
              : confirm.error instanceof ApiError && confirm.error.status < 500
                ? 'This confirmation link is not valid or has expired.'
                : 'We could not confirm your request just now. Please try again.'}
          </p>
          <p className="mt-2">
            <Link to="/delete-data" className={link}>
              Make a new deletion request
            </Link>
          </p>
        </div>
      ) : (
        <div className="mt-6 space-y-4 text-slate-700">
          <p>
            Press the button to confirm that you asked us to delete the data held for your e-mail address.
            Once confirmed, it cannot be undone.
          </p>
          <Button variant="danger" disabled={confirm.isPending} onClick={() => confirm.mutate(token)}>
            {confirm.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            Confirm deletion
          </Button>
        </div>
      )}
    </article>
  );
}

function Confirmed({ result }: { result: DeletionConfirmed }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const later = result.dueAt && Date.parse(result.dueAt) > Date.now() + 60 * 60 * 1000;
  return (
    <section
      role="status"
      aria-labelledby="confirmed-title"
      className="mt-6 rounded-2xl border border-green-200 bg-green-50 p-4 text-slate-800 sm:p-6"
    >
      <h2 id="confirmed-title" ref={heading} tabIndex={-1} className="text-xl font-bold text-green-900">
        {result.status === 'processed'
          ? 'Your data has been deleted'
          : result.alreadyConfirmed
            ? 'Already confirmed'
            : 'Deletion request confirmed'}
      </h2>
      {result.status !== 'processed' && (
        <p className="mt-2">
          {later
            ? `As you asked, we keep your data until ${longDate(result.dueAt!)}, then delete it. `
            : 'We will now delete your data. '}
          You will receive a deletion confirmation e-mail within {DELETION_PROMISES.confirmationWithin}
          {later ? ' of that date' : ''}.
        </p>
      )}
      <p className="mt-2">
        Legal records are kept for up to {DELETION_PROMISES.legalRecordsYears} years with your personal
        details removed.
      </p>
    </section>
  );
}
