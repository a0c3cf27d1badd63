// The result cards' optional monthly cost line: off by default, one request per page of results when on.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { MonthlyCostSummary, RunningCostsBatch } from '../../../../../bff/plugins/running-costs/schemas';
import { ALL_ACCEPTED, saveConsent } from '../../../lib/consent';
import { RUNNING_COSTS_STORAGE_KEY } from '../../../lib/running-costs-inputs';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { searchHandlers } from '../testing/search-handlers';
import { SearchHome } from './search-home';

/** Car n costs £200 + n a month; the postcode 'ZZ99' is one the server does not know. */
function costsHandler() {
  const asked: URLSearchParams[] = [];
  const handler = http.get('*/api/running-costs', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    const postcode = params.get('postcode');
    if (postcode === 'ZZ99') {
      return HttpResponse.json(
        { message: "postcode: 'ZZ99' is not a UK postcode, district or town we know" },
        { status: 400 },
      );
    }
    const ids = params.get('ids')!.split(',').map(Number);
    const costs: Record<string, MonthlyCostSummary> = {};
    for (const id of ids.filter((id) => id !== 5)) {
      costs[id] = {
        carId: id,
        monthlyTotal: 20_000 + id * 100,
        deposit: 300_000,
        finance: 15_000,
        roadTax: 1_500,
        energy: 3_500 + id * 100,
        energyKind: 'fuel',
        includes: ['finance', 'road tax', 'fuel'],
        cleanAir: id === 2 ? 'charged' : 'compliant',
      };
    }
    return HttpResponse.json({
      inputs: {
        postcode: postcode ? { input: postcode, label: postcode } : null,
        depositShare: 0.2,
        termMonths: Number(params.get('termMonths') ?? 60),
        apr: Number(params.get('apr') ?? 4.9),
        annualMiles: Number(params.get('annualMiles') ?? 8000),
      },
      costs,
      missing: ids.filter((id) => !costs[id]),
    } satisfies RunningCostsBatch);
  });
  return { asked, handler };
}

function setup(url = '/') {
  const search = searchHandlers({ total: 30 });
  const costs = costsHandler();
  server.use(...search.handlers, costs.handler);
  const view = renderWithProviders(<SearchHome />, url);
  const searches = () => search.requests.filter((u) => u.pathname.endsWith('/search'));
  return { ...view, searches, asked: costs.asked };
}

const cardOf = (n: number) =>
  screen.getByRole('link', { name: `2020 Audi A3 Sport ${n}` }).closest('article') as HTMLElement;
const toggle = () => screen.getByRole('button', { name: 'Show monthly cost' });

afterEach(() => localStorage.clear());

describe('the monthly cost line on the result cards', () => {
  it('is off by default: no request and no line', async () => {
    const { asked, searches } = setup();
    await screen.findByText('30 cars found');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/\/month all-in/)).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);
    expect(searches()[0]!.searchParams.has('monthlyCost')).toBe(false);
  });

  it('when switched on, asks once for the page and shows each card’s figure, kept in the URL', async () => {
    const { asked, searches, router } = setup();
    await screen.findByText('30 cars found');
    const searchesBefore = searches().length;
    await userEvent.click(toggle());

    expect(await within(cardOf(1)).findByText('≈ £201/month all-in')).toBeInTheDocument();
    expect(within(cardOf(12)).getByText('≈ £212/month all-in')).toBeInTheDocument();
    expect(screen.getAllByText(/\/month all-in/)).toHaveLength(11);
    expect(within(cardOf(5)).getByText('No monthly cost for this car')).toBeInTheDocument();
    expect(
      within(cardOf(1)).getByText('finance, road tax and fuel · UK average, no postcode set'),
    ).toBeInTheDocument();
    expect(within(cardOf(2)).getByText(/clean air zone near you charges/)).toBeInTheDocument();
    expect(
      within(cardOf(1)).getByRole('button', { name: 'What the monthly cost includes' }),
    ).toBeInTheDocument();

    expect(asked).toHaveLength(1);
    expect(asked[0]!.get('ids')).toBe('1,2,3,4,5,6,7,8,9,10,11,12');
    expect([...asked[0]!.keys()]).toEqual(['ids']);
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?monthlyCost=1');
    // How the results are shown is not a search: nothing more is asked of the search API.
    expect(searches()).toHaveLength(searchesBefore);

    await userEvent.click(toggle());
    expect(screen.queryByText(/\/month all-in/)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens with the line from a shared URL, never sending monthlyCost to the search API', async () => {
    const { asked, searches } = setup('/?make=Audi&monthlyCost=1');
    expect(
      await within(await waitFor(() => cardOf(3))).findByText('≈ £203/month all-in'),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    for (const url of searches()) {
      expect(url.searchParams.get('make')).toBe('Audi');
      expect(url.searchParams.has('monthlyCost')).toBe(false);
    }
  });

  it('asks only for the new page’s cars on Load More', async () => {
    const { asked } = setup('/?monthlyCost=1');
    await within(await waitFor(() => cardOf(1))).findByText('≈ £201/month all-in');
    await userEvent.click(screen.getByRole('button', { name: 'Load More Results' }));
    expect(
      await within(await waitFor(() => cardOf(13))).findByText('≈ £213/month all-in'),
    ).toBeInTheDocument();
    expect(asked.map((p) => p.get('ids'))).toEqual([
      '1,2,3,4,5,6,7,8,9,10,11,12',
      '13,14,15,16,17,18,19,20,21,22,23,24',
    ]);
  });

  it('uses the buyer’s remembered postcode and figures, and says so', async () => {
    saveConsent(ALL_ACCEPTED);
    localStorage.setItem(
      RUNNING_COSTS_STORAGE_KEY,
      JSON.stringify({ postcode: 'sw1a 1aa', annualMiles: 12000, termMonths: 36, apr: 6.5 }),
    );
    const { asked } = setup('/?monthlyCost=1');
    await within(await waitFor(() => cardOf(1))).findByText('≈ £201/month all-in');
    expect(
      within(cardOf(1)).getByText('finance, road tax and fuel · at your postcode SW1A 1AA'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toEqual({
      ids: '1,2,3,4,5,6,7,8,9,10,11,12',
      postcode: 'sw1a 1aa',
      annualMiles: '12000',
      termMonths: '36',
      apr: '6.5',
    });
  });

  it('falls back to the UK average when the remembered postcode is not known, and says so', async () => {
    saveConsent(ALL_ACCEPTED);
    localStorage.setItem(RUNNING_COSTS_STORAGE_KEY, JSON.stringify({ postcode: 'ZZ99', annualMiles: 9000 }));
    const { asked } = setup('/?monthlyCost=1');
    await within(await waitFor(() => cardOf(1))).findByText('≈ £201/month all-in');
    expect(
      within(cardOf(1)).getByText('finance, road tax and fuel · UK average (postcode ZZ99 not recognised)'),
    ).toBeInTheDocument();
    expect(asked.map((p) => p.get('postcode'))).toEqual(['ZZ99', null]);
    expect(asked[1]!.get('annualMiles')).toBe('9000');
  });
});
