import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { GuideScreen } from './guide-screen';

function renderGuide(slug: string) {
  return renderRoutes(
    [
      { path: '/car-guides', element: <h1>All guides page</h1> },
      { path: '/car-guides/:slug', element: <GuideScreen /> },
    ],
    `/car-guides/${slug}`,
  );
}

describe('GuideScreen', () => {
  it('shows the whole guide with its details, contents and the editorial note', () => {
    renderGuide('mot-test-explained');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'The MOT explained: when it is due, what is checked and what advisories mean',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/By Gareth Lewis/)).toBeInTheDocument();
    expect(screen.getByText('26 January 2026')).toBeInTheDocument();
    expect(screen.getByText(/not legal or financial advice/)).toBeInTheDocument();

    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const link = within(contents).getByRole('link', { name: 'When an MOT is due' });
    expect(link).toHaveAttribute('href', '#when-an-mot-is-due');
    expect(screen.getByRole('heading', { level: 2, name: 'When an MOT is due' })).toHaveAttribute(
      'id',
      'when-an-mot-is-due',
    );
    expect(screen.getByText(/Northern Ireland, a car’s first MOT is due four years/)).toBeInTheDocument();
    expect(screen.getByText('lights, indicators, reflectors and the horn;').tagName).toBe('LI');
  });

  it('lists related guides from the same category and links back to all guides', async () => {
    const view = renderGuide('mot-test-explained');
    const related = screen.getByRole('region', { name: 'Related guides' });
    expect(
      within(related)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Servicing and maintenance basics: tyres, fluids and service intervals']);
    await userEvent.click(screen.getByRole('link', { name: 'All car guides' }));
    expect(view.router.state.location.pathname).toBe('/car-guides');
    expect(await screen.findByRole('heading', { name: 'All guides page' })).toBeInTheDocument();
  });

  it("shows 'Guide not found' for an unknown slug, with a link back to the guides", async () => {
    const view = renderGuide('how-to-fly-a-car');
    expect(screen.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Browse all car guides' }));
    expect(view.router.state.location.pathname).toBe('/car-guides');
  });
});
