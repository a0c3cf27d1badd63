import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, saveConsent } from '../../../lib/consent';
import { renderRoutes } from '../../../testing/render';
import { ConsentBanner } from './consent-banner';

beforeEach(() => localStorage.clear());

function renderAt(url = '/') {
  const page = (title: string) => (
    <>
      <h1>{title}</h1>
      <ConsentBanner />
    </>
  );
  return renderRoutes(
    [
      { path: '/', element: page('Search home') },
      { path: '/cookie-policy', element: page('Cookie Policy') },
    ],
    url,
  );
}

const banner = () => screen.queryByRole('region', { name: 'Cookies on AllMotors' });

describe('cookie banner', () => {
  it('shows on a first visit with accept, reject and manage choices', () => {
    renderAt();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject non-essential' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage choices' })).toHaveAttribute(
      'href',
      '/cookie-policy#preferences',
    );
  });

  it('rejecting non-essential stores only necessary and hides the banner for good', async () => {
    const first = renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Reject non-essential' }));
    expect(banner()).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      necessary: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    first.unmount();
    renderAt();
    expect(banner()).not.toBeInTheDocument();
  });

  it('accepting all stores every category', async () => {
    renderAt();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      necessary: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
  });

  it('is not shown once a choice was saved', () => {
    saveConsent({ necessary: true, functional: true, analytics: false, marketing: false });
    renderAt();
    expect(banner()).not.toBeInTheDocument();
  });

  it('leaves the cookie policy to its own switches', async () => {
    const { router } = renderAt();
    await userEvent.click(screen.getByRole('link', { name: 'Manage choices' }));
    expect(router.state.location.pathname).toBe('/cookie-policy');
    expect(screen.getByRole('heading', { name: 'Cookie Policy' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('removes a comparison list kept before any choice was made', () => {
    localStorage.setItem('compare-cars', '[]');
    renderAt();
    expect(localStorage.getItem('compare-cars')).toBeNull();
  });
});
