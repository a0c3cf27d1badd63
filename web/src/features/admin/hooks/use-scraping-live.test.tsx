import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRAPING_TOPIC, type ScrapeProgressMessage } from '../../../../../bff/plugins/scraping/schemas';
import { startLive } from '../../../lib/live';
import { getLiveStatus } from '../../../lib/live-status';
import { nesServer } from '../../../testing/nes-server';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { AdminScreen } from '../components/admin-screen';
import { activeStatus, counts, finishedRun, person, runSource, runSummary } from '../testing/fixtures';
import { scrapingHandlers, signedInAs } from '../testing/scraping-handlers';

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

function setup(refuse: string[] = []) {
  const run = runSummary({ progress: 40 });
  const api = scrapingHandlers({ status: activeStatus(run), runs: [run] });
  server.use(...signedInAs(person('admin')), ...api.handlers);
  const nes = nesServer({ refuse });
  const view = renderRoutes([{ path: '/admin', element: <AdminScreen /> }], '/admin');
  stop = startLive(view.queryClient, { random: () => 0.05 });
  return { ...view, api, nes, run };
}

const progress = (run: ScrapeProgressMessage['run']): ScrapeProgressMessage => ({
  type: 'scrape_progress',
  run,
});

describe('live run progress on the admin page', () => {
  it('subscribes to every run’s progress after the hello, and moves the bar as messages arrive', async () => {
    const { nes, run } = setup();
    await waitFor(() => expect(nes.subscribed()).toEqual([SCRAPING_TOPIC]));
    // Not in the hello: a refused admin topic must not fail the listings' subscription with it.
    expect(nes.sockets[0]!.received[0]).toMatchObject({ type: 'hello', subs: ['/listings'] });
    await screen.findByRole('progressbar', { name: 'Scraping progress' });

    nes.publish(
      SCRAPING_TOPIC,
      progress({
        ...run,
        progress: 75,
        sources: [runSource({ sourceId: 'autohub', state: 'done', progress: 100, added: 350 })],
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Scraping progress' })).toHaveAttribute(
        'aria-valuenow',
        '75',
      ),
    );
    const bySource = screen.getByRole('table', { name: 'Progress by source' });
    expect(within(bySource).getByRole('row', { name: /AutoHub/ })).toHaveTextContent('350');
    expect(
      within(screen.getByRole('table', { name: 'Sources' })).getByRole('row', { name: /AutoHub/ }),
    ).toHaveTextContent('Done');
  });

  it('does not poll while progress arrives live, and reads the status again when the run ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { nes, api, run } = setup();
    await waitFor(() => expect(nes.subscribed()).toEqual([SCRAPING_TOPIC]));
    await screen.findByRole('progressbar', { name: 'Scraping progress' });
    const before = api.requests.status;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(api.requests.status).toBe(before);

    const done = finishedRun('completed', {
      ...run,
      totals: counts({ added: 12, updated: 3, removed: 1, rejected: 2 }),
    });
    api.state.status = { ...api.state.status, active: false, progress: 0, run: done };
    nes.publish(SCRAPING_TOPIC, progress(done));
    expect(await screen.findByText('Scraping complete')).toBeInTheDocument();
    expect(screen.getByText('12 added, 3 updated, 1 removed, 2 rejected.')).toBeInTheDocument();
    await waitFor(() => expect(api.requests.status).toBe(before + 1));
    expect(await screen.findByRole('button', { name: 'Start Full Scraping' })).toBeEnabled();
  });

  it('keeps polling when the server refuses the subscription', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { nes, api } = setup([SCRAPING_TOPIC]);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(getLiveStatus()).toBe('connected');
    expect(nes.sockets).toHaveLength(1);
    await screen.findByRole('progressbar', { name: 'Scraping progress' });
    const before = api.requests.status;
    await vi.advanceTimersByTimeAsync(5000);
    await waitFor(() => expect(api.requests.status).toBe(before + 1));
    warn.mockRestore();
  });

  it('ignores a malformed message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { nes } = setup();
    await waitFor(() => expect(nes.subscribed()).toEqual([SCRAPING_TOPIC]));
    await screen.findByRole('progressbar', { name: 'Scraping progress' });
    nes.publish(SCRAPING_TOPIC, { type: 'scrape_progress', run: { id: 'x' } });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Malformed scraping progress ignored', expect.anything()),
    );
    expect(screen.getByRole('progressbar', { name: 'Scraping progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    warn.mockRestore();
  });
});
