import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { deletionHandlers } from '../testing/handlers';
import { DeleteDataScreen } from './delete-data-screen';

function setup(options: Parameters<typeof deletionHandlers>[0] = {}) {
  const api = deletionHandlers(options);
  server.use(...api.handlers);
  const view = renderRoutes([{ path: '/delete-data', element: <DeleteDataScreen /> }], '/delete-data');
  return { ...view, api };
}

const submit = () => screen.getByRole('button', { name: 'Submit Deletion Request' });

async function fill(user: ReturnType<typeof userEvent.setup>, confirmEmail = 'sam@example.co.uk') {
  await user.type(screen.getByLabelText('Email Address'), 'sam@example.co.uk');
  await user.type(screen.getByLabelText('Confirm Email Address'), confirmEmail);
  await user.type(screen.getByLabelText('Reason for deletion (optional)'), 'Moving abroad');
  await user.selectOptions(
    screen.getByLabelText('When should we delete your data?'),
    'Keep my data for 30 days first, in case I change my mind',
  );
  await user.click(screen.getByRole('checkbox'));
}

beforeEach(() => resetCsrfToken());
afterEach(() => vi.useRealTimers());

describe('DeleteDataScreen', () => {
  it('shows the form of 001 with its fields and the retention choices', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Delete Your Data' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveValue('');
    expect(screen.getByLabelText('Confirm Email Address')).toHaveValue('');
    expect(screen.getByLabelText('Reason for deletion (optional)')).toHaveValue('');
    expect(
      [...screen.getByLabelText('When should we delete your data?').querySelectorAll('option')].map(
        (o) => o.textContent,
      ),
    ).toEqual(['Delete as soon as possible', 'Keep my data for 30 days first, in case I change my mind']);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('shows the messages of 001 §5 and sends nothing', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await user.click(submit());
    expect(screen.getByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm email address is required')).toBeInTheDocument();
    expect(
      screen.getByText('Please confirm that you understand the data deletion process'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveFocus());

    await user.type(screen.getByLabelText('Email Address'), 'sam@example.co.uk');
    await user.type(screen.getByLabelText('Confirm Email Address'), 'sam@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect(screen.getByText('Email addresses do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Please confirm that you understand the data deletion process')).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('waits 2 seconds with a spinner, then says what happens next', async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await fill(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(submit());
    const busy = await screen.findByRole('button', { name: 'Submitting request…' });
    expect(busy).toBeDisabled();
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('heading', { name: 'Deletion request received' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByRole('heading', { name: 'Deletion request received' })).toBeInTheDocument();
    expect(api.sent[0]).toEqual({
      email: 'sam@example.co.uk',
      confirmEmail: 'sam@example.co.uk',
      reason: 'Moving abroad',
      confirmDeletion: true,
      retentionPeriod: 'thirty-days',
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('sam@example.co.uk');
    expect(status).toHaveTextContent('Open the link in it to confirm the request is yours');
    expect(status).toHaveTextContent('deletion confirmation e-mail within 24 hours');
    expect(status).toHaveTextContent('kept for up to 7 years');
  });

  it('shows the failure toast of 001 when the server fails', async () => {
    setup({ requestError: { status: 500, message: 'An internal server error occurred' } });
    const user = userEvent.setup();
    await fill(user);
    await user.click(submit());
    expect(
      await screen.findByText('Failed to submit deletion request. Please try again.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Deletion request received' })).toBeNull();
  });

  it('puts a server’s 400 on the field it names, with the toast', async () => {
    setup({ requestError: { status: 400, message: 'confirmEmail: Email addresses do not match' } });
    const user = userEvent.setup();
    await fill(user);
    await user.click(submit());
    expect(
      await screen.findByText('Email addresses do not match', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to submit deletion request. Please try again.')).toBeInTheDocument();
  });
});
