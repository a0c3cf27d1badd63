import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import {
  failWith,
  review,
  reviewList,
  reviewsHandler,
  statisticsFixture,
  statisticsHandler,
  topRatedHandler,
} from '../testing/review-handlers';
import { CarReviews } from './car-reviews';

const car = { id: 42, make: 'Ford', model: 'Puma', category: 'van' as const };

function renderReviews() {
  return renderRoutes(
    [
      { path: '/cars/:id', element: <CarReviews car={car} /> },
      { path: '/car-reviews/:slug', element: <p>Review page</p> },
    ],
    '/cars/42',
  );
}

describe('CarReviews', () => {
  it('asks for the 5 reviews closest to the car and shows them under Latest Reviews', async () => {
    const { handler, requests } = reviewsHandler(reviewList([review(1), review(2)]), 30);
    server.use(handler);
    renderReviews();
    expect(screen.getByRole('heading', { name: 'Expert reviews' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Latest Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByTestId('review-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByRole('article', { name: 'Ford Puma review 1' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ford Puma review 2' })).toBeInTheDocument();
    expect(screen.queryByTestId('review-skeleton')).not.toBeInTheDocument();
    expect(requests).toEqual(['?carId=42&sortBy=relevance&limit=5']);
  });

  it('shows at most 3 pros, 3 cons and 3 lazy pictures with alt text per review', async () => {
    server.use(reviewsHandler(reviewList([review(1)])).handler);
    renderReviews();
    const card = await screen.findByRole('article', { name: 'Ford Puma review 1' });
    expect(within(within(card).getByRole('list', { name: 'Pros' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(within(card).getByRole('list', { name: 'Cons' })).getAllByRole('listitem')).toHaveLength(3);
    const images = within(card).getAllByRole('img', { name: /Ford Puma, picture/ });
    expect(images).toHaveLength(3);
    for (const img of images) expect(img).toHaveAttribute('loading', 'lazy');
    expect(within(card).queryByText('Pricey options')).not.toBeInTheDocument();
  });

  it('shows the author, platform, date, coloured rating with stars, verdict, recommendation and sample note', async () => {
    server.use(reviewsHandler(reviewList([review(1, { rating: 9.2 })])).handler);
    const view = renderReviews();
    const card = await screen.findByRole('article', { name: 'Ford Puma review 1' });
    expect(within(card).getByText(/Sam Carter · Road Test ·/)).toBeInTheDocument();
    expect(within(card).getByText('14 Mar 2026')).toBeInTheDocument();
    expect(within(card).getByTestId('rating-badge')).toHaveTextContent('Rated 9.2/10');
    expect(within(card).getByTestId('rating-badge')).toHaveClass('bg-emerald-700');
    expect(within(card).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(within(card).getByText('The best small SUV to drive.')).toBeInTheDocument();
    expect(within(card).getByText('Recommended')).toBeInTheDocument();
    expect(within(card).getByText('Sample editorial content')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: /Read the full review/ }));
    expect(view.router.state.location.pathname).toBe('/car-reviews/ford-puma-1');
  });

  it('opens a publisher’s review in a new tab and has no sample note for a real review', async () => {
    const external = review(1, { url: 'https://example.com/puma', isSample: false });
    server.use(reviewsHandler(reviewList([external])).handler);
    renderReviews();
    const card = await screen.findByRole('article', { name: 'Ford Puma review 1' });
    const link = within(card).getByRole('link', { name: /Read the full review/ });
    expect(link).toHaveAttribute('href', 'https://example.com/puma');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(card).queryByText('Sample editorial content')).not.toBeInTheDocument();
  });

  it('says Error loading reviews with the status when the reviews fail', async () => {
    server.use(reviewsHandler(failWith(500)).handler);
    renderReviews();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading reviews');
    expect(alert).toHaveTextContent('Failed to fetch reviews: 500');
  });

  it('says so when there are no reviews for the car', async () => {
    server.use(reviewsHandler(reviewList([])).handler);
    renderReviews();
    expect(await screen.findByText('No reviews found for the selected criteria.')).toBeInTheDocument();
  });

  it('loads the 5 top rated reviews of the car’s vehicle type when Top Rated is chosen', async () => {
    server.use(reviewsHandler(reviewList([review(1)])).handler);
    const top = topRatedHandler({ reviews: [review(7, { title: 'Best van ever', rating: 9.6 })] });
    server.use(top.handler);
    renderReviews();
    await screen.findByRole('article', { name: 'Ford Puma review 1' });
    expect(top.requests).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Top Rated' }));
    expect(screen.getByRole('tab', { name: 'Top Rated' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Best van ever' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Ford Puma review 1' })).not.toBeInTheDocument();
    expect(top.requests).toEqual(['?limit=5&vehicleType=van']);
  });

  it('shows the top rated error and empty texts', async () => {
    server.use(reviewsHandler(reviewList([])).handler, topRatedHandler(failWith(503)).handler);
    renderReviews();
    await userEvent.click(screen.getByRole('tab', { name: 'Top Rated' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading reviews');
    expect(alert).toHaveTextContent('Failed to fetch top rated reviews');

    server.use(topRatedHandler({ reviews: [] }).handler);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No top rated reviews available.')).toBeInTheDocument();
  });

  it('shows totals, average, last update and breakdowns as bars of their real shares', async () => {
    server.use(reviewsHandler(reviewList([])).handler, statisticsHandler(statisticsFixture));
    renderReviews();
    await userEvent.click(screen.getByRole('tab', { name: 'Statistics' }));
    expect(await screen.findByText('Total reviews')).toBeInTheDocument();
    expect(screen.getByText('40')).toBeInTheDocument();
    expect(screen.getByText('8.1/10')).toBeInTheDocument();
    expect(screen.getByText('15 Mar 2026')).toBeInTheDocument();
    const categories = screen.getByRole('list', { name: 'By category' });
    const rows = within(categories).getAllByRole('listitem');
    expect(rows.map((r) => r.firstElementChild?.firstElementChild?.textContent)).toEqual([
      'Everyday',
      'Electric',
      'Luxury',
      'Sports',
    ]);
    expect(within(rows[0]!).getByTestId('share-bar')).toHaveStyle({ width: '50%' });
    const platforms = screen.getByRole('list', { name: 'By platform' });
    expect(
      within(platforms)
        .getAllByTestId('share-bar')
        .map((b) => b.style.width),
    ).toEqual(['75%', '25%']);
  });

  it('keeps only the five largest categories', async () => {
    const breakdown = { a: 1, b: 2, c: 3, d: 4, e: 5, f: 6 };
    server.use(
      reviewsHandler(reviewList([])).handler,
      statisticsHandler({ ...statisticsFixture, totalReviews: 21, categoryBreakdown: breakdown }),
    );
    renderReviews();
    await userEvent.click(screen.getByRole('tab', { name: 'Statistics' }));
    const categories = await screen.findByRole('list', { name: 'By category' });
    expect(within(categories).getAllByRole('listitem')).toHaveLength(5);
    expect(within(categories).queryByText('a')).not.toBeInTheDocument();
  });

  it('shows the statistics error and empty texts', async () => {
    server.use(reviewsHandler(reviewList([])).handler, statisticsHandler(failWith(500)));
    renderReviews();
    await userEvent.click(screen.getByRole('tab', { name: 'Statistics' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading reviews');
    expect(alert).toHaveTextContent('Failed to fetch statistics');

    server.use(statisticsHandler({ ...statisticsFixture, totalReviews: 0, averageRating: 0 }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Statistics not available.')).toBeInTheDocument();
  });
});
