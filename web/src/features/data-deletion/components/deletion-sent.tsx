// The success message after the form (001 §7): what happens next, with the promises of 001 §9
// ('Legal': a deletion confirmation e-mail within 24 hours; legal records up to 7 years).
import { useEffect, useRef } from 'react';
import {
  DELETION_PROMISES,
  RETENTION_PERIODS,
  type DeletionRequestReceived,
} from '../../../../../bff/plugins/deletion-requests/schemas';

export function DeletionSent({ received }: { received: DeletionRequestReceived }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="deletion-sent"
      role="status"
      className="rounded-2xl border border-green-200 bg-green-50 p-4 text-slate-800 sm:p-8"
    >
      <h2 id="deletion-sent" ref={heading} tabIndex={-1} className="text-xl font-bold text-green-900">
        Deletion request received
      </h2>
      <p className="mt-2">
        We have received your request to delete the data held for{' '}
        <strong className="font-semibold break-words">{received.email}</strong> (
        {RETENTION_PERIODS[received.retentionPeriod].toLowerCase()}).
      </p>
      <h3 className="mt-4 font-semibold text-slate-900">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>
          We are sending an e-mail to that address. Open the link in it to confirm the request is yours:
          nothing is deleted until you do. The link works for {DELETION_PROMISES.linkValidDays} days.
        </li>
        <li>
          You will receive a deletion confirmation e-mail within {DELETION_PROMISES.confirmationWithin}
          {received.retentionPeriod === 'thirty-days' ? ' of the end of the 30 days you chose' : ''}.
        </li>
        <li>
          Legal records (such as finance applications) are kept for up to{' '}
          {DELETION_PROMISES.legalRecordsYears} years with your personal details removed, then deleted.
        </li>
      </ol>
    </section>
  );
}
