import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import { failWith, review, reviewHandler } from '../testing/review-handlers';
import { ReviewScreen } from './review-screen';

function renderReview(slug = 'ford-puma-1') {
  return renderRoutes(
    [
      { path: '/car-reviews/:slug', element: <ReviewScreen slug={slug} /> },
      { path: '/car-reviews', element: <p>Reviews list</p> },
      { path: '/', element: <p>Search home</p> },
    ],
    `/car-reviews/${slug}`,
  );
}

describe('ReviewScreen', () => {
  it('shows the whole review: specs, price range, every pro and con, the text and the verdict', async () => {
    let asked = '';
    server.use(
      reviewHandler((url) => {
        asked = url.pathname;
        return review(1);
      }),
    );
    renderReview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ford Puma review 1' })).toBeInTheDocument();
    expect(asked).toBe('/api/reviews/ford-puma-1');
    expect(screen.getByText('Engine').nextElementSibling).toHaveTextContent('1.0 EcoBoost Hybrid 125');
    expect(screen.getByText('Fuel').nextElementSibling).toHaveTextContent('Hybrid');
    expect(screen.getByText('Transmission').nextElementSibling).toHaveTextContent('Manual or automatic');
    expect(screen.getByText('Acceleration').nextElementSibling).toHaveTextContent('0-62mph in 9.8s');
    expect(screen.getByText('Price new').nextElementSibling).toHaveTextContent('£24,500 – £31,200');
    expect(within(screen.getByRole('list', { name: 'Pros' })).getAllByRole('listitem')).toHaveLength(4);
    expect(within(screen.getByRole('list', { name: 'Cons' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('First paragraph of the review.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph of the review.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Verdict' })).toHaveTextContent('The best small SUV to drive.');
    expect(screen.getByText('Sample editorial content')).toBeInTheDocument();
    expect(screen.getByTestId('rating-badge')).toHaveTextContent('8.6/10');
    expect(screen.getAllByRole('img', { name: /Ford Puma/ })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'See 12 Ford Puma for sale' })).toHaveAttribute(
      'href',
      '/?make=Ford&model=Puma',
    );
  });

  it('goes back to the reviews', async () => {
    server.use(reviewHandler(review(1)));
    const view = renderReview();
    await userEvent.click(await screen.findByRole('link', { name: 'Back to car reviews' }));
    expect(view.router.state.location.pathname).toBe('/car-reviews');
  });

  it('says Review not found for an unknown review, with a link back', async () => {
    server.use(reviewHandler(failWith(404)));
    const view = renderReview('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to car reviews' }));
    expect(view.router.state.location.pathname).toBe('/car-reviews');
  });

  it('says Error loading reviews when the review fails to load', async () => {
    server.use(reviewHandler(failWith(500)));
    renderReview();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading reviews');
    expect(alert).toHaveTextContent('Failed to fetch the review: 500');
  });
});
