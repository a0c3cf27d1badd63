// The data management dashboard (/admin; 000 §2, DECISIONS 5, 11, 15): the crawler's real figures,
// the active run's progress, the sources and the run history. Admins only: a signed-out visitor goes
// to sign in, anyone else (or anyone the API answers 403) is told the page is not for them.
import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { Link, Navigate } from 'react-router-dom';
import type { ScrapingStatus } from '../../../../../bff/plugins/scraping/schemas';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useUser } from '../../../lib/auth';
import { useScrapingStatus } from '../api/get-status';
import { useRunOutcomeToast } from '../hooks/use-run-outcome-toast';
import { useScrapingLive } from '../hooks/use-scraping-live';
import { NotAllowed } from './not-allowed';
import { RunHistory } from './run-history';
import { RunProgress } from './run-progress';
import { ScrapingControls } from './scraping-controls';
import { SourcesTable } from './sources-table';
import { StatusCards } from './status-cards';

const signIn = (
  <Navigate to={`${paths.auth.href()}?next=${encodeURIComponent(paths.admin.href())}`} replace />
);

export function AdminScreen() {
  const { user, isLoading } = useUser();
  if (isLoading) return <p className="mx-auto max-w-7xl px-4 py-8 text-slate-600">Loading…</p>;
  if (!user) return signIn;
  if (user.role !== 'admin') return <NotAllowed />;
  return <DataManagement />;
}

function DataManagement() {
  const live = useScrapingLive();
  const status = useScrapingStatus({ live });
  useRunOutcomeToast(status.data?.run);

  const error = status.error;
  if (error instanceof ApiError && error.status === 403) return <NotAllowed />;
  if (error instanceof ApiError && error.status === 401) return signIn;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to={paths.home.href()}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Search
      </Link>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Data Management</h1>
          <p className="mt-1 text-slate-600">
            The source platforms behind search: what has been gathered, and the crawler at work.
          </p>
          <Link
            to={paths.dealerCertification.href()}
            className="mt-2 inline-flex items-center gap-1.5 rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <BadgeCheck aria-hidden="true" className="h-4 w-4" />
            Dealer applications
          </Link>
        </div>
        {status.data && <ScrapingControls status={status.data} />}
      </div>
      {status.isPending && (
        <p role="status" className="mt-8 text-slate-600">
          Loading the scraping status…
        </p>
      )}
      {status.isError && !status.data && (
        <LoadError
          className="mt-8"
          message="Failed to fetch the scraping status."
          onRetry={() => void status.refetch()}
        />
      )}
      {status.data && <Dashboard status={status.data} />}
    </div>
  );
}

function Dashboard({ status }: { status: ScrapingStatus }) {
  return (
    <div className="mt-6 space-y-6">
      {status.killSwitch && (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          The crawler kill switch is on: no source is fetched and no run can start until it is turned off.
        </p>
      )}
      <StatusCards status={status} />
      {status.run ? (
        <RunProgress run={status.run} />
      ) : (
        <section className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
          <h2 className="text-lg font-semibold text-slate-900">No scraping run yet</h2>
          <p className="mt-1 text-sm text-slate-600">
            Start Full Scraping crawls every enabled source; its progress shows here as it goes.
          </p>
        </section>
      )}
      <SourcesTable sources={status.sources} />
      <RunHistory current={status.run} />
      <section aria-labelledby="how-heading" className="text-sm text-slate-600">
        <h2 id="how-heading" className="font-semibold text-slate-900">
          How the data is gathered
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Respects each site's rate limits and robots.txt.</li>
          <li>Refreshes listings on a schedule (hourly unless configured otherwise).</li>
          <li>Removes duplicates: a vehicle on several platforms shows once, with every price.</li>
          <li>Validates quality: records that fail the checks are rejected, each with its reason.</li>
        </ul>
      </section>
    </div>
  );
}
