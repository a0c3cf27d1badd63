import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningCosts } from '../../../../../bff/plugins/running-costs/schemas';
import { ALL_ACCEPTED, NECESSARY_ONLY, saveConsent } from '../../../lib/consent';
import { server } from '../../../testing/server';
import { renderWithProviders } from '../../../testing/render';
import { RUNNING_COSTS_STORAGE_KEY, RunningCostsPanel } from './running-costs-panel';

function answer(params: URLSearchParams): RunningCosts {
  const postcode = params.get('postcode');
  const annualMiles = Number(params.get('annualMiles') ?? 8000);
  return {
    carId: 42,
    vehicle: { title: '2014 Ford Focus', category: 'car', year: 2014, fuelType: 'Diesel', price: 800_000 },
    inputs: {
      postcode: postcode ? { input: postcode, label: 'SW1A 1AA' } : null,
      deposit: Number(params.get('deposit') ?? 160_000),
      termMonths: Number(params.get('termMonths') ?? 60),
      apr: Number(params.get('apr') ?? 4.9),
      annualMiles,
    },
    finance: {
      monthly: 12_048,
      amountFinanced: 640_000,
      totalPayable: 882_880,
      formula: 'P·r',
      note: 'An illustration.',
    },
    roadTax: {
      monthly: 1_625,
      annual: 19_500,
      source: "The listing's vehicle tax (VED) rate, £ a year",
      note: 'The annual rate divided by 12.',
    },
    energy: {
      monthly: annualMiles === 8000 ? 8_301 : 16_602,
      kind: 'fuel',
      annualMiles,
      consumption: {
        engine: 'Ford Focus 1.5 TDCi 120',
        match: 'exact',
        mpg: 62.8,
        milesPerKwh: null,
        source: 'The official (WLTP) combined figure',
      },
      fuelPrice: {
        pence: 141.58,
        unit: 'litre',
        asOf: '2025-09-08',
        source: 'Department for Energy Security and Net Zero, weekly road fuel prices',
        url: null,
      },
      electricityPrice: null,
      formula: 'miles ÷ mpg',
      note: 'Official figures are measured in a test.',
    },
    total: {
      monthly: 21_974,
      includes: ['finance', 'road tax', 'fuel'],
      excludes: ['insurance (depends on you: get quotes)'],
    },
    insurance: {
      group: 14,
      scale: 'ABI/Thatcham groups 1-50',
      band: 'moderate (11-20)',
      note: 'A higher group usually costs more.',
    },
    cleanAir: {
      compliant: 'unknown',
      standard: 'Euro 6 (diesel)',
      reason: 'Euro 6 became compulsory for new diesel cars from September 2015.',
      asOf: '2025-10-01',
      zones: postcode
        ? [
            {
              id: 'london-ulez',
              name: 'London Ultra Low Emission Zone',
              scheme: 'ULEZ',
              distanceMiles: 0.3,
              compliant: 'unknown',
              dailyCharge: 1250,
              note: 'Unless the V5C shows it meets the standard.',
              source: 'Transport for London',
              url: 'https://tfl.gov.uk',
            },
          ]
        : null,
    },
  };
}

const asked: URLSearchParams[] = [];
function serve() {
  asked.length = 0;
  server.use(
    http.get('/api/cars/42/running-costs', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      if (params.get('postcode') === 'ZZ99') {
        return HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: "postcode: 'ZZ99' is not a UK postcode, district or town we know",
          },
          { status: 400 },
        );
      }
      return HttpResponse.json(answer(params));
    }),
  );
}

afterEach(() => localStorage.clear());

describe('RunningCostsPanel', () => {
  it('shows the monthly total, each line with its inputs, the insurance band and every source with its date', async () => {
    serve();
    renderWithProviders(<RunningCostsPanel carId={42} />);
    const section = await screen.findByRole('region', { name: 'True monthly cost' });
    expect(await within(section).findByText('£219.74')).toBeInTheDocument();
    expect(within(section).getByText('£120.48 a month')).toBeInTheDocument();
    expect(within(section).getByText('£16.25 a month')).toBeInTheDocument();
    expect(within(section).getByText('£83.01 a month')).toBeInTheDocument();
    expect(section).toHaveTextContent('at 62.8 mpg');
    expect(section).toHaveTextContent(
      '141.58p a litre: Department for Energy Security and Net Zero, weekly road fuel prices, 8 September 2025',
    );
    expect(section).toHaveTextContent('Group 14: moderate (11-20)');
    expect(section).toHaveTextContent('checked 1 October 2025');
    expect(section).toHaveTextContent('Enter your postcode to see the zones near you.');
    // The defaults the server used are shown in the inputs.
    expect(screen.getByLabelText('Deposit')).toHaveValue('1600');
    expect(screen.getByLabelText('Loan term')).toHaveValue('60');
    expect(screen.getByLabelText('Interest rate (% APR)')).toHaveValue('4.9');
    expect(screen.getByLabelText('Miles a year')).toHaveValue('8000');
  });

  it('sends the buyer’s inputs and lists the clean air zones near the postcode', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<RunningCostsPanel carId={42} />);
    await screen.findByText('£219.74');
    await user.type(screen.getByLabelText('Your postcode or town'), 'SW1A 1AA');
    await user.clear(screen.getByLabelText('Miles a year'));
    await user.type(screen.getByLabelText('Miles a year'), '16,000');
    await user.clear(screen.getByLabelText('Deposit'));
    await user.type(screen.getByLabelText('Deposit'), '2000');
    await user.selectOptions(screen.getByLabelText('Loan term'), '36');
    await user.click(screen.getByRole('button', { name: 'Update monthly cost' }));
    const zones = await screen.findByRole('list', { name: 'Clean air zones near you' });
    expect(zones).toHaveTextContent('London Ultra Low Emission Zone (ULEZ), 0.3 miles: £12.50 a day.');
    const last = asked.at(-1)!;
    expect(Object.fromEntries(last)).toEqual({
      postcode: 'SW1A 1AA',
      deposit: '200000',
      termMonths: '36',
      apr: '4.9',
      annualMiles: '16000',
    });
  });

  it('shows the server’s message naming the field it refused', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<RunningCostsPanel carId={42} />);
    await screen.findByText('£219.74');
    await user.type(screen.getByLabelText('Your postcode or town'), 'ZZ99');
    await user.click(screen.getByRole('button', { name: 'Update monthly cost' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("postcode: 'ZZ99' is not a UK postcode");
  });

  it('remembers the postcode and mileage with functional consent, and not without', async () => {
    saveConsent(ALL_ACCEPTED);
    serve();
    const user = userEvent.setup();
    const view = renderWithProviders(<RunningCostsPanel carId={42} />);
    await screen.findByText('£219.74');
    await user.type(screen.getByLabelText('Your postcode or town'), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Update monthly cost' }));
    await screen.findByRole('list', { name: 'Clean air zones near you' });
    expect(JSON.parse(localStorage.getItem(RUNNING_COSTS_STORAGE_KEY)!)).toEqual({
      postcode: 'SW1A 1AA',
      annualMiles: 8000,
    });
    view.unmount();
    renderWithProviders(<RunningCostsPanel carId={42} />);
    expect(screen.getByLabelText('Your postcode or town')).toHaveValue('SW1A 1AA');
    await screen.findByRole('list', { name: 'Clean air zones near you' });
    expect(asked.at(-1)?.get('postcode')).toBe('SW1A 1AA');

    saveConsent(NECESSARY_ONLY);
    expect(localStorage.getItem(RUNNING_COSTS_STORAGE_KEY)).toBeNull();
  });
});
