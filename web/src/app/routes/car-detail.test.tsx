import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCar } from '../../features/car-detail/testing/car-fixture';
import { server } from '../../testing/server';
import { renderRoutes } from '../../testing/render';
import { routes } from '../router';

/** The app's own route table (the route's first request and screen) at `url`, signed out; counts the car requests. */
function openCar(url: string, answer: () => Response) {
  const asked: string[] = [];
  server.use(
    http.get('/api/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })),
    http.get('/api/cars/:id', ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return answer();
    }),
    // The panels around the car (reviews, running costs, its view count) are not under test.
    http.all('/api/*', () => HttpResponse.json({ message: 'Not here' }, { status: 404 })),
  );
  const { router } = renderRoutes(routes, url);
  return { asked, router };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('/cars/{id} route', () => {
  // First in the file: the screen's code has not loaded yet, so the failed answer is in before the
  // screen asks (once loaded, a screen shows at once and shares the request still under way).
  it('asks again on the screen when the route’s first request failed on the server’s side', async () => {
    const car = makeCar();
    let answers = 0;
    const { asked } = openCar(`/cars/${car.id}`, () =>
      answers++ === 0
        ? HttpResponse.json({ message: 'Unavailable' }, { status: 503 })
        : HttpResponse.json(car),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: car.title }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(2);
  });

  it('asks for an unknown car once and shows Car Not Found', async () => {
    const { asked } = openCar('/cars/999999', () =>
      HttpResponse.json({ message: 'Car not found' }, { status: 404 }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Car Not Found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await settle();
    expect(asked).toEqual(['/api/cars/999999']);
  });
});
