// Issue 15 item 5: a signed-out visitor who opens the chat on a car page signs in and comes back to the
// same car with the chat open, through the app's one "sign in and come back" (lib/sign-in-return.ts).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CSRF_TOKEN, makeUser } from '../../features/auth/testing/auth-handlers';
import { makeCar } from '../../features/car-detail/testing/car-fixture';
import { renderRoutes } from '../../testing/render';
import { server } from '../../testing/server';
import { AuthRoute } from './auth';
import { CarDetailRoute } from './car-detail';

describe('the car page’s chat, signed out', () => {
  it('sends the visitor to sign in and back to the same car with the chat open', async () => {
    const car = makeCar();
    let signedIn = false;
    server.use(
      http.get('/api/csrf', () => HttpResponse.json({ token: CSRF_TOKEN })),
      http.get('/api/user', () =>
        signedIn ? HttpResponse.json(makeUser()) : HttpResponse.json({}, { status: 401 }),
      ),
      http.post('/api/login', () => {
        signedIn = true;
        return HttpResponse.json(makeUser());
      }),
      http.get(`/api/cars/${car.id}`, () => HttpResponse.json(car)),
      http.get(`/api/cars/${car.id}/enquiries`, () => HttpResponse.json(null)),
      // The other panels of the car page are not under test.
      http.all('/api/*', () => HttpResponse.json({ message: 'Not here' }, { status: 404 })),
    );
    const { router } = renderRoutes(
      [
        { path: '/cars/:id', element: <CarDetailRoute /> },
        { path: '/auth', element: <AuthRoute /> },
      ],
      `/cars/${car.id}?location=LS1`,
    );

    const chatName = `Chat with ${car.dealerName}`;
    const chatButton = new RegExp(`^${chatName}`);
    await userEvent.click(await screen.findByRole('button', { name: chatButton }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('link', { name: 'Sign in to message the seller' }));
    expect(router.state.location.pathname).toBe('/auth');

    await userEvent.type(screen.getByLabelText('Username'), 'jsmith');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const chat = await screen.findByRole('region', { name: chatName }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe(`/cars/${car.id}`);
    expect(new URLSearchParams(router.state.location.search).get('location')).toBe('LS1');
    expect(within(chat).getByRole('button', { name: chatButton })).toHaveAttribute('aria-expanded', 'true');
    expect(
      await within(chat).findByRole('textbox', { name: `Message to ${car.dealerName}` }),
    ).toBeInTheDocument();
  });
});
