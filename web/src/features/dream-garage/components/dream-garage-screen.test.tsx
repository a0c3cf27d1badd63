import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../lib/api-client';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import { garageCar, garageSummary, signedInUser } from '../testing/garage-fixture';
import { DreamGarageScreen } from './dream-garage-screen';

function renderPage() {
  return renderRoutes(
    [
      { path: '/dream-garage', element: <DreamGarageScreen /> },
      { path: '/auth', element: <p>Sign-in screen</p> },
      { path: '/', element: <p>Search home</p> },
      { path: '/cars/:id', element: <p>Car detail</p> },
    ],
    '/dream-garage',
  );
}

function signedInWith(initial: ReturnType<typeof garageCar>[], user = signedInUser) {
  let cars = initial;
  const patched: unknown[] = [];
  server.use(
    http.patch('/api/dream-garage/:id', async ({ request, params }) => {
      const body = (await request.json()) as { notes: string };
      patched.push(body);
      cars = cars.map((c) => (c.id === Number(params.id) ? { ...c, notes: body.notes } : c));
      return HttpResponse.json({ carId: Number(params.id), notes: body.notes });
    }),
    http.get('/api/csrf', () => HttpResponse.json({ token: 't' })),
    http.get('/api/user', () => HttpResponse.json(user)),
    http.get('/api/user/dream-garage', () => HttpResponse.json(garageSummary(cars))),
    http.delete('/api/dream-garage/:id', ({ params }) => {
      cars = cars.filter((c) => c.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { patched };
}

beforeEach(() => resetCsrfToken());
afterEach(() => vi.useRealTimers());

describe('DreamGarageScreen', () => {
  it('tells a signed-out visitor to sign in and sends them to /auth after one second', async () => {
    server.use(http.get('/api/user', () => new HttpResponse(null, { status: 401 })));
    const view = renderPage();
    expect(await screen.findByText('Sign in required')).toBeInTheDocument();
    expect(screen.getAllByText('Please sign in to access your dream garage.').length).toBeGreaterThan(0);
    expect(view.router.state.location.pathname).toBe('/dream-garage');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/auth'), { timeout: 2000 });
    expect(view.router.state.location.search).toBe('?next=%2Fdream-garage');
  });

  it('says it is loading, then shows the empty garage with a Browse Cars button to search', async () => {
    signedInWith([]);
    const view = renderPage();
    expect(screen.getByText('Loading your dream garage...')).toBeInTheDocument();
    expect(await screen.findByText('Your dream garage is empty')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Dream Garage' })).toBeInTheDocument();
    expect(screen.getByText('Keep track of cars you love and might want to buy')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Share Garage/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse Cars' }));
    expect(view.router.state.location.pathname).toBe('/');
  });

  it('lists the cars with their count, total value, prices, details and notes', async () => {
    signedInWith([
      garageCar({ id: 1, title: '2020 Audi A3 Sport', price: 1_500_000, notes: 'Check the tyres' }),
      garageCar({ id: 2, title: '2018 BMW 320d', price: 1_250_050, mileage: 41_000, fuelType: 'Diesel' }),
    ]);
    renderPage();
    expect(await screen.findByText('2 cars in your garage')).toBeInTheDocument();
    expect(screen.getByText('£27,501')).toBeInTheDocument();
    const bmw = screen.getByRole('article', { name: '2018 BMW 320d' });
    expect(within(bmw).getByText('£12,501')).toBeInTheDocument();
    expect(within(bmw).getByText('41,000 miles')).toBeInTheDocument();
    expect(within(bmw).getByText('Diesel')).toBeInTheDocument();
    expect(within(bmw).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/cars/2');
    const audi = screen.getByRole('article', { name: '2020 Audi A3 Sport' });
    expect(within(audi).getByText('Check the tyres')).toBeInTheDocument();
  });

  it('removes a car with the Car removed toast and counts one car', async () => {
    signedInWith([garageCar({ id: 1, title: 'Car one' }), garageCar({ id: 2, title: 'Car two' })]);
    renderPage();
    await screen.findByText('2 cars in your garage');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Car two from your dream garage' }));
    expect(await screen.findByText('Car removed')).toBeInTheDocument();
    expect(screen.getByText('Car has been removed from your dream garage.')).toBeInTheDocument();
    expect(await screen.findByText('1 car in your garage')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Car two' })).not.toBeInTheDocument();
  });

  it('keeps the car and shows the destructive error toast when removal fails', async () => {
    signedInWith([garageCar({ id: 1, title: 'Car one' })]);
    server.use(http.delete('/api/dream-garage/:id', () => new HttpResponse('no', { status: 500 })));
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Car one from your dream garage' }),
    );
    expect(await screen.findByText('Failed to remove car from dream garage.')).toBeInTheDocument();
    expect(screen.getByText('Error').closest('li')).toHaveClass('bg-red-700');
    expect(screen.getByText('1 car in your garage')).toBeInTheDocument();
  });

  it('edits the notes of a saved car', async () => {
    const { patched } = signedInWith([garageCar({ id: 3, title: 'Car three' })]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add notes for Car three' }));
    await userEvent.type(screen.getByLabelText('Notes for Car three'), '  Test drive Saturday ');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
    expect(patched).toEqual([{ notes: 'Test drive Saturday' }]);
    expect(screen.getByText('Test drive Saturday')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit notes for Car three' })).toBeInTheDocument();
  });

  it('says so when the garage cannot be fetched', async () => {
    server.use(
      http.get('/api/user', () => HttpResponse.json(signedInUser)),
      http.get('/api/user/dream-garage', () => new HttpResponse('down', { status: 500 })),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dream garage');
  });
});

describe('Share Garage', () => {
  const cars = [garageCar({ id: 1, price: 2_000_000 }), garageCar({ id: 2, price: 1_000_000 })];

  it('offers four sites with the share text and the count and value in its header', async () => {
    signedInWith(cars);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Share Garage' }));
    const menu = screen.getByRole('region', { name: 'Share your dream garage' });
    expect(within(menu).getByText('2 cars in your garage')).toBeInTheDocument();
    expect(within(menu).getByText('Total value £30,000')).toBeInTheDocument();
    const x = within(menu).getByRole('link', { name: /Share on X/ });
    const href = decodeURIComponent(x.getAttribute('href')!);
    expect(href).toContain("Check out Priya's Dream Garage on AllMotors");
    expect(href).toContain('2 amazing cars worth £30,000 | Dream garage collection');
    expect(href).toContain(`${window.location.origin}/dream-garage`);
    for (const site of ['Facebook', 'LinkedIn', 'WhatsApp'])
      expect(within(menu).getByRole('link', { name: new RegExp(`Share on ${site}`) })).toBeInTheDocument();
    // jsdom has no native share, so the menu does not offer it.
    expect(within(menu).queryByRole('button', { name: /Share via/ })).not.toBeInTheDocument();
  });

  it('opens a site in a 600x400 window and copies the link with its toast', async () => {
    signedInWith(cars, { ...signedInUser, firstName: '' });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Share Garage' }));
    await user.click(screen.getByRole('link', { name: /Share on WhatsApp/ }));
    expect(open).toHaveBeenCalledWith(expect.stringContaining('wa.me'), '_blank', 'width=600,height=400');
    expect(decodeURIComponent(open.mock.calls[0]![0] as string)).toContain('My Dream Garage on AllMotors');

    await user.click(screen.getByRole('button', { name: 'Share Garage' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/dream-garage`);
    expect(await screen.findByText('Dream garage link copied to clipboard')).toBeInTheDocument();
    open.mockRestore();
  });

  it('ignores a tap that ends a scroll and closes when the page scrolls', async () => {
    signedInWith(cars);
    renderPage();
    const button = await screen.findByRole('button', { name: 'Share Garage' });
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.touchStart(button, { touches: [{ clientX: 10, clientY: 100 }] });
    fireEvent.touchMove(button, { touches: [{ clientX: 10, clientY: 60 }] });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.touchStart(button, { touches: [{ clientX: 10, clientY: 100 }] });
    fireEvent.touchMove(button, { touches: [{ clientX: 12, clientY: 105 }] });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    act(() => {
      window.scrollY = 200;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    window.scrollY = 0;
  });
});
