// /unsubscribe/:token, the link in every alert e-mail (issue 14): stops that saved search's e-mails,
// without signing in. An unknown or spent token says so plainly.
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useUnsubscribe, useUnsubscribeState } from '../api/unsubscribe';

/** An unknown token (404) or something that is not a token at all (400): the link cannot work. */
const notFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export function UnsubscribeScreen({ token }: { token: string }) {
  const state = useUnsubscribeState(token);
  const stop = useUnsubscribe(token);

  let content;
  if (state.isPending) content = <p className="text-slate-600">Loading…</p>;
  else if (state.isError && notFound(state.error))
    content = (
      <>
        <h1 className="text-2xl font-bold text-slate-900">This link does not work</h1>
        <p className="mt-2 text-slate-700">
          We could not find the saved search this unsubscribe link belongs to. It may have been deleted, or
          the link may be incomplete: try copying the whole link from the e-mail. You can also manage e-mails
          for every saved search on your dashboard once signed in.
        </p>
        <Link
          to={paths.dashboard.href('searches')}
          className="mt-4 inline-block font-medium text-blue-700 underline"
        >
          Manage saved searches
        </Link>
      </>
    );
  else if (state.isError)
    content = (
      <LoadError message="Failed to load this link. Please try again." onRetry={() => void state.refetch()} />
    );
  else if (!state.data.emailAlerts)
    content = (
      <div role="status">
        <h1 className="text-2xl font-bold text-slate-900">E-mails stopped</h1>
        <p className="mt-2 text-slate-700">
          We will no longer e-mail you about “{state.data.savedSearchName}”. Its matches still appear under
          Notifications when you sign in.
        </p>
        <Link to={paths.home.href()} className="mt-4 inline-block font-medium text-blue-700 underline">
          Back to search
        </Link>
      </div>
    );
  else
    content = (
      <>
        <h1 className="text-2xl font-bold text-slate-900">
          Stop e-mails for "{state.data.savedSearchName}"?
        </h1>
        <p className="mt-2 text-slate-700">
          You will no longer get e-mails about new matches or price drops for this saved search. Your other
          saved searches are not changed.
        </p>
        {stop.isError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {notFound(stop.error)
              ? 'This link no longer works.'
              : 'Failed to stop the e-mails. Please try again.'}
          </p>
        )}
        <Button className="mt-5" onClick={() => stop.mutate()} disabled={stop.isPending}>
          {stop.isPending ? 'Stopping…' : 'Stop e-mails'}
        </Button>
      </>
    );

  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{content}</div>
    </div>
  );
}
