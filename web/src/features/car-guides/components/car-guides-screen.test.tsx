import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { CarGuidesScreen } from './car-guides-screen';

function renderPage(url = '/car-guides') {
  return renderRoutes(
    [
      { path: '/car-guides', element: <CarGuidesScreen /> },
      { path: '/car-guides/:slug', element: <p>Guide page</p> },
    ],
    url,
  );
}

const titles = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('CarGuidesScreen', () => {
  it('shows every guide with its details, the editorial note and no view or like counts', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Car Guides' })).toBeInTheDocument();
    expect(
      screen.getByText(/editorial guides: general information for UK buyers, not legal or financial advice/),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 17 of 17 guides')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(17);
    const card = screen.getByRole('article', {
      name: 'The MOT explained: when it is due, what is checked and what advisories mean',
    });
    expect(within(card).getByText('Maintenance')).toBeInTheDocument();
    expect(within(card).getByText('Beginner')).toBeInTheDocument();
    expect(within(card).getByText(/^\d min read$/)).toBeInTheDocument();
    expect(within(card).getByText('26 January 2026')).toBeInTheDocument();
    expect(within(card).getByText(/Gareth Lewis/)).toBeInTheDocument();
    expect(within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card).getByRole('link', { name: /^Read guide: The MOT explained/ })).toHaveAttribute(
      'href',
      '/car-guides/mot-test-explained',
    );
    expect(screen.queryByText(/views|likes/i)).not.toBeInTheDocument();
  });

  it('shows the first three editorial picks in the Popular Guides strip, in rank order', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Popular Guides' })).toBeInTheDocument();
    const picks = within(screen.getByRole('list', { name: 'Popular guides' })).getAllByRole('link');
    expect(picks).toHaveLength(3);
    expect(picks.map((l) => l.getAttribute('href'))).toEqual([
      '/car-guides/used-car-checks-before-you-buy',
      '/car-guides/hp-vs-pcp-vs-personal-loan',
      '/car-guides/dealer-or-private-seller-your-rights',
    ]);
  });

  it('keeps search, category, difficulty and sort in the URL, and Back undoes a choice', async () => {
    const view = renderPage();
    await userEvent.type(screen.getByLabelText('Search guides'), 'pcp');
    expect(view.router.state.location.search).toBe('?q=pcp');
    expect(titles()).toEqual(['HP vs PCP vs personal loan: which way to pay for a car']);
    await userEvent.clear(screen.getByLabelText('Search guides'));
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Legal');
    expect(screen.getByText('Showing 4 of 17 guides')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), 'Beginner');
    expect(titles()).toEqual(['The V5C logbook and transferring ownership online']);
    expect(view.router.state.location.search).toBe('?category=legal&difficulty=beginner');
    await userEvent.selectOptions(screen.getByLabelText('Difficulty'), 'All levels');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Oldest first');
    expect(view.router.state.location.search).toBe('?category=legal&sort=oldest');
    expect(titles()[0]).toBe('The V5C logbook and transferring ownership online');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most popular');
    expect(titles()[0]).toBe('Buying from a dealer or privately: your rights explained');

    await view.router.navigate(-1);
    expect(await screen.findByDisplayValue('Oldest first')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?category=legal&sort=oldest');
  });

  it('reads the filters from the URL it opens with', () => {
    renderPage('/car-guides?category=maintenance&sort=oldest');
    expect(screen.getByLabelText('Category')).toHaveValue('maintenance');
    expect(titles()).toEqual([
      'Servicing and maintenance basics: tyres, fluids and service intervals',
      'The MOT explained: when it is due, what is checked and what advisories mean',
    ]);
  });

  it('browses by category from the strip, each button with its guide count', async () => {
    const view = renderPage();
    const strip = screen.getByRole('region', { name: 'Browse by category' });
    const insurance = within(strip).getByRole('button', { name: /^Insurance, ?2 guides$/ });
    expect(within(strip).getByRole('button', { name: /^Buying, ?5 guides$/ })).toBeInTheDocument();
    expect(within(strip).getAllByRole('button')).toHaveLength(6);
    await userEvent.click(insurance);
    expect(view.router.state.location.search).toBe('?category=insurance');
    expect(screen.getByText('Showing 2 of 17 guides')).toBeInTheDocument();
    expect(insurance).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Category')).toHaveValue('insurance');
  });

  it('shows an empty state whose Clear filters button brings every guide back', async () => {
    const view = renderPage('/car-guides?q=spaceship&difficulty=advanced&sort=shortest');
    expect(screen.getByText('Showing 0 of 17 guides')).toBeInTheDocument();
    expect(screen.getByText(/No guides match these filters/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('Showing 17 of 17 guides')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?sort=shortest');
    expect(screen.getByLabelText('Search guides')).toHaveValue('');
  });
});
