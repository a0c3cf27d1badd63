import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { server } from '../../../testing/server';
import { renderWithProviders } from '../../../testing/render';
import { garageCar, garageSummary, signedInUser } from '../testing/garage-fixture';
import { SaveToggle } from './save-toggle';

const car = { id: 5, title: '2019 Ford Fiesta Zetec' };

function signedIn(saved: number[]) {
  let cars = saved.map((id) => garageCar({ id }));
  const calls = { garage: 0, posted: [] as unknown[], deleted: [] as string[] };
  server.use(
    http.get('/api/csrf', () => HttpResponse.json({ token: 't' })),
    http.get('/api/user', () => HttpResponse.json(signedInUser)),
    http.get('/api/user/dream-garage', () => {
      calls.garage++;
      return HttpResponse.json(garageSummary(cars));
    }),
    http.post('/api/dream-garage', async ({ request }) => {
      const body = (await request.json()) as { carId: number };
      calls.posted.push(body);
      const saved = garageCar({ id: body.carId });
      cars = [saved, ...cars];
      return HttpResponse.json(saved, { status: 201 });
    }),
    http.delete('/api/dream-garage/:id', ({ params }) => {
      calls.deleted.push(String(params.id));
      cars = cars.filter((c) => c.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

beforeEach(() => resetCsrfToken());

describe('SaveToggle', () => {
  it('tells a signed-out visitor to sign in and saves nothing', async () => {
    let asked = false;
    server.use(
      http.get('/api/user', () => new HttpResponse(null, { status: 401 })),
      http.get('/api/user/dream-garage', () => {
        asked = true;
        return HttpResponse.json(garageSummary([]));
      }),
    );
    const view = renderWithProviders(<SaveToggle car={car} />);
    await waitFor(() => expect(view.queryClient.getQueryState(['/api/user'])?.status).toBe('success'));
    await userEvent.click(screen.getByRole('button', { name: 'Save to dream garage' }));
    expect(await screen.findByText('Sign in required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to save cars to your dream garage.')).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('adds a car, says so, and then offers to remove it', async () => {
    const calls = signedIn([]);
    renderWithProviders(<SaveToggle car={car} />);
    await waitFor(() => expect(calls.garage).toBe(1));
    const button = screen.getByRole('button', { name: 'Save to dream garage' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(await screen.findByText('Added to dream garage')).toBeInTheDocument();
    expect(calls.posted).toEqual([{ carId: 5 }]);
    expect(await screen.findByRole('button', { name: 'Remove from dream garage' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The garage list is refreshed after the change.
    await waitFor(() => expect(calls.garage).toBe(2));
  });

  it('removes a saved car with the Removed toast', async () => {
    const calls = signedIn([5]);
    renderWithProviders(<SaveToggle car={car} variant="detail" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from dream garage' }));
    expect(await screen.findByText('Removed from dream garage')).toBeInTheDocument();
    expect(calls.deleted).toEqual(['5']);
    expect(await screen.findByRole('button', { name: 'Save to dream garage' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('shows the failure toast, worded for a card and for the detail page', async () => {
    signedIn([]);
    server.use(http.post('/api/dream-garage', () => new HttpResponse('boom', { status: 500 })));
    const view = renderWithProviders(<SaveToggle car={car} />);
    await waitFor(() => expect(view.queryClient.getQueryData(['/api/user/dream-garage'])).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Save to dream garage' }));
    expect(await screen.findByText('Failed to update dream garage. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error').closest('li')).toHaveClass('bg-red-700');
    view.unmount();

    const detail = renderWithProviders(<SaveToggle car={car} variant="detail" />);
    await waitFor(() => expect(detail.queryClient.getQueryData(['/api/user/dream-garage'])).toBeDefined());
    await userEvent.click(screen.getByRole('button', { name: 'Save to dream garage' }));
    expect(await screen.findByText('Failed to update dream garage')).toBeInTheDocument();
  });

  it('does not follow the card link it sits in', async () => {
    const calls = signedIn([]);
    const onLinkClick = vi.fn();
    renderWithProviders(
      <a href="/cars/5" onClick={onLinkClick}>
        <SaveToggle car={car} />
      </a>,
    );
    await waitFor(() => expect(calls.garage).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: 'Save to dream garage' }));
    expect(await screen.findByText('Added to dream garage')).toBeInTheDocument();
    expect(onLinkClick).not.toHaveBeenCalled();
  });

  it('asks for the garage once however many toggles are on the screen', async () => {
    const calls = signedIn([2]);
    renderWithProviders(
      <>
        {[1, 2, 3, 4].map((id) => (
          <SaveToggle key={id} car={{ id, title: `Car ${id}` }} />
        ))}
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Remove from dream garage' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save to dream garage' })).toHaveLength(3);
    expect(calls.garage).toBe(1);
  });
});
