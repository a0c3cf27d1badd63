import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { analytics, listingsResponse, userListing } from '../testing/fixtures';
import { DashboardScreen } from './dashboard-screen';

const user = {
  id: 1,
  username: 'jsmith',
  firstName: 'Jo',
  lastName: 'Smith',
  email: 'j@example.co.uk',
  role: 'user',
};

function setup(
  url = '/dashboard',
  options: {
    signedIn?: boolean;
    garage?: unknown;
    analytics?: ReturnType<typeof analytics>;
    inbox?: boolean;
    savedSearches?: boolean;
    listings?: ReturnType<typeof listingsResponse>;
  } = {},
) {
  server.use(
    http.get('/api/user', () =>
      options.signedIn === false ? new HttpResponse(null, { status: 401 }) : HttpResponse.json(user),
    ),
    http.get('/api/user/listings', () => HttpResponse.json(options.listings ?? listingsResponse())),
    http.get('/api/user/analytics', () => HttpResponse.json(options.analytics ?? analytics())),
    http.get('/api/user/dream-garage', () =>
      options.garage === 404
        ? new HttpResponse('Not Found', { status: 404 })
        : HttpResponse.json(options.garage ?? { cars: [], count: 0 }),
    ),
  );
  return renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <DashboardScreen
            renderListings={() => <p>listings tab</p>}
            {...(options.inbox ? { renderInbox: () => <p>the inbox</p> } : {})}
            {...(options.savedSearches ? { renderSavedSearches: () => <p>the saved searches</p> } : {})}
          />
        ),
      },
      { path: '/auth', element: <p>sign in screen</p> },
    ],
    url,
  );
}

describe('DashboardScreen', () => {
  it('sends a signed-out visitor to sign in, coming back to the dashboard', async () => {
    const { router } = setup('/dashboard', { signedIn: false });
    expect(await screen.findByText('sign in screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fdashboard');
  });

  it('greets the user and shows real figures in the tiles', async () => {
    setup('/dashboard', {
      analytics: analytics({ totalViews: 120, inquiries: 7 }),
      garage: { cars: [], count: 5 },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Jo!' })).toBeInTheDocument();
    const tile = (name: string) => screen.getByText(name, { selector: 'dt' }).parentElement!;
    expect(await within(tile('Total Views')).findByText('120')).toBeInTheDocument();
    expect(within(tile('Inquiries')).getByText('7')).toBeInTheDocument();
    expect(within(tile('Active Listings')).getByText('1')).toBeInTheDocument();
    expect(await within(tile('Dream Garage')).findByText('5')).toBeInTheDocument();
  });

  it('says the garage is unavailable when its endpoint is missing', async () => {
    setup('/dashboard?tab=garage', { garage: 404 });
    expect(await screen.findByText('The dream garage is not available right now.')).toBeInTheDocument();
    expect(screen.getByText('Unavailable')).toBeInTheDocument();
  });

  it('says so plainly when nothing has been recorded', async () => {
    setup('/dashboard', { listings: listingsResponse([]) });
    expect(await screen.findByText(/Nothing recorded this month yet/)).toBeInTheDocument();
    expect(screen.getByText(/No activity yet/)).toBeInTheDocument();
  });

  it('scales this month’s bars to the largest figure and lists recent activity', async () => {
    setup('/dashboard', {
      analytics: analytics({
        monthlyViews: 40,
        monthlyInquiries: 10,
        recentActivity: [
          { kind: 'enquiry', listingId: 41, title: '2019 Skoda Octavia', at: new Date().toISOString() },
        ],
      }),
    });
    expect(await screen.findByText('New enquiry about 2019 Skoda Octavia')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Performance This Month' });
    const bars = section.querySelectorAll('[style]');
    expect([...bars].map((b) => (b as HTMLElement).style.width)).toEqual(['100%', '25%', '2.5%']);
  });

  it('keeps the active tab in the URL and moves between tabs with the keyboard', async () => {
    const { router } = setup();
    const tab = await screen.findByRole('tab', { name: 'Overview' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'My Listings' }));
    expect(screen.getByText('listings tab')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=listings');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=analytics');
    expect(screen.getByText('No views in the last 30 days yet.')).toBeInTheDocument();
  });

  it('shows analytics from the figures, with a table of views by day', async () => {
    const a = analytics({
      totalViews: 50,
      inquiries: 4,
      inquiryRate: 0.08,
      averagePrice: 1_000_000,
      averageDaysOnMarket: 12.4,
      priceComparisons: [
        {
          listingId: 41,
          title: '2019 Skoda Octavia',
          price: 1_000_000,
          comparableMedian: 1_100_000,
          comparableCount: 6,
        },
      ],
    });
    a.viewsByDay[29]!.views = 9;
    setup('/dashboard?tab=analytics', { analytics: a });
    expect(await screen.findByText('8.0%')).toBeInTheDocument();
    expect(screen.getByText('12 days')).toBeInTheDocument();
    expect(screen.getByText('9% below the market')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Views by day, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('shows saved cars with View Details, and the empty garage', async () => {
    setup('/dashboard?tab=garage', {
      garage: { cars: [userListing({ id: 9, title: '2021 Audi A3' })], count: 1 },
    });
    expect(await screen.findByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/cars/9');
    expect(screen.getByText('2019 · 48,000 miles · Petrol')).toBeInTheDocument();
  });

  it('shows the empty dream garage message', async () => {
    setup('/dashboard?tab=garage');
    expect(await screen.findByText('No cars in your dream garage yet')).toBeInTheDocument();
  });

  it('adds an Inquiries tab when an inbox is given', async () => {
    setup('/dashboard?tab=inquiries', { inbox: true });
    expect(await screen.findByText('the inbox')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds a Saved searches tab when saved searches are given', async () => {
    setup('/dashboard?tab=searches', { savedSearches: true });
    expect(await screen.findByText('the saved searches')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Saved searches' })).toHaveAttribute('aria-selected', 'true');
  });
});
