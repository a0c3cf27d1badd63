// Who may use the marketing pages, decided once for both (issue 13 item 1, DECISIONS 21): a signed-out
// visitor goes to sign in and comes back; GET /api/marketing/dealers then says whose work this is. An
// admin picks the dealer (kept in the URL as ?dealerId=), a dealer works on its own, and anyone else
// (403 NOT_A_DEALER) is told how to become a dealer. No dealer id is ever fixed in the page.
import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error';
import { SelectField } from '../../../components/ui/form-fields';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { number } from '../../../lib/format';
import { useDealers } from '../api/get-dealers';
import type { MarketingDealer } from '../types';
import { BecomeDealer } from './become-dealer';

export interface DealerContext {
  dealer: MarketingDealer;
  /** An admin working for a dealer: may search any car on AllMotors. */
  isAdmin: boolean;
}

export function MarketingGate({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: (context: DealerContext) => ReactNode;
}) {
  const { user, isLoading } = useUser();
  const { pathname, search } = useLocation();
  const dealers = useDealers(Boolean(user));
  const signIn = (
    <Navigate to={`${paths.auth.href()}?next=${encodeURIComponent(pathname + search)}`} replace />
  );
  if (!isLoading && !user) return signIn;
  const status = dealers.error instanceof ApiError ? dealers.error.status : null;
  if (status === 401) return signIn;

  let body: ReactNode;
  if (isLoading || dealers.isPending)
    body = (
      <p role="status" className="mt-6 text-slate-600">
        Loading…
      </p>
    );
  else if (status === 403) body = <BecomeDealer message={(dealers.error as ApiError).serverMessage} />;
  else if (dealers.isError)
    body = (
      <LoadError
        className="mt-6"
        message="Failed to load your dealer details."
        onRetry={() => void dealers.refetch()}
      />
    );
  else if (dealers.data.dealers.length === 0)
    body = dealers.data.canChoose ? (
      <p className="mt-6 text-slate-700">There are no dealers yet: approve a dealer application first.</p>
    ) : (
      <BecomeDealer message={undefined} />
    );
  else body = <Chosen dealers={dealers.data.dealers} canChoose={dealers.data.canChoose} render={children} />;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-slate-600">{intro}</p>
      {body}
    </div>
  );
}

function Chosen({
  dealers,
  canChoose,
  render,
}: {
  dealers: MarketingDealer[];
  canChoose: boolean;
  render: (context: DealerContext) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('dealerId'));
  // An admin without a choice in the URL works for the first dealer until choosing another.
  const dealer = (canChoose && dealers.find((d) => d.id === requested)) || dealers[0]!;
  const choose = (id: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set('dealerId', id);
        return next;
      },
      { replace: true },
    );
  const stock = `${number(dealer.vehicles)} ${dealer.vehicles === 1 ? 'car' : 'cars'} in stock`;
  return (
    <>
      <div className="mt-4 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:justify-between">
        {canChoose ? (
          <SelectField
            form="marketing"
            name="dealer"
            label="Working for dealer"
            hint="Admins may work for any dealer."
            className="w-full sm:max-w-md"
            value={String(dealer.id)}
            onChange={choose}
            options={dealers.map((d) => [String(d.id), `${d.name} (${number(d.vehicles)} cars)`] as const)}
          />
        ) : (
          <p className="text-slate-800">
            Working as <strong className="font-semibold">{dealer.name}</strong>
          </p>
        )}
        <p className="text-sm text-slate-600">{stock}</p>
      </div>
      {/* A new dealer is new work: nothing chosen for the last one carries over. */}
      <div key={dealer.id}>{render({ dealer, isAdmin: canChoose })}</div>
    </>
  );
}
