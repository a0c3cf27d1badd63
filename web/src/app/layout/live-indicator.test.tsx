import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAs } from '../../features/auth/testing/auth-handlers';
import { setLiveStatus, type LiveStatus } from '../../lib/live-status';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { LiveIndicator } from './live-indicator';
import { SiteHeader } from './site-header';

afterEach(() => setLiveStatus('connecting'));

describe('live indicator', () => {
  it.each<[LiveStatus, string]>([
    ['connecting', 'Connecting'],
    ['connected', 'Live'],
    ['reconnecting', 'Reconnecting'],
    ['offline', 'Offline'],
  ])('names the %s state and shows the word %s beside the dot', (status, word) => {
    setLiveStatus(status);
    renderWithProviders(<LiveIndicator />);
    const light = screen.getByRole('status', { name: `Live updates: ${status}` });
    expect(light).toHaveTextContent(word);
  });

  it('follows the connection as it changes', () => {
    renderWithProviders(<LiveIndicator />);
    expect(screen.getByRole('status', { name: 'Live updates: connecting' })).toBeInTheDocument();
    act(() => setLiveStatus('connected'));
    expect(screen.getByRole('status', { name: 'Live updates: connected' })).toHaveTextContent('Live');
    act(() => setLiveStatus('reconnecting'));
    expect(screen.getByRole('status', { name: 'Live updates: reconnecting' })).toBeInTheDocument();
  });

  it('explains itself in a tooltip when focused', async () => {
    setLiveStatus('offline');
    renderWithProviders(<LiveIndicator />);
    await userEvent.tab();
    expect(screen.getByRole('status', { name: 'Live updates: offline' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/listings on screen may be out of date/);
  });

  it('sits in the header', async () => {
    server.use(...signedInAs(null));
    setLiveStatus('connected');
    renderWithProviders(<SiteHeader />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('status', { name: 'Live updates: connected' })).toBeInTheDocument();
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
