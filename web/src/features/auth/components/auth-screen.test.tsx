import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { CSRF_TOKEN, makeUser, signedInAs } from '../testing/auth-handlers';
import { AuthScreen } from './auth-screen';

function renderAuth(url = '/auth') {
  return renderRoutes(
    [
      { path: '/auth', element: <AuthScreen productName="AllMotors" tagline="All platforms, one search" /> },
      { path: '/', element: <h1>Home</h1> },
      { path: '/dream-garage', element: <h1>Garage</h1> },
    ],
    url,
  );
}

beforeEach(() => resetCsrfToken());

describe('sign-in screen', () => {
  it('shows the product, tabs and social links that navigate the whole page', async () => {
    server.use(...signedInAs(null));
    renderAuth();
    expect(screen.getByRole('heading', { name: 'Sign in to AllMotors' })).toBeInTheDocument();
    expect(screen.getByText('All platforms, one search')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    expect(screen.getByRole('link', { name: 'Continue with Facebook' })).toHaveAttribute(
      'href',
      '/api/auth/facebook',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
    // Arrow keys move between the tabs.
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    [
      'google_not_configured',
      'Google login is not configured yet. Please use email/password login or contact support.',
    ],
    [
      'facebook_not_configured',
      'Facebook login is not configured yet. Please use email/password login or contact support.',
    ],
    ['google_failed', 'Google login failed. Please try again or use email/password login.'],
    ['facebook_failed', 'Facebook login failed. Please try again or use email/password login.'],
  ])('shows the message for ?error=%s', (code, message) => {
    server.use(...signedInAs(null));
    renderAuth(`/auth?error=${code}`);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('ignores an unknown error code', () => {
    server.use(...signedInAs(null));
    renderAuth('/auth?error=nonsense');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a signed-in visitor home, replacing the sign-in page', async () => {
    server.use(...signedInAs(makeUser()));
    const { router } = renderAuth();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('Sign In form', () => {
  it('checks both fields in the browser without calling the server', async () => {
    let called = false;
    server.use(
      ...signedInAs(null),
      http.post('/api/login', () => ((called = true), HttpResponse.json({}))),
    );
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(called).toBe(false);
  });

  it("shows the server's message when sign-in is refused", async () => {
    server.use(
      ...signedInAs(null),
      http.post('/api/login', () =>
        HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 }),
      ),
    );
    renderAuth();
    await userEvent.type(screen.getByLabelText('Username'), 'jsmith');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
  });

  it('falls back to the fixed text when the server gives no message, and shows a 429 message', async () => {
    let attempt = 0;
    server.use(
      ...signedInAs(null),
      http.post('/api/login', () =>
        ++attempt === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json({ message: 'Too many attempts. Please wait and try again.' }, { status: 429 }),
      ),
    );
    renderAuth();
    await userEvent.type(screen.getByLabelText('Username'), 'jsmith');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please wait and try again.'),
    );
  });

  it('signs in with the CSRF token, refreshes the user and goes to a local next path', async () => {
    let signedIn = false;
    let sent: { body: unknown; csrf: string | null } | null = null;
    server.use(
      http.get('/api/csrf', () => HttpResponse.json({ token: CSRF_TOKEN })),
      http.get('/api/user', () =>
        signedIn ? HttpResponse.json(makeUser()) : HttpResponse.json({}, { status: 401 }),
      ),
      http.post('/api/login', async ({ request }) => {
        sent = { body: await request.json(), csrf: request.headers.get('X-CSRF-Token') };
        signedIn = true;
        return HttpResponse.json(makeUser());
      }),
    );
    const { queryClient } = renderAuth('/auth?next=/dream-garage');
    await userEvent.type(screen.getByLabelText('Username'), ' jsmith ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Garage' })).toBeInTheDocument();
    expect(sent).toEqual({ body: { username: 'jsmith', password: 'secret-pass' }, csrf: CSRF_TOKEN });
    expect(queryClient.getQueryData(['/api/user'])).toMatchObject({ username: 'jsmith' });
  });

  it('never follows a next parameter to another site', async () => {
    server.use(...signedInAs(makeUser()));
    const { router } = renderAuth('/auth?next=//evil.example/x');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('Sign Up form', () => {
  async function openSignUp() {
    renderAuth();
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    return within(screen.getByRole('form', { name: 'Sign up' }));
  }

  it('shows each field’s message beside it', async () => {
    server.use(...signedInAs(null));
    const form = await openSignUp();
    await userEvent.type(form.getByLabelText('Username'), 'ab');
    await userEvent.type(form.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(form.getByLabelText('Password'), '12345');
    await userEvent.click(form.getByRole('button', { name: 'Create Account' }));
    expect(form.getByLabelText('Username')).toHaveAccessibleDescription(
      expect.stringContaining('Username must be at least 3 characters'),
    );
    expect(form.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must be at least 8 characters'),
    );
    expect(form.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(form.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
  });

  it('asks a dealer for the company name and checks the URLs', async () => {
    server.use(...signedInAs(null));
    const form = await openSignUp();
    expect(form.queryByLabelText('Company name')).not.toBeInTheDocument();
    await userEvent.click(form.getByRole('radio', { name: /Car Dealer/ }));
    await userEvent.type(form.getByLabelText('Dealer API URL (optional)'), 'not a url');
    await userEvent.click(form.getByRole('button', { name: 'Create Account' }));
    expect(form.getByLabelText('Company name')).toHaveAccessibleDescription(
      'Company name is required for dealer accounts',
    );
    expect(form.getByLabelText('Dealer API URL (optional)')).toHaveAccessibleDescription(
      'Please enter a valid URL',
    );
  });

  it("registers a dealer and shows the server's message on refusal", async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      ...signedInAs(null),
      http.post('/api/register', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ message: 'Username is already registered' }, { status: 409 });
      }),
    );
    const form = await openSignUp();
    await userEvent.type(form.getByLabelText('First name'), 'Dee');
    await userEvent.type(form.getByLabelText('Last name'), 'Ler');
    await userEvent.type(form.getByLabelText('Username'), 'deeler');
    await userEvent.type(form.getByLabelText('Email'), 'dee@motors.co.uk');
    await userEvent.type(form.getByLabelText('Password'), 'Forecourt-42');
    await userEvent.click(form.getByRole('radio', { name: /Car Dealer/ }));
    await userEvent.type(form.getByLabelText('Company name'), 'Dee Motors');
    await userEvent.click(form.getByRole('checkbox', { name: /in sync/ }));
    await userEvent.click(form.getByRole('button', { name: 'Create Account' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Username is already registered');
    expect(body).toMatchObject({ role: 'dealer', companyName: 'Dee Motors', autoSyncEnabled: true });
  });

  it('falls back to the fixed text, and a private account sends no dealer fields', async () => {
    let body: Record<string, unknown> | null = null;
    server.use(
      ...signedInAs(null),
      http.post('/api/register', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return new HttpResponse(null, { status: 502 });
      }),
    );
    const form = await openSignUp();
    await userEvent.type(form.getByLabelText('First name'), 'Pat');
    await userEvent.type(form.getByLabelText('Last name'), 'Buyer');
    await userEvent.type(form.getByLabelText('Username'), 'patb');
    await userEvent.type(form.getByLabelText('Email'), 'pat@example.co.uk');
    await userEvent.type(form.getByLabelText('Password'), 'Hatchback-9');
    // Dealer details typed and then abandoned are not sent with a private account.
    await userEvent.click(form.getByRole('radio', { name: /Car Dealer/ }));
    await userEvent.type(form.getByLabelText('Company name'), 'Not Mine Ltd');
    await userEvent.click(form.getByRole('radio', { name: /Private Buyer/ }));
    await userEvent.click(form.getByRole('button', { name: 'Create Account' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Registration failed. Please try again.');
    expect(body).toMatchObject({
      username: 'patb',
      email: 'pat@example.co.uk',
      password: 'Hatchback-9',
      firstName: 'Pat',
      lastName: 'Buyer',
      role: 'user',
      companyName: '',
    });
  });
});
