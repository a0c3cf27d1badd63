// What a signed-out visitor sees on the dealer screens: why to join (001 §1) and a way to sign in or
// create a Car Dealer account that brings them back here afterwards.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function SignInPrompt({ next, action }: { next: string; action: string }) {
  const back = encodeURIComponent(next);
  return (
    <section
      aria-labelledby="sign-in-prompt"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="sign-in-prompt" className="text-lg font-semibold text-slate-900">
        Sign in to {action}
      </h2>
      <p className="mt-2 text-slate-700">
        Dealers join free: no monthly fees, no setup costs and no commissions. Connect your stock through an
        API or a data feed and reach buyers across the UK.
      </p>
      <p className="mt-2 text-slate-700">
        Your application is saved to your account as you go, so you can come back to it later.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Link
          to={`${paths.auth.href()}?next=${back}`}
          className="inline-flex shrink-0 items-center justify-center whitespace-nowrap rounded-lg bg-blue-700 px-5 py-2.5 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Sign in to start
        </Link>
        <p className="text-sm text-slate-600">
          New here?{' '}
          <Link
            to={`${paths.auth.href()}?tab=signup&next=${back}`}
            className="font-medium text-blue-700 underline"
          >
            Create a Car Dealer account
          </Link>{' '}
          and you will come straight back.
        </p>
      </div>
    </section>
  );
}
