// The admin's Dealer API Certification screen (/admin/dealer-certification; 001 §2, §4, §8; DECISIONS
// 5, 17, 18): applications by tab, the selected one's detail with Test API, Approve and Reject, and
// the support requests. The tab (?tab=) and the selected application (?id=) are in the URL, so a link
// can point at one. Admins only: a signed-out visitor goes to sign in; anyone else, or anyone the API
// answers 403, sees `notAllowed` (the admin feature's screen, given by the route).
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { useApplication } from '../api/get-application';
import { useApplications } from '../api/get-applications';
import { useSupportRequests } from '../api/get-support-requests';
import { ApplicationDetailPanel } from './application-detail';
import { ApplicationList } from './application-list';
import { SupportRequests } from './support-requests';
import { TabList } from '../../../components/ui/tab-list';

type Tab = 'pending' | 'all' | 'approved' | 'support';
const TABS: Tab[] = ['pending', 'all', 'approved', 'support'];
const EMPTY: Record<Exclude<Tab, 'support'>, string> = {
  pending: 'No pending applications',
  all: 'No applications yet',
  approved: 'No approved applications yet',
};

const backLink =
  'inline-flex items-center gap-1.5 rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export function CertificationScreen({ notAllowed }: { notAllowed: ReactNode }) {
  const { user, isLoading } = useUser();
  const { search } = useLocation();
  const signIn = (
    <Navigate
      to={`${paths.auth.href()}?next=${encodeURIComponent(paths.dealerCertification.href() + search)}`}
      replace
    />
  );
  if (isLoading) return <p className="mx-auto max-w-7xl px-4 py-8 text-slate-600">Loading…</p>;
  if (!user) return signIn;
  if (user.role !== 'admin') return notAllowed;
  return <Certification notAllowed={notAllowed} signIn={signIn} />;
}

const refusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403) ? error.status : null;

function Certification({ notAllowed, signIn }: { notAllowed: ReactNode; signIn: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'pending';
  const idParam = params.get('id');
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;

  // The Pending tab reads the pending list; the others (and the tab counts there) the whole list.
  const list = useApplications(tab === 'pending' ? 'pending' : 'all');
  const detail = useApplication(tab === 'support' ? null : id);
  const support = useSupportRequests(tab === 'support');

  const refused = [list.error, detail.error, support.error].map(refusal);
  if (refused.includes(403)) return notAllowed;
  if (refused.includes(401)) return signIn;

  const counts = list.data?.counts;
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  const tabs: { id: Tab; label: string }[] = [
    { id: 'pending', label: `Pending${count(counts?.pending)}` },
    { id: 'all', label: `All${count(counts?.all)}` },
    { id: 'approved', label: `Approved${count(counts?.approved)}` },
    { id: 'support', label: 'Support requests' },
  ];
  const selectTab = (next: Tab) => setParams(next === 'pending' ? {} : { tab: next });
  const backToList = () =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      next.delete('id');
      return next;
    });

  const applications =
    tab === 'approved'
      ? (list.data?.applications.filter((a) => a.status === 'approved') ?? [])
      : (list.data?.applications ?? []);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Link to={paths.admin.href()} className={backLink}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Data Management
      </Link>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Dealer API Certification</h1>
      <p className="mt-1 text-slate-600">
        Test each dealer's API with real requests, then approve the dealer (issuing its credentials) or reject
        the application with a reason.
      </p>
      <div className="mt-6">
        <TabList tabs={tabs} active={tab} onSelect={selectTab} label="Applications" />
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="mt-4">
        {tab === 'support' ? (
          support.isPending ? (
            <p role="status" className="text-slate-600">
              Loading the support requests…
            </p>
          ) : support.isError ? (
            <LoadError
              message="Failed to fetch the support requests."
              onRetry={() => void support.refetch()}
            />
          ) : (
            <SupportRequests requests={support.data.requests} />
          )
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            {/* On a phone the list and the detail stack: the selected application replaces the list. */}
            <div className={id !== null ? 'hidden lg:block' : undefined}>
              {list.isPending ? (
                <p role="status" className="text-slate-600">
                  Loading applications…
                </p>
              ) : list.isError ? (
                <LoadError message="Failed to fetch the applications." onRetry={() => void list.refetch()} />
              ) : (
                <ApplicationList applications={applications} selectedId={id} empty={EMPTY[tab]} />
              )}
            </div>
            {id === null ? (
              <p className="hidden self-start rounded-xl border border-dashed border-slate-300 px-6 py-8 text-center text-slate-600 lg:block">
                Select an application to see its details.
              </p>
            ) : (
              <div className="min-w-0">
                <button type="button" onClick={backToList} className={`${backLink} mb-3 lg:hidden`}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Back to list
                </button>
                {detail.isPending ? (
                  <p role="status" className="text-slate-600">
                    Loading the application…
                  </p>
                ) : detail.isError ? (
                  detail.error instanceof ApiError && detail.error.status === 404 ? (
                    <p role="alert" className="text-slate-700">
                      There is no application #{id}.
                    </p>
                  ) : (
                    <LoadError
                      message="Failed to fetch the application."
                      onRetry={() => void detail.refetch()}
                    />
                  )
                ) : (
                  <ApplicationDetailPanel key={id} application={detail.data} />
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
