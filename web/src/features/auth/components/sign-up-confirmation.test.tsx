// Sign-up by e-mail confirmation (issue 15): the form gives way to "Check your e-mail" with a Resend
// button, and the e-mailed link's page confirms, signs in and goes where sign-up was headed.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { CSRF_TOKEN, makeUser, signedInAs } from '../testing/auth-handlers';
import { AuthScreen } from './auth-screen';
import { ConfirmEmailScreen } from './confirm-email-screen';

const routes = [
  { path: '/auth', element: <AuthScreen productName="AllMotors" tagline="All platforms, one search" /> },
  { path: '/register/confirm/:token', element: <ConfirmEmailScreen token="tok-123" /> },
  { path: '/', element: <h1>Home</h1> },
  { path: '/dream-garage', element: <h1>Garage</h1> },
];

beforeEach(() => {
  resetCsrfToken();
  localStorage.clear();
});

async function signUp(email: string) {
  await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
  const form = screen.getByRole('form', { name: 'Sign up' });
  const type = (label: string, text: string) =>
    userEvent.type(form.querySelector(`[name="${label}"]`)!, text);
  await type('firstName', 'Pat');
  await type('lastName', 'Buyer');
  await type('username', 'patb');
  await type('email', email);
  await type('password', 'Forecourt-Ledger-42');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('after sign-up', () => {
  it('shows "Check your e-mail" naming the address, signs nobody in, and resends on request', async () => {
    const resent: unknown[] = [];
    server.use(
      ...signedInAs(null),
      http.post('/api/register', () =>
        HttpResponse.json({ status: 'confirmation_sent', email: 'pat@example.co.uk' }, { status: 202 }),
      ),
      http.post('/api/register/resend', async ({ request }) => {
        resent.push({ body: await request.json(), csrf: request.headers.get('X-CSRF-Token') });
        return HttpResponse.json(
          { status: 'confirmation_sent', email: 'pat@example.co.uk' },
          { status: 202 },
        );
      }),
    );
    const { router } = renderRoutes(routes, '/auth?next=/dream-garage');
    await signUp('pat@example.co.uk');
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toHaveFocus();
    expect(screen.getByText('pat@example.co.uk')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'We have sent a new link to pat@example.co.uk',
    );
    expect(resent).toEqual([{ body: { email: 'pat@example.co.uk' }, csrf: CSRF_TOKEN }]);
    expect(localStorage.getItem('allmotors.after-confirm')).toBe('/dream-garage');
  });

  it('says when the server refuses another link for now', async () => {
    server.use(
      ...signedInAs(null),
      http.post('/api/register', () =>
        HttpResponse.json({ status: 'confirmation_sent', email: 'pat@example.co.uk' }, { status: 202 }),
      ),
      http.post('/api/register/resend', () =>
        HttpResponse.json({ message: 'Too many attempts. Please wait and try again.' }, { status: 429 }),
      ),
    );
    renderRoutes(routes, '/auth');
    await signUp('pat@example.co.uk');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait a while and try again.');
  });
});

describe('the confirmation link', () => {
  it('confirms with the token, signs in and goes where sign-up was headed', async () => {
    let signedIn = false;
    let sent: unknown = null;
    server.use(
      http.get('/api/csrf', () => HttpResponse.json({ token: CSRF_TOKEN })),
      http.get('/api/user', () =>
        signedIn ? HttpResponse.json(makeUser()) : HttpResponse.json({}, { status: 401 }),
      ),
      http.post('/api/register/confirm', async ({ request }) => {
        sent = await request.json();
        signedIn = true;
        return HttpResponse.json(makeUser());
      }),
    );
    localStorage.setItem('allmotors.after-confirm', '/dream-garage');
    const { queryClient } = renderRoutes(routes, '/register/confirm/tok-123');
    // Opening the page confirms nothing: the person presses the button.
    expect(sent).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Garage' })).toBeInTheDocument();
    expect(sent).toEqual({ token: 'tok-123' });
    expect(queryClient.getQueryData(['/api/user'])).toMatchObject({ username: 'jsmith' });
    expect(localStorage.getItem('allmotors.after-confirm')).toBeNull();
  });

  it('explains a used or expired link and offers sign-in', async () => {
    server.use(
      ...signedInAs(null),
      http.post('/api/register/confirm', () =>
        HttpResponse.json(
          { message: 'token: This confirmation link is not valid or has expired. Sign in to get a new one.' },
          { status: 400 },
        ),
      ),
    );
    renderRoutes(routes, '/register/confirm/tok-123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^This confirmation link is not valid or has expired/,
      ),
    );
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute('href', '/auth');
  });
});
