// The password rule is shown under every new-password field before anything is sent, and the
// server's refusal of a weak password (common, or containing the username) appears on that field.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { makeUser, signedInAs } from '../testing/auth-handlers';
import { AuthScreen } from './auth-screen';
import { ProfileScreen } from './profile-screen';

const HINT = 'At least 8 characters. Avoid common passwords and your username.';
const TOO_COMMON = 'This password is too common: choose one that is harder to guess';

beforeEach(() => resetCsrfToken());

describe('sign-up password', () => {
  async function openSignUp() {
    renderRoutes(
      [
        {
          path: '/auth',
          element: <AuthScreen productName="AllMotors" tagline="All platforms, one search" />,
        },
      ],
      '/auth',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    return within(screen.getByRole('form', { name: 'Sign up' }));
  }

  it('shows the rule under the field before submit, tied to it for screen readers', async () => {
    server.use(...signedInAs(null));
    const form = await openSignUp();
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription(HINT);
  });

  it("shows the server's refusal of a common password on the field", async () => {
    server.use(
      ...signedInAs(null),
      http.post('/api/register', () =>
        HttpResponse.json({ message: `password: ${TOO_COMMON}` }, { status: 400 }),
      ),
    );
    const form = await openSignUp();
    await userEvent.type(form.getByLabelText('First name'), 'Cal');
    await userEvent.type(form.getByLabelText('Last name'), 'Lover');
    await userEvent.type(form.getByLabelText('Username'), 'cal.lover');
    await userEvent.type(form.getByLabelText('Email'), 'cal@example.co.uk');
    await userEvent.type(form.getByLabelText('Password'), 'carlover');
    await userEvent.click(form.getByRole('button', { name: 'Create Account' }));
    expect(await form.findByText(TOO_COMMON)).toBeInTheDocument();
    expect(form.getByLabelText('Password')).toHaveAccessibleDescription(`${HINT} ${TOO_COMMON}`);
  });
});

describe('password change', () => {
  it("shows the rule under the new password, and the server's refusal on it", async () => {
    const message = 'Password must not contain your username or e-mail address';
    server.use(
      ...signedInAs(makeUser()),
      http.post('/api/user/password', () =>
        HttpResponse.json({ message: `newPassword: ${message}` }, { status: 400 }),
      ),
    );
    renderRoutes([{ path: '/profile', element: <ProfileScreen /> }], '/profile');
    const next = await screen.findByLabelText('New password');
    expect(next).toHaveAccessibleDescription(HINT);
    await userEvent.type(screen.getByLabelText('Current password'), 'Old-secret-1');
    await userEvent.type(next, 'jsmith-forever');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'jsmith-forever');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(next).toHaveAccessibleDescription(`${HINT} ${message}`);
  });
});
