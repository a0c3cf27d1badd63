import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import {
  categoriesFixture,
  categoriesHandler,
  failWith,
  review,
  reviewList,
  reviewsHandler,
} from '../testing/review-handlers';
import { CarReviewsScreen } from './car-reviews-screen';

function renderPage(url = '/car-reviews') {
  return renderRoutes(
    [
      { path: '/car-reviews', element: <CarReviewsScreen /> },
      { path: '/car-reviews/:slug', element: <p>Review page</p> },
      { path: '/', element: <p>Search home</p> },
    ],
    url,
  );
}

const twelve = Array.from({ length: 12 }, (_, i) => review(i + 1));

describe('CarReviewsScreen', () => {
  it('shows the cards with the five-point rating, 2 pros, 2 cons, scores and the listings for sale', async () => {
    const { handler, requests } = reviewsHandler(reviewList([review(1, { rating: 8.6 })], 1));
    server.use(handler, categoriesHandler({ categories: categoriesFixture }));
    const view = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Car Reviews' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Ford Puma review 1' });
    expect(
      screen.getByText('These reviews are sample editorial content written for this demo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 1 reviews')).toBeInTheDocument();
    expect(within(card).getByText('Ford Puma 2023')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(within(card).getByText('4.3/5')).toBeInTheDocument();
    expect(within(card).getByText('(8.6/10)')).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Pros' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(within(card).getByRole('list', { name: 'Cons' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByText('Reliability').nextElementSibling).toHaveTextContent('8/10');
    expect(within(card).getByText('Fuel economy').nextElementSibling).toHaveTextContent('7.5/10');
    expect(within(card).getByText('Value for money').nextElementSibling).toHaveTextContent('8.2/10');
    expect(within(card).getByRole('img', { name: '2023 Ford Puma' })).toHaveAttribute('loading', 'lazy');
    expect(requests).toEqual(['?sortBy=date&limit=12']);

    await userEvent.click(within(card).getByRole('link', { name: /12 for sale/ }));
    expect(view.router.state.location.pathname).toBe('/');
    expect(view.router.state.location.search).toBe('?make=Ford&model=Puma');
  });

  it('links a van’s listings to the vans search and hides the link when none are for sale', async () => {
    const van = review(1, { make: 'Ford', model: 'Transit Custom', vehicleType: 'van' });
    server.use(
      reviewsHandler(reviewList([van, review(2, { forSale: 0 })])).handler,
      categoriesHandler({ categories: categoriesFixture }),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Ford Puma review 1' });
    expect(within(card).getByRole('link', { name: /for sale/ })).toHaveAttribute(
      'href',
      '/?category=vans&make=Ford&model=Transit+Custom',
    );
    const none = screen.getByRole('article', { name: 'Ford Puma review 2' });
    expect(within(none).queryByRole('link', { name: /for sale/ })).not.toBeInTheDocument();
  });

  it('puts each filter into the URL and the request, sending 4.5 stars as minRating=9', async () => {
    const { handler, requests } = reviewsHandler(reviewList([review(1)]));
    server.use(handler, categoriesHandler({ categories: categoriesFixture }));
    const view = renderPage();
    await screen.findByRole('article', { name: 'Ford Puma review 1' });

    await userEvent.selectOptions(screen.getByLabelText('Minimum rating'), '4.5+ stars');
    await waitFor(() => expect(requests.at(-1)).toBe('?minRating=9&sortBy=date&limit=12'));
    expect(view.router.state.location.search).toBe('?minRating=4.5');

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Luxury');
    await userEvent.selectOptions(screen.getByLabelText('Vehicle type'), 'Motorcycles');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most popular');
    await userEvent.type(screen.getByLabelText('Search reviews'), 'Puma{Enter}');
    await waitFor(() =>
      expect(requests.at(-1)).toBe(
        '?category=luxury&vehicleType=motorcycle&minRating=9&q=Puma&sortBy=popular&limit=12',
      ),
    );
    expect(view.router.state.location.search).toBe(
      '?q=Puma&category=luxury&vehicleType=motorcycle&minRating=4.5&sort=popular',
    );

    await userEvent.selectOptions(screen.getByLabelText('Minimum rating'), 'Any');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Oldest first');
    await waitFor(() =>
      expect(requests.at(-1)).toBe('?category=luxury&vehicleType=motorcycle&q=Puma&sortBy=oldest&limit=12'),
    );
  });

  it('sends the search text once typing pauses', async () => {
    const { handler, requests } = reviewsHandler(reviewList([review(1)]));
    server.use(handler, categoriesHandler({ categories: categoriesFixture }));
    const view = renderPage();
    await screen.findByRole('article', { name: 'Ford Puma review 1' });
    await userEvent.type(screen.getByLabelText('Search reviews'), 'tesla');
    await waitFor(() => expect(requests.at(-1)).toBe('?q=tesla&sortBy=date&limit=12'));
    expect(view.router.state.location.search).toBe('?q=tesla');
  });

  it('reads the filters from the URL', async () => {
    const { handler, requests } = reviewsHandler(reviewList([review(1)]));
    server.use(handler, categoriesHandler({ categories: categoriesFixture }));
    renderPage('/car-reviews?category=electric&minRating=3.0&sort=rating');
    await screen.findByRole('article', { name: 'Ford Puma review 1' });
    expect(requests).toEqual(['?category=electric&minRating=6&sortBy=rating&limit=12']);
    expect(screen.getByLabelText('Category')).toHaveValue('electric');
    expect(screen.getByLabelText('Minimum rating')).toHaveValue('3.0');
  });

  it('loads 12 more with Load more and counts what is shown', async () => {
    const { handler, requests } = reviewsHandler((url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const page = offset === 0 ? twelve : [review(13), review(14)];
      return reviewList(page, 14, offset);
    });
    server.use(handler, categoriesHandler({ categories: categoriesFixture }));
    renderPage();
    expect(await screen.findByText('Showing 12 of 14 reviews')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 14 of 14 reviews')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ford Puma review 1' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ford Puma review 14' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests).toEqual(['?sortBy=date&limit=12', '?sortBy=date&limit=12&offset=12']);
  });

  it('shows the categories with their counts, and choosing one filters by it', async () => {
    const { handler, requests } = reviewsHandler(reviewList([review(1)]));
    server.use(handler, categoriesHandler({ categories: categoriesFixture }));
    const view = renderPage();
    const strip = await screen.findByRole('list', { name: 'Review categories' });
    const electric = within(strip).getByRole('button', { name: /Electric\s*9 reviews/ });
    expect(electric).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(electric);
    await waitFor(() => expect(requests.at(-1)).toBe('?category=electric&sortBy=date&limit=12'));
    expect(view.router.state.location.search).toBe('?category=electric');
    expect(within(strip).getByRole('button', { name: /Electric/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Category')).toHaveValue('electric');
  });

  it('says Error loading reviews with the status, and Failed to fetch categories', async () => {
    server.use(reviewsHandler(failWith(502)).handler, categoriesHandler(failWith(500)));
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const [categories, reviews] = screen.getAllByRole('alert');
    expect(categories).toHaveTextContent('Error loading reviews');
    expect(categories).toHaveTextContent('Failed to fetch categories');
    expect(reviews).toHaveTextContent('Failed to fetch reviews: 502');
  });

  it('says when no review matches and hides the sample line', async () => {
    server.use(reviewsHandler(reviewList([])).handler, categoriesHandler({ categories: categoriesFixture }));
    renderPage('/car-reviews?q=zzz');
    expect(await screen.findByText('No reviews found for the selected criteria.')).toBeInTheDocument();
    expect(screen.queryByText(/sample editorial content written for this demo/)).not.toBeInTheDocument();
  });
});
