import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { NotFoundRoute } from './not-found';

describe('not-found screen', () => {
  it('explains the page is missing and leads back to search', async () => {
    const { router } = renderRoutes(
      [
        { path: '/', element: <h1>Search home</h1> },
        { path: '*', element: <NotFoundRoute /> },
      ],
      '/no-such-page',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();

    const back = screen.getByRole('link', { name: 'Back to Search' });
    expect(back).toHaveAttribute('href', '/');
    await userEvent.click(back);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Search home' })).toBeInTheDocument();
  });
});
