import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { dealerUser, myApplication, testResult } from '../testing/fixtures';
import {
  dealerHandlers,
  SIMPLE_APPLICATION_ID,
  signedInAs,
  type DealerServerOptions,
} from '../testing/handlers';
import { ApplicationScreen } from './application-screen';

const PATH = '/dealer/upload-api';
const API_KEY = 'am_live_7Qm2xVb9Lr4TnP8s';
/** Long enough for one 1.5 s poll and then some. */
const POLLED = { timeout: 5000 };

function setup(options: DealerServerOptions & { signedOut?: boolean } = {}) {
  const api = dealerHandlers(options);
  server.use(...signedInAs(options.signedOut ? null : dealerUser), ...api.handlers);
  const view = renderRoutes([{ path: PATH, element: <ApplicationScreen /> }], PATH);
  return { ...view, api, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Dealership name (required)'), 'Eastgate Cars');
  await user.type(screen.getByLabelText('Contact email (required)'), 'api@eastgate.example');
  await user.type(screen.getByLabelText('API URL (required)'), 'https://api.eastgate.example/vehicles');
  await user.type(screen.getByLabelText('Authentication token (required)'), 'tok_123');
  await user.type(screen.getByLabelText('About your dealership (required)'), 'Family-run since 1988');
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Submit Application' }));

beforeEach(() => resetCsrfToken());

describe('ApplicationScreen', () => {
  it('says how approval works without claiming AI, and asks a visitor to sign in', async () => {
    setup({ signedOut: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Connect your dealer API' })).toBeInTheDocument();
    expect(screen.getByText(/quality score of 85% or more are approved at once/)).toBeInTheDocument();
    expect(screen.queryByText(/\bAI\b/)).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign in to start' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fdealer%2Fupload-api',
    );
  });

  it('raises the Missing Information toast for a blank required field and sends nothing', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByLabelText('Dealership name (required)'), 'Eastgate Cars');
    await user.type(screen.getByLabelText('Contact email (required)'), 'api@eastgate.example');
    await user.type(screen.getByLabelText('Authentication token (required)'), 'tok_123');
    await submit(user);
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText('API URL (required)')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.submissions).toHaveLength(0);
  });

  it('submits, shows the application id and says the API is being tested', async () => {
    const { api, user } = setup({ reads: [myApplication({ status: 'testing' })] });
    await fillIn(user);
    await submit(user);
    expect(await screen.findByText(`#${SIMPLE_APPLICATION_ID}`)).toBeInTheDocument();
    expect(await screen.findByText(/Testing your API/)).toBeInTheDocument();
    expect(api.requests.submissions).toEqual([
      {
        dealerName: 'Eastgate Cars',
        contactEmail: 'api@eastgate.example',
        apiUrl: 'https://api.eastgate.example/vehicles',
        authToken: 'tok_123',
        businessRegistration: '',
        description: 'Family-run since 1988',
      },
    ]);
  });

  it('shows an instant approval with the dealer id and the key, shown once, after polling', async () => {
    const { api, user } = setup({
      reads: [
        myApplication(),
        myApplication({
          status: 'approved',
          testResult: testResult({ dataQualityScore: 92, issues: [] }),
          dealerId: 501,
          apiKeyOnce: API_KEY,
        }),
      ],
    });
    await fillIn(user);
    await submit(user);
    expect(await screen.findByText(/Approved instantly/, {}, POLLED)).toBeInTheDocument();
    expect(screen.getByText('501')).toBeInTheDocument();
    expect(screen.getByLabelText('API key')).toHaveTextContent(API_KEY);
    expect(screen.getByText('This key is shown once. Store it now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeInTheDocument();
    expect(api.requests.reads).toBe(2);
  });

  it('says it waits for review with the test score and issues when the test did not approve it', async () => {
    const { user } = setup({
      reads: [myApplication({ status: 'testing' }), myApplication({ testResult: testResult() })],
    });
    await fillIn(user);
    await submit(user);
    const status = await screen.findByText(/Waiting for review/, {}, POLLED);
    const box = status.closest('div')!;
    expect(within(box).getByText('72%')).toBeInTheDocument();
    expect(within(box).getByText('12 vehicles have no images')).toBeInTheDocument();
    expect(within(box).getByText('Mileage missing on 3 vehicles')).toBeInTheDocument();
    expect(screen.queryByText(/Approved instantly/)).not.toBeInTheDocument();
  });

  it("shows the Submission Failed toast with the server's message", async () => {
    const { user } = setup({
      submitError: { status: 409, message: 'You already have an application being reviewed' },
    });
    await fillIn(user);
    await submit(user);
    expect(await screen.findByText('Submission Failed')).toBeInTheDocument();
    expect(screen.getByText('You already have an application being reviewed')).toBeInTheDocument();
    expect(screen.getByLabelText('Dealership name (required)')).toHaveValue('Eastgate Cars');
  });

  it('starts a blank form again with Submit Another Application', async () => {
    const { user } = setup({
      reads: [myApplication({ status: 'rejected', reviewNotes: 'API unreachable' })],
    });
    await fillIn(user);
    await submit(user);
    expect(await screen.findByText(/was not approved/)).toBeInTheDocument();
    expect(screen.getByText('API unreachable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Another Application' }));
    expect(await screen.findByLabelText('Dealership name (required)')).toHaveValue('');
  });
});
