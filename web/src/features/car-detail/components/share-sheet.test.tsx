import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/server';
import { renderWithProviders } from '../../../testing/render';
import { makeCar } from '../testing/car-fixture';
import { CarDetailScreen } from './car-detail-screen';

async function openShareSheet() {
  server.use(http.get('/api/cars/42', () => HttpResponse.json(makeCar())));
  const user = userEvent.setup();
  renderWithProviders(<CarDetailScreen id="42" />, '/cars/42');
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  return { user, sheet: await screen.findByRole('dialog', { name: 'Share this car' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  delete (navigator as { share?: unknown }).share;
});

describe('Share sheet', () => {
  it('copies the page link and says so', async () => {
    const { user, sheet } = await openShareSheet();
    await user.click(within(sheet).getByRole('button', { name: 'Copy Link' }));

    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/cars/42`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the native share only when the browser has one', async () => {
    const { sheet } = await openShareSheet();
    expect(within(sheet).queryByRole('button', { name: /Share via/ })).not.toBeInTheDocument();
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'XShare on X(opens a new window)',
      'FShare on Facebook(opens a new window)',
      'LShare on LinkedIn(opens a new window)',
      'WShare on WhatsApp(opens a new window)',
    ]);
  });

  it('puts the native share first and ignores a cancelled share', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    const { user, sheet } = await openShareSheet();

    const native = within(sheet).getByRole('button', { name: 'Share via…' });
    const firstSite = within(sheet).getByRole('link', { name: /Share on X/ });
    expect(native.compareDocumentPosition(firstSite) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(native);

    expect(share).toHaveBeenCalledWith({
      title: '2022 Tesla Model 3 Long Range',
      url: `${window.location.origin}/cars/42`,
    });
    expect(screen.getByRole('dialog', { name: 'Share this car' })).toBeInTheDocument();
    // Silence: no error message of any kind (000 §8).
    expect(screen.queryByText(/could not|failed|error/i)).not.toBeInTheDocument();
  });

  it('opens social sites in a 600x400 window', async () => {
    const popup = { opener: {} } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const { user, sheet } = await openShareSheet();

    await user.click(within(sheet).getByRole('link', { name: /Share on LinkedIn/ }));
    const url = encodeURIComponent(`${window.location.origin}/cars/42`);
    expect(open).toHaveBeenCalledWith(
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
      '_blank',
      'width=600,height=400',
    );
    expect(popup.opener).toBeNull();
  });
});
