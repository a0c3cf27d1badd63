import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/server';
import { renderRoutes } from '../../../testing/render';
import { leaseDeal, leaseDealsHandler, leaseResult } from '../testing/lease-handlers';
import { LeaseDealsScreen } from './lease-deals-screen';

function renderPage(url = '/lease-deals') {
  return renderRoutes(
    [
      { path: '/lease-deals', element: <LeaseDealsScreen /> },
      { path: '/cars/:id', element: <p>Car detail</p> },
    ],
    url,
  );
}

describe('LeaseDealsScreen', () => {
  it('shows six skeletons and Loading deals... until the deals arrive, then the total', async () => {
    const { handler, requests } = leaseDealsHandler(leaseResult([leaseDeal(1), leaseDeal(2)], 1234), 50);
    server.use(handler);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Best Car Lease Deals' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Loading deals...' })).toBeInTheDocument();
    expect(screen.getAllByTestId('deal-skeleton')).toHaveLength(6);
    expect(await screen.findByRole('heading', { name: '1,234 Lease Deals Available' })).toBeInTheDocument();
    expect(screen.queryByTestId('deal-skeleton')).not.toBeInTheDocument();
    expect(requests).toEqual(['?sortBy=monthly_payment']);
  });

  it('shows each deal with the 2% badge, its quote and a link to the car', async () => {
    const deal = leaseDeal(7, { title: '2022 BMW 320d M Sport', price: 2_345_600 });
    server.use(leaseDealsHandler(leaseResult([deal])).handler);
    const view = renderPage();
    const card = await screen.findByRole('article', { name: '2022 BMW 320d M Sport' });
    // 2% of £23,456 = £469.12 → £469.
    expect(within(card).getByText('From £469/mo')).toBeInTheDocument();
    expect(within(card).getByText('£23,456')).toBeInTheDocument();
    const monthly = `£${(deal.lease.monthly / 100).toFixed(2)}`;
    expect(within(card).getByText(monthly)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('link', { name: '2022 BMW 320d M Sport' }));
    expect(view.router.state.location.pathname).toBe('/cars/7');
  });

  it('labels the three featured deals as examples, at £299, £349 and £399', async () => {
    server.use(leaseDealsHandler(leaseResult([])).handler);
    renderPage();
    const featured = screen.getByRole('region', { name: 'Featured examples' });
    const examples = within(featured).getAllByRole('listitem');
    expect(examples).toHaveLength(3);
    for (const [i, price] of ['£299', '£349', '£399'].entries()) {
      expect(within(examples[i]!).getByText('Example')).toBeInTheDocument();
      expect(within(examples[i]!).getByText(price)).toBeInTheDocument();
      expect(within(examples[i]!).getByText('36 months · 10,000 miles a year')).toBeInTheDocument();
    }
    expect(screen.getByText('Lower Monthly Payments')).toBeInTheDocument();
    expect(screen.getByText('Drive a Newer Car')).toBeInTheDocument();
    expect(screen.getByText('Warranty Coverage')).toBeInTheDocument();
  });

  it('asks again with the category and sort chosen, omitting category for all, and keeps them in the URL', async () => {
    const { handler, requests } = leaseDealsHandler(leaseResult([leaseDeal(1)], 40));
    server.use(handler);
    const view = renderPage();
    await screen.findByRole('heading', { name: '40 Lease Deals Available' });
    await userEvent.selectOptions(screen.getByLabelText('Body type'), 'SUV');
    await waitFor(() => expect(requests).toContain('?sortBy=monthly_payment&category=suv'));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most popular');
    await waitFor(() => expect(requests).toContain('?sortBy=popularity&category=suv'));
    expect(view.router.state.location.search).toBe('?category=suv&sortBy=popularity');
    await userEvent.selectOptions(screen.getByLabelText('Body type'), 'All cars');
    await waitFor(() => expect(requests).toContain('?sortBy=popularity'));
    expect(screen.getByRole('option', { name: 'Total cost: low to high' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Initial rental: low to high' })).toBeInTheDocument();
  });

  it('reads the category and sort from the URL', async () => {
    const { handler, requests } = leaseDealsHandler(leaseResult([leaseDeal(1)]));
    server.use(handler);
    renderPage('/lease-deals?category=estate&sortBy=total_cost');
    await screen.findByRole('heading', { name: '1 Lease Deals Available' });
    expect(requests).toEqual(['?sortBy=total_cost&category=estate']);
    expect(screen.getByLabelText('Body type')).toHaveValue('estate');
  });

  it('shows more deals by asking for a larger limit', async () => {
    const { handler, requests } = leaseDealsHandler((url) => {
      const limit = Number(url.searchParams.get('limit') ?? 24);
      return leaseResult(
        Array.from({ length: limit }, (_, i) => leaseDeal(i + 1)),
        100,
      );
    });
    server.use(handler);
    renderPage();
    await screen.findByRole('heading', { name: '100 Lease Deals Available' });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Show more deals' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
    expect(requests).toEqual(['?sortBy=monthly_payment', '?sortBy=monthly_payment&limit=48']);
  });

  it('says Failed to fetch lease deals when the request fails, and tries again', async () => {
    let fail = true;
    server.use(
      http.get('/api/lease-deals', () =>
        fail ? new HttpResponse('boom', { status: 500 }) : HttpResponse.json(leaseResult([leaseDeal(1)], 1)),
      ),
    );
    renderPage();
    expect(await screen.findByText('Failed to fetch lease deals')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '1 Lease Deals Available' })).toBeInTheDocument();
  });

  it('reveals How Leasing Works from its button and focuses it', async () => {
    server.use(leaseDealsHandler(leaseResult([])).handler);
    renderPage();
    const button = screen.getByRole('button', { name: 'How Leasing Works' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How Leasing Works' })).not.toBeInTheDocument();
    await userEvent.click(button);
    const section = screen.getByRole('region', { name: 'How Leasing Works' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByText('Hand the car back')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('heading', { level: 2 })).toHaveFocus());
    await userEvent.click(button);
    expect(screen.queryByRole('region', { name: 'How Leasing Works' })).not.toBeInTheDocument();
  });

  it('opens the calculator prefilled from the hero, and with a car’s price from its card', async () => {
    server.use(
      leaseDealsHandler(leaseResult([leaseDeal(3, { title: '2024 Kia Sportage', price: 3_150_000 })]))
        .handler,
    );
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Lease Calculator' }));
    let dialog = await screen.findByRole('dialog', { name: 'Lease Calculator' });
    expect(within(dialog).getByLabelText('Car price (£)')).toHaveValue('25000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Customise the lease of the 2024 Kia Sportage' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Lease Calculator' });
    expect(within(dialog).getByLabelText('Car price (£)')).toHaveValue('31500');
    expect(within(dialog).getByText('Your monthly rental for the 2024 Kia Sportage.')).toBeInTheDocument();
  });
});
