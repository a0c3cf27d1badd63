import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { deletionHandlers, GOOD_TOKEN } from '../testing/handlers';
import { ConfirmDeletionScreen } from './confirm-deletion-screen';

function setup(url: string, options: Parameters<typeof deletionHandlers>[0] = {}) {
  const api = deletionHandlers(options);
  server.use(...api.handlers);
  renderRoutes([{ path: '/delete-data/confirm', element: <ConfirmDeletionScreen /> }], url);
  return { api, user: userEvent.setup() };
}

beforeEach(() => resetCsrfToken());

describe('ConfirmDeletionScreen', () => {
  it('confirms only when the person presses the button, then says what happens next', async () => {
    const { api, user } = setup(`/delete-data/confirm?token=${GOOD_TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Data Deletion' })).toBeInTheDocument();
    expect(api.confirmations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm deletion' }));
    expect(await screen.findByRole('heading', { name: 'Deletion request confirmed' })).toBeInTheDocument();
    expect(api.confirmations).toEqual([GOOD_TOKEN]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'We will now delete your data. You will receive a deletion confirmation e-mail within 24 hours.',
    );
  });

  it('says when the data is kept for 30 days first', async () => {
    const dueAt = new Date(Date.UTC(2031, 0, 15, 12)).toISOString();
    const { user } = setup(`/delete-data/confirm?token=${GOOD_TOKEN}`, {
      confirmed: { retentionPeriod: 'thirty-days', dueAt, alreadyConfirmed: true },
    });
    await user.click(screen.getByRole('button', { name: 'Confirm deletion' }));
    expect(await screen.findByRole('heading', { name: 'Already confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('we keep your data until 15 January 2031');
  });

  it('says when the link is not valid, with a way to make a new request', async () => {
    const { user } = setup(`/delete-data/confirm?token=${'b'.repeat(43)}`);
    await user.click(screen.getByRole('button', { name: 'Confirm deletion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is not valid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Make a new deletion request' })).toHaveAttribute(
      'href',
      '/delete-data',
    );
  });

  it('asks for the e-mailed link when there is no token', () => {
    setup('/delete-data/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your e-mail.');
    expect(screen.queryByRole('button', { name: 'Confirm deletion' })).toBeNull();
  });
});
