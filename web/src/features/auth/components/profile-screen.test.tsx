import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { CSRF_TOKEN, makeUser, signedInAs } from '../testing/auth-handlers';
import { ProfileScreen } from './profile-screen';

function renderProfile() {
  return renderRoutes(
    [
      { path: '/profile', element: <ProfileScreen /> },
      { path: '/auth', element: <h1>Sign in page</h1> },
      { path: '/', element: <h1>Home</h1> },
    ],
    '/profile',
  );
}

beforeEach(() => resetCsrfToken());

describe('profile page', () => {
  it('sends a signed-out visitor to sign in, to come back here', async () => {
    server.use(...signedInAs(null));
    const { router } = renderProfile();
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=/profile');
  });

  it('checks the details in the browser', async () => {
    server.use(...signedInAs(makeUser()));
    renderProfile();
    const first = await screen.findByLabelText('First name');
    expect(first).toHaveValue('Jane');
    await userEvent.clear(first);
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'jane@');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email');
  });

  it('saves the details, updates the signed-in person and says so', async () => {
    let sent: { body: unknown; csrf: string | null } | null = null;
    server.use(
      ...signedInAs(makeUser()),
      http.patch('/api/user', async ({ request }) => {
        const body = (await request.json()) as object;
        sent = { body, csrf: request.headers.get('X-CSRF-Token') };
        return HttpResponse.json(makeUser(body));
      }),
    );
    const { queryClient } = renderProfile();
    const first = await screen.findByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Janet');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(sent).toEqual({
      body: { firstName: 'Janet', lastName: 'Smith', email: 'jane@example.co.uk' },
      csrf: CSRF_TOKEN,
    });
    expect(queryClient.getQueryData(['/api/user'])).toMatchObject({ firstName: 'Janet' });
  });

  it('shows a taken e-mail as the server says it', async () => {
    server.use(
      ...signedInAs(makeUser()),
      http.patch('/api/user', () =>
        HttpResponse.json({ message: 'Email is already registered' }, { status: 409 }),
      ),
    );
    renderProfile();
    await screen.findByLabelText('Email');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already registered');
  });

  it('checks the new password and its confirmation before asking the server', async () => {
    server.use(...signedInAs(makeUser()));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    await userEvent.type(screen.getByLabelText('Current password'), 'old-secret');
    await userEvent.type(screen.getByLabelText('New password'), 'New-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-secret-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The new passwords do not match',
    );
  });

  it("shows the server's message beside a wrong current password, then changes it", async () => {
    let attempts = 0;
    server.use(
      ...signedInAs(makeUser()),
      http.post('/api/user/password', () =>
        ++attempts === 1
          ? HttpResponse.json({ message: 'currentPassword: Current password is incorrect' }, { status: 400 })
          : new HttpResponse(null, { status: 204 }),
      ),
    );
    renderProfile();
    const current = await screen.findByLabelText('Current password');
    await userEvent.type(current, 'not-it');
    await userEvent.type(screen.getByLabelText('New password'), 'New-secret-1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'New-secret-1');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current password is incorrect'));
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(current).toHaveValue('');
  });
});
