// The user dashboard (000 §2, DECISIONS 10, 11, 13): real figures, the seller's listings, analytics
// and the dream garage. The active tab is in the URL (?tab=…). Signed-out visitors go to sign in.
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { useAnalytics } from '../api/get-analytics';
import { useDreamGarage } from '../api/get-dream-garage';
import { useListingStats } from '../api/get-listing-stats';
import { AnalyticsTab } from './analytics-tab';
import { GarageTab } from './garage-tab';
import { OverviewTab } from './overview-tab';
import { StatTiles } from './stat-tiles';
import { TabList } from '../../../components/ui/tab-list';

type Tab = 'overview' | 'listings' | 'analytics' | 'garage' | 'inquiries' | 'searches';

export function DashboardScreen({
  renderListings,
  renderInbox,
  renderSavedSearches,
}: {
  /** The My Listings tab's content (the listings feature's MyListings). */
  renderListings: () => ReactNode;
  /** The seller inbox; adds an 'Inquiries' tab when given. */
  renderInbox?: () => ReactNode;
  /** The alerts feature's saved searches; adds a 'Saved searches' tab when given. */
  renderSavedSearches?: () => ReactNode;
}) {
  const { user, isLoading } = useUser();
  if (isLoading) return <p className="mx-auto max-w-6xl px-4 py-8 text-slate-600">Loading…</p>;
  if (!user)
    return (
      <Navigate to={`${paths.auth.href()}?next=${encodeURIComponent(paths.dashboard.href())}`} replace />
    );
  return (
    <Dashboard
      name={user.firstName || user.username || 'User'}
      renderListings={renderListings}
      renderInbox={renderInbox}
      renderSavedSearches={renderSavedSearches}
    />
  );
}

function Dashboard({
  name,
  renderListings,
  renderInbox,
  renderSavedSearches,
}: {
  name: string;
  renderListings: () => ReactNode;
  renderInbox: (() => ReactNode) | undefined;
  renderSavedSearches: (() => ReactNode) | undefined;
}) {
  const [params, setParams] = useSearchParams();
  const listings = useListingStats();
  const analytics = useAnalytics();
  const garage = useDreamGarage();
  const tabs: { id: Tab; label: string }[] = [
    { id: 'overview', label: 'Overview' },
    { id: 'listings', label: 'My Listings' },
    ...(renderInbox ? [{ id: 'inquiries' as const, label: 'Inquiries' }] : []),
    { id: 'analytics', label: 'Analytics' },
    { id: 'garage', label: 'Dream Garage' },
    ...(renderSavedSearches ? [{ id: 'searches' as const, label: 'Saved searches' }] : []),
  ];
  const requested = params.get('tab');
  const active = tabs.find((t) => t.id === requested)?.id ?? 'overview';
  const select = (tab: Tab) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      if (tab === 'overview') next.delete('tab');
      else next.set('tab', tab);
      return next;
    });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Welcome back, {name}!</h1>
      <p className="mt-1 text-slate-600">
        Your listings, their views and enquiries, and the cars you have saved.
      </p>
      {(listings.isError || analytics.isError) && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {listings.isError ? 'Failed to fetch listings' : 'Failed to fetch analytics'}. Please reload the
          page.
        </p>
      )}
      <div className="mt-6">
        <StatTiles
          active={listings.data?.stats.active}
          views={analytics.data?.totalViews}
          inquiries={analytics.data?.inquiries}
          garage={
            garage.isError ? null : garage.data === undefined ? undefined : (garage.data?.count ?? null)
          }
        />
      </div>
      <div className="mt-8">
        <TabList label="Dashboard sections" tabs={tabs} active={active} onSelect={select} />
        <div
          role="tabpanel"
          id={`panel-${active}`}
          aria-labelledby={`tab-${active}`}
          tabIndex={0}
          className="pt-6 focus-visible:outline-none"
        >
          {active === 'overview' && (
            <OverviewTab analytics={analytics.data} active={listings.data?.stats.active} />
          )}
          {active === 'listings' && renderListings()}
          {active === 'inquiries' && renderInbox?.()}
          {active === 'analytics' && <AnalyticsTab analytics={analytics.data} />}
          {active === 'garage' && <GarageTab garage={garage.data} isError={garage.isError} />}
          {active === 'searches' && renderSavedSearches?.()}
        </div>
      </div>
    </div>
  );
}
