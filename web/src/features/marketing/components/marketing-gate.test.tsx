import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { DEALER, OTHER_DEALER } from '../testing/fixtures';
import { NOT_A_DEALER_MESSAGE } from '../testing/handlers';
import { renderPage } from '../testing/render';
import { SocialScreen } from './social/social-screen';
import { VideoScreen } from './video/video-screen';

const VIDEO = '/tiktok-generator';
const SOCIAL = '/social-media-toolkit';
const params = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

beforeEach(() => resetCsrfToken());

describe('the marketing pages: who may use them', () => {
  it('sends a signed-out visitor to sign in, coming back to the page afterwards', async () => {
    const { router } = renderPage(<VideoScreen />, VIDEO, `${VIDEO}?dealerId=9`, { as: null });
    expect(await screen.findByText('sign in screen')).toBeInTheDocument();
    expect(params(router).get('next')).toBe(`${VIDEO}?dealerId=9`);
  });

  it('sends a signed-out visitor of the toolkit to sign in as well', async () => {
    const { router } = renderPage(<SocialScreen />, SOCIAL, SOCIAL, { as: null });
    expect(await screen.findByText('sign in screen')).toBeInTheDocument();
    expect(params(router).get('next')).toBe(SOCIAL);
  });

  it('tells someone who is not a dealer, in the server’s words, how to become one', async () => {
    const { api } = renderPage(<VideoScreen />, VIDEO, VIDEO, { as: 'user' });
    expect(
      await screen.findByRole('heading', { name: 'Become a dealer to use the marketing tools' }),
    ).toBeInTheDocument();
    expect(screen.getByText(NOT_A_DEALER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to become a dealer' })).toHaveAttribute(
      'href',
      '/dealer-onboarding',
    );
    expect(screen.getByRole('link', { name: 'Connect your dealer API' })).toHaveAttribute(
      'href',
      '/dealer/upload-api',
    );
    expect(
      screen.getByText(/once your application is approved, your dealer account opens/),
    ).toBeInTheDocument();
    // Nothing of a dealer's is asked for.
    expect(api.requests.cars).toHaveLength(0);
    expect(api.requests.recent).toHaveLength(0);
    expect(screen.queryByRole('tab', { name: 'Car' })).not.toBeInTheDocument();
  });

  it('shows a dealer its own name and works on its own dealer id', async () => {
    const { api } = renderPage(<VideoScreen />, VIDEO, VIDEO, { as: 'dealer' });
    expect(await screen.findByText(/^Working as/)).toHaveTextContent(`Working as ${DEALER.name}`);
    expect(screen.queryByLabelText('Working for dealer')).not.toBeInTheDocument();
    await waitFor(() => expect(api.requests.cars[0]?.get('dealerId')).toBe(String(DEALER.id)));
    expect(api.requests.recent[0]).toBe(String(DEALER.id));
  });

  it('lets an admin pick the dealer, keeping the choice in the URL', async () => {
    const { api, router, user } = renderPage(<SocialScreen />, SOCIAL, SOCIAL, {
      as: 'admin',
      dealers: [DEALER, OTHER_DEALER],
    });
    const picker = await screen.findByLabelText('Working for dealer');
    expect(picker).toHaveValue(String(DEALER.id));
    await waitFor(() => expect(api.requests.cars.at(-1)?.get('dealerId')).toBe(String(DEALER.id)));
    await user.selectOptions(picker, String(OTHER_DEALER.id));
    expect(params(router).get('dealerId')).toBe(String(OTHER_DEALER.id));
    await waitFor(() => expect(api.requests.cars.at(-1)?.get('dealerId')).toBe(String(OTHER_DEALER.id)));
    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    await waitFor(() => expect(api.requests.analyticsReads).toContain(String(OTHER_DEALER.id)));
  });

  it('opens at the dealer named in the URL for an admin', async () => {
    renderPage(<VideoScreen />, VIDEO, `${VIDEO}?dealerId=${OTHER_DEALER.id}`, {
      as: 'admin',
      dealers: [DEALER, OTHER_DEALER],
    });
    expect(await screen.findByLabelText('Working for dealer')).toHaveValue(String(OTHER_DEALER.id));
  });
});
