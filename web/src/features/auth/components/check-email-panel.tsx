// After sign-up (issue 15): the account waits for its owner to open the e-mailed link. The panel is
// the same whether or not the address already had an account (the server answers the same), and
// offers a new link; the server limits how often.
import { useEffect, useRef } from 'react';
import { CONFIRM_LINK_HOURS } from '../../../../../bff/plugins/auth/schemas';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';
import { FormAlert } from './text-field';

export function CheckEmailPanel({ email }: { email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const resend = useResendConfirmation();
  const failure =
    resend.error instanceof ApiError && resend.error.status === 429
      ? 'You have asked for several links already. Please wait a while and try again.'
      : resend.isError
        ? 'We could not send a new link just now. Please try again.'
        : undefined;

  return (
    <section aria-labelledby="check-email" className="space-y-4 text-slate-700">
      <h2 id="check-email" ref={heading} tabIndex={-1} className="text-xl font-bold text-slate-900">
        Check your e-mail
      </h2>
      <p>
        We have sent a link to <strong className="font-semibold break-words">{email}</strong>. Open it to
        finish creating your account: you can sign in once the address is confirmed. The link works once and
        for {CONFIRM_LINK_HOURS} hours.
      </p>
      <p className="text-sm text-slate-600">
        No e-mail? Check your spam folder, or ask for a new link. If the address already has an account, the
        e-mail tells you how to sign in instead.
      </p>
      <FormAlert>{failure}</FormAlert>
      {resend.isSuccess && (
        <p role="status" className="text-sm font-medium text-green-800">
          We have sent a new link to {email}.
        </p>
      )}
      <Button
        type="button"
        variant="secondary"
        disabled={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? 'Sending…' : 'Resend'}
      </Button>
    </section>
  );
}
