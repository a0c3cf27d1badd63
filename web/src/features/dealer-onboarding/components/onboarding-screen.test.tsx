import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OnboardingState } from '../../../../../bff/plugins/dealers/schemas';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import {
  companyDraft,
  contactDraft,
  dealerUser,
  integrationDraft,
  onboardingState,
  profileDraft,
} from '../testing/fixtures';
import { APPLICATION_ID, dealerHandlers, signedInAs, type DealerServerOptions } from '../testing/handlers';
import { OnboardingScreen } from './onboarding-screen';

const PATH = '/dealer-onboarding';
const fullDraft = { ...companyDraft, ...contactDraft, ...profileDraft, ...integrationDraft };

function setup(options: DealerServerOptions & { signedOut?: boolean } = {}) {
  const api = dealerHandlers(options);
  server.use(...signedInAs(options.signedOut ? null : dealerUser), ...api.handlers);
  const view = renderRoutes(
    [
      { path: PATH, element: <OnboardingScreen /> },
      { path: '/auth', element: <p>sign in screen</p> },
    ],
    PATH,
  );
  return { ...view, api, user: userEvent.setup() };
}

/** A wizard at `step` with every field already saved (valid). */
const at = (step: number, extra: Partial<OnboardingState> = {}) =>
  onboardingState({ step, draft: fullDraft, ...extra });

const next = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

beforeEach(() => resetCsrfToken());

describe('OnboardingScreen', () => {
  it('tells a signed-out visitor why to join and links to sign in and back', async () => {
    const { api } = setup({ signedOut: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Dealer Onboarding' })).toBeInTheDocument();
    const signIn = await screen.findByRole('link', { name: 'Sign in to start' });
    expect(signIn).toHaveAttribute('href', '/auth?next=%2Fdealer-onboarding');
    expect(screen.getByRole('link', { name: 'Create a Car Dealer account' })).toHaveAttribute(
      'href',
      '/auth?tab=signup&next=%2Fdealer-onboarding',
    );
    expect(screen.getByText(/no monthly fees, no setup costs and no commissions/)).toBeInTheDocument();
    expect(api.requests.steps).toHaveLength(0);
  });

  it.each([
    { step: 1, label: 'Company number', typed: '1234', message: 'Company number required' },
    { step: 2, label: 'Email', typed: 'jane@', message: 'Valid email required' },
    { step: 3, label: 'Average vehicle price (£)', typed: '500', message: 'Average price must be realistic' },
    { step: 4, label: 'API endpoint', typed: '', message: 'API endpoint required for an API integration' },
  ])(
    'shows "$message" under the field on step $step, focuses it and does not save',
    async ({ step, label, typed, message }) => {
      const { api, user } = setup({ state: at(step) });
      const field = await screen.findByLabelText(label);
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(next());
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      await waitFor(() => expect(field).toHaveFocus());
      expect(api.requests.steps).toHaveLength(0);
      expect(screen.getByText(`Step ${step} of 5`)).toBeInTheDocument();
    },
  );

  it('resumes at the saved step with the saved values, pounds shown for the pence saved', async () => {
    setup({
      state: onboardingState({ step: 3, draft: { ...companyDraft, ...contactDraft, ...profileDraft } }),
    });
    expect(await stepHeading('Business Profile')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByLabelText('Dealership type')).toHaveValue('franchise');
    expect(screen.getByLabelText('Website (optional)')).toHaveValue('https://www.northside.co.uk');
    expect(screen.getByLabelText('Estimated monthly stock (vehicles)')).toHaveValue(40);
    expect(screen.getByLabelText('Average vehicle price (£)')).toHaveValue(18500);
  });

  it('starts a new draft at step 1 with the defaults and Previous disabled', async () => {
    const { user, api } = setup({ state: onboardingState({ step: 1, draft: {} }) });
    expect(await stepHeading('Company Details')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.type(screen.getByLabelText('Company name'), 'Northside Motors Ltd');
    await user.type(screen.getByLabelText('Company number'), '09876543');
    await user.type(screen.getByLabelText('Business address'), '12 Mill Lane, Leeds LS1 4AB');
    await user.click(next());
    expect(await stepHeading('Contact Information')).toBeInTheDocument();
    expect(api.requests.steps[0]).toEqual({
      step: 1,
      body: {
        companyName: 'Northside Motors Ltd',
        tradingName: '',
        companyNumber: '09876543',
        vatNumber: '',
        businessAddress: '12 Mill Lane, Leeds LS1 4AB',
      },
    });
    // Previous goes back through the server.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await stepHeading('Company Details')).toBeInTheDocument();
    expect(api.requests.backs).toBe(1);
  });

  it('sends the average price in pence and the stock as a number', async () => {
    const { api, user } = setup({
      state: onboardingState({ step: 3, draft: { ...companyDraft, ...contactDraft } }),
    });
    await stepHeading('Business Profile');
    expect(screen.getByLabelText('Dealership type')).toHaveValue('independent');
    await user.selectOptions(screen.getByLabelText('Dealership type'), 'Supermarket');
    await user.type(screen.getByLabelText('Estimated monthly stock (vehicles)'), '25');
    await user.type(screen.getByLabelText('Average vehicle price (£)'), '15000');
    await user.click(next());
    expect(await stepHeading('Integration Setup')).toBeInTheDocument();
    expect(api.requests.steps[0]!.body).toEqual({
      dealershipType: 'supermarket',
      websiteUrl: '',
      estimatedMonthlyStock: 25,
      averageVehiclePrice: 1_500_000,
    });
  });

  it("shows the server's 400 message under its field", async () => {
    const { user } = setup({
      state: at(1),
      stepError: { status: 400, message: 'companyNumber: Company number already registered' },
    });
    await stepHeading('Company Details');
    await user.click(next());
    expect(await screen.findByText('Company number already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Company number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });

  it('sends the four API inputs with step 4 and never shows the secret back', async () => {
    const { api, user } = setup({
      state: onboardingState({ step: 4, draft: { ...companyDraft, ...contactDraft, ...profileDraft } }),
    });
    await stepHeading('Integration Setup');
    expect(screen.getByRole('radio', { name: /^API/ })).toBeChecked();
    await user.type(screen.getByLabelText('API endpoint'), 'https://api.northside.co.uk/stock');
    await user.type(screen.getByLabelText('API key (optional)'), 'key-12345678');
    const secret = screen.getByLabelText('API secret (optional)');
    expect(secret).toHaveAttribute('type', 'password');
    await user.type(secret, 's3cret-value');
    await user.type(screen.getByLabelText('Webhook URL (optional)'), 'https://northside.co.uk/hook');
    await user.click(next());
    expect(await stepHeading('Review & Submit')).toBeInTheDocument();
    expect(api.requests.steps[0]!.body).toMatchObject({
      integrationType: 'api',
      apiEndpoint: 'https://api.northside.co.uk/stock',
      apiKey: 'key-12345678',
      apiSecret: 's3cret-value',
      webhookUrl: 'https://northside.co.uk/hook',
    });
    const integration = screen.getByRole('region', { name: 'Integration Setup' });
    expect(within(integration).getByText('saved')).toBeInTheDocument();
    expect(within(integration).getByText('••••5678')).toBeInTheDocument();
    expect(screen.queryByText('s3cret-value')).not.toBeInTheDocument();
    // Back on step 4, the saved secret is not in the page: a blank field keeps it.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await stepHeading('Integration Setup');
    expect(screen.getByLabelText('API secret (optional)')).toHaveValue('');
    expect(screen.getByText('A secret is saved; leave blank to keep it')).toBeInTheDocument();
  });

  it('explains CSV upload and sends no API details for it', async () => {
    const { api, user } = setup({ state: at(4) });
    await stepHeading('Integration Setup');
    await user.click(screen.getByRole('radio', { name: /CSV upload/ }));
    expect(
      screen.getByText(/upload a CSV file of your stock from your dealer dashboard/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('API endpoint')).not.toBeInTheDocument();
    await user.click(next());
    await stepHeading('Review & Submit');
    expect(api.requests.steps[0]!.body).toMatchObject({
      integrationType: 'csv',
      apiEndpoint: '',
      feedUrl: '',
    });
  });

  it('keeps Submit Application disabled until both required boxes are ticked, then submits everything', async () => {
    const { api, user } = setup({ state: at(5, { apiSecretSaved: true }) });
    await stepHeading('Review & Submit');
    expect(screen.getByText('Northside Motors Ltd')).toBeInTheDocument();
    expect(screen.getByText('£18,500')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /data protection agreement/ }));
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Application submitted' })).toBeInTheDocument();
    expect(api.requests.onboards).toHaveLength(1);
    expect(api.requests.onboards[0]).toMatchObject({
      ...companyDraft,
      ...contactDraft,
      ...profileDraft,
      integrationType: 'api',
      apiSecret: '',
      termsAccepted: true,
      dataProtectionAccepted: true,
      marketingConsent: false,
    });
  });

  it('says "Failed to submit application. Please try again." when the submit fails', async () => {
    const { user } = setup({ state: at(5), onboardError: { status: 500 } });
    await stepHeading('Review & Submit');
    await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await user.click(screen.getByRole('checkbox', { name: /data protection agreement/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to submit application. Please try again.',
    );
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
  });

  it('shows the confirmation of a submitted application with what happens next and its download', async () => {
    setup({ state: at(6, { applicationId: APPLICATION_ID, status: 'pending' }) });
    expect(await screen.findByRole('heading', { name: 'Application submitted' })).toBeInTheDocument();
    expect(screen.getByText(`#${APPLICATION_ID}`)).toBeInTheDocument();
    expect(screen.getByText(/within 24-48 hours/)).toBeInTheDocument();
    expect(screen.getByText(/e-mail with your API credentials/)).toBeInTheDocument();
    expect(screen.getByText(/technical onboarding call/)).toBeInTheDocument();
    expect(screen.getByText(/set up your integration/)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download Application' });
    expect(download).toHaveAttribute('href', `/api/dealer/applications/${APPLICATION_ID}/download`);
    expect(download).toHaveAttribute('download');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends a support request with the application attached and says it was sent', async () => {
    const { api, user } = setup({ state: at(6, { applicationId: APPLICATION_ID, status: 'pending' }) });
    await user.click(await screen.findByRole('button', { name: 'Contact Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Support' });
    expect(within(dialog).getByLabelText('Your name')).toHaveValue('Jane Smith');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jane@northside.co.uk');
    await user.type(within(dialog).getByLabelText('Message'), 'Too short');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Please write at least 10 characters')).toBeInTheDocument();
    expect(api.requests.support).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Message'), ' - when is my call booked?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Your message has been sent.')).toBeInTheDocument();
    expect(api.requests.support).toEqual([
      {
        name: 'Jane Smith',
        email: 'jane@northside.co.uk',
        subject: `Dealer application #${APPLICATION_ID}`,
        message: 'Too short - when is my call booked?',
        applicationId: APPLICATION_ID,
      },
    ]);
  });

  it('starts another application at step 1', async () => {
    const { api, user } = setup({ state: at(6, { applicationId: APPLICATION_ID, status: 'pending' }) });
    await user.click(await screen.findByRole('button', { name: 'Start another application' }));
    expect(await stepHeading('Company Details')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(api.requests.restarts).toBe(1);
  });
});
