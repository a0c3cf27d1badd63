import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../lib/auth';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import {
  activeStatus,
  counts,
  eightSources,
  finishedRun,
  person,
  runSummary,
  scrapingStatus,
} from '../testing/fixtures';
import {
  ALREADY_ACTIVE,
  scrapingHandlers,
  signedInAs,
  type ScrapingServerOptions,
} from '../testing/scraping-handlers';
import { AdminScreen } from './admin-screen';

function setup(options: ScrapingServerOptions & { user?: PublicUser | null } = {}) {
  const api = scrapingHandlers(options);
  server.use(...signedInAs(options.user === undefined ? person('admin') : options.user), ...api.handlers);
  const view = renderRoutes(
    [
      { path: '/admin', element: <AdminScreen /> },
      { path: '/auth', element: <p>sign in screen</p> },
      { path: '/', element: <h1>Search home</h1> },
    ],
    '/admin',
  );
  return { ...view, api };
}

/** The value of a status card, found by its label. */
const card = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

beforeEach(() => resetCsrfToken());
afterEach(() => vi.useRealTimers());

describe('AdminScreen', () => {
  it('sends a signed-out visitor to sign in, coming back to /admin', async () => {
    const { router, api } = setup({ user: null });
    expect(await screen.findByText('sign in screen')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fadmin');
    expect(api.requests.status).toBe(0);
  });

  it('tells a signed-in non-admin the page is not for them, without asking for the status', async () => {
    const { api } = setup({ user: person('user') });
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/needs admin rights/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/');
    expect(api.requests.status).toBe(0);
  });

  it('shows the not-allowed screen when the API answers 403', async () => {
    setup({ statusError: 403 });
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Data Management' })).not.toBeInTheDocument();
  });

  it('shows the API’s figures in the status cards', async () => {
    const run = finishedRun('completed', { id: 4, finishedAt: '2026-11-20T10:30:00.000Z' });
    setup({
      status: scrapingStatus({ totalCars: 12_345, sitesScraped: 3, run }),
      runs: [run],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Management' })).toBeInTheDocument();
    expect(await screen.findByText('Total Cars')).toBeInTheDocument();
    expect(within(card('Total Cars')).getByText('12,345')).toBeInTheDocument();
    expect(within(card('Sites Scraped')).getByText('3 / 8')).toBeInTheDocument();
    expect(within(card('Scraping Status')).getByText('Idle')).toBeInTheDocument();
    expect(within(card('Last Update')).getByText('Run #4 completed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest run #4' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Scraping progress' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Full Scraping' })).toBeEnabled();
  });

  it('says plainly that nothing has run yet', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'No scraping run yet' })).toBeInTheDocument();
    expect(within(card('Last Update')).getByText('No run yet')).toBeInTheDocument();
    expect(within(card('Total Cars')).getByText('0')).toBeInTheDocument();
    expect(await screen.findByText('No scraping runs yet.')).toBeInTheDocument();
  });

  it('lists the eight sources with their real listing counts, and never for one not yet crawled', async () => {
    setup({
      status: scrapingStatus({
        sources: eightSources({
          autohub: { listings: 1_200, lastRun: '2026-11-20T10:30:00.000Z', state: 'done' },
          pistonpost: { enabled: false, state: 'disabled' },
        }),
      }),
    });
    const table = await screen.findByRole('table', { name: 'Sources' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    const autohub = within(table).getByRole('row', { name: /AutoHub/ });
    expect(within(autohub).getByText('1,200')).toBeInTheDocument();
    expect(within(autohub).getByText('Web pages')).toBeInTheDocument();
    expect(within(autohub).getByText('Done')).toBeInTheDocument();
    expect(within(autohub).queryByText('never')).not.toBeInTheDocument();
    const piston = within(table).getByRole('row', { name: /PistonPost/ });
    expect(within(piston).getByText('never')).toBeInTheDocument();
    expect(within(piston).getByText('Partner feed only')).toBeInTheDocument();
    expect(within(piston).getByText('No')).toBeInTheDocument();
    expect(within(table).getAllByText('never')).toHaveLength(7);
  });

  it('shows the active run’s real progress, source by source', async () => {
    setup({ status: activeStatus(runSummary({ progress: 40 })), runs: [runSummary()] });
    const bar = await screen.findByRole('progressbar', { name: 'Scraping progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(card('Scraping Status')).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scraping Active' })).toBeDisabled();
    const bySource = screen.getByRole('table', { name: 'Progress by source' });
    const autohub = within(bySource).getByRole('row', { name: /AutoHub/ });
    expect(within(autohub).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(within(autohub).getByText('200')).toBeInTheDocument();
    expect(within(autohub).getByText('of 400')).toBeInTheDocument();
    expect(within(autohub).getByText('Crawling')).toBeInTheDocument();
    expect(within(bySource).getByRole('row', { name: /MotorMart/ })).toHaveTextContent('Queued');
  });

  it('starts a run: sends the POST, says so, and the button reads Scraping Active', async () => {
    const { api } = setup();
    const start = await screen.findByRole('button', { name: 'Start Full Scraping' });
    await userEvent.click(start);
    expect(await screen.findByText('Scraping Started')).toBeInTheDocument();
    expect(screen.getByText('Comprehensive car data scraping has begun.')).toBeInTheDocument();
    expect(api.requests.start).toEqual([{}]);
    expect(await screen.findByRole('button', { name: 'Scraping Active' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Scraping progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    // The history is read again and shows the new run.
    const history = await screen.findByRole('table', { name: 'Run history' });
    expect(within(history).getByRole('row', { name: /#1/ })).toHaveTextContent('Running');
  });

  it('shows the server’s message when a run is already active (409)', async () => {
    setup({ start: 409 });
    await userEvent.click(await screen.findByRole('button', { name: 'Start Full Scraping' }));
    expect(await screen.findByText(`Failed to start scraping: ${ALREADY_ACTIVE}`)).toBeInTheDocument();
    expect(screen.getByText('Error').closest('li')).toHaveClass('bg-red-700');
  });

  it('cancels the active run after asking, and says it was cancelled', async () => {
    const { api } = setup({ status: activeStatus(), runs: [runSummary()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel run' }));
    expect(screen.getByText('Cancel run #1? Listings it has already saved stay.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel run' }));
    expect(await screen.findByText('Scraping cancelled')).toBeInTheDocument();
    expect(api.requests.cancel).toEqual(['1']);
    expect(await screen.findByRole('button', { name: 'Start Full Scraping' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Latest run #1' })).toBeInTheDocument();
  });

  it('says how a run ended when a poll finds it finished', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const run = runSummary();
    const { api } = setup({ status: activeStatus(run), runs: [run] });
    expect(await screen.findByRole('button', { name: 'Scraping Active' })).toBeInTheDocument();
    api.state.status = scrapingStatus({
      totalCars: 200,
      run: finishedRun('completed', {
        totals: counts({ added: 1_204, updated: 36, removed: 12, rejected: 4 }),
      }),
    });
    await vi.advanceTimersByTimeAsync(5000);
    expect(await screen.findByText('Scraping complete')).toBeInTheDocument();
    expect(screen.getByText('1,204 added, 36 updated, 12 removed, 4 rejected.')).toBeInTheDocument();
  });

  it('polls every 5 s while a run is active', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = setup({ status: activeStatus(), runs: [runSummary()] });
    await screen.findByRole('progressbar', { name: 'Scraping progress' });
    const before = api.requests.status;
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(api.requests.status).toBe(before + 1));
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(api.requests.status).toBe(before + 2));
  });

  it('polls every 30 s when idle', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { api } = setup();
    await screen.findByRole('heading', { name: 'No scraping run yet' });
    const before = api.requests.status;
    await vi.advanceTimersByTimeAsync(25_000);
    expect(api.requests.status).toBe(before);
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(api.requests.status).toBe(before + 1));
  });
});
