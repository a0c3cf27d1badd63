// /register/confirm/:token (issue 15): the page the sign-up e-mail's link opens. The person presses
// the button (a mail scanner that opens links confirms nothing); the server confirms the address and
// signs them in, and they go on where sign-up would have taken them.
import { Loader2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';
import { takeAfterConfirm } from '../lib/after-confirm';

const LINK_PROBLEM = 'This confirmation link is not valid or has expired.';

export function ConfirmEmailScreen({ token }: { token: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const link = 'text-blue-700 underline underline-offset-2';
  const problem =
    confirm.error instanceof ApiError && confirm.error.status < 500
      ? (confirm.error.serverMessage?.replace(/^token: /, '') ?? LINK_PROBLEM)
      : 'We could not confirm your address just now. Please try again.';

  const onConfirm = () =>
    confirm.mutate(token, {
      onSuccess: () => {
        void navigate(takeAfterConfirm(), { replace: true });
        document.documentElement.scrollTop = 0;
      },
    });

  return (
    <article aria-labelledby="confirm-email" className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <h1 id="confirm-email" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Confirm your e-mail address
      </h1>
      {confirm.isError ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          <p>{problem}</p>
          <p className="mt-2">
            <Link to={paths.auth.href()} className={link}>
              Sign in to get a new link
            </Link>
          </p>
        </div>
      ) : (
        <div className="mt-6 space-y-4 text-slate-700">
          <p>Press the button to confirm this e-mail address and sign in to your new account.</p>
          <Button disabled={confirm.isPending || confirm.isSuccess} onClick={onConfirm}>
            {confirm.isPending && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            Confirm and sign in
          </Button>
        </div>
      )}
    </article>
  );
}
