import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { inspectionDates } from '../../../../../bff/plugins/part-exchange/schemas';
import { resetCsrfToken } from '../../../lib/api-client';
import { renderRoutes } from '../../../testing/render';
import { server } from '../../../testing/server';
import { partExchangeHandlers } from '../testing/handlers';
import { PartExchangeScreen } from './part-exchange-screen';

function setup(options: Parameters<typeof partExchangeHandlers>[0] = {}) {
  const api = partExchangeHandlers(options);
  server.use(...api.handlers);
  const view = renderRoutes(
    [
      { path: '/part-exchange', element: <PartExchangeScreen /> },
      { path: '/', element: <h1>Search home</h1> },
    ],
    '/part-exchange',
  );
  return { ...view, api, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function value(user: User, mileage = '30,000') {
  await user.type(screen.getByLabelText('Registration Number'), 'ab12 cde');
  await user.type(screen.getByLabelText('Mileage'), mileage);
  await user.selectOptions(screen.getByLabelText('Condition'), 'Excellent');
  await user.selectOptions(screen.getByLabelText('Service History'), 'Full service history');
  await user.click(screen.getByRole('button', { name: 'Get Valuation' }));
}

const result = () => screen.getByRole('region', { name: 'Your Valuation' });
const figure = (label: string) => within(result()).getByText(label).nextElementSibling?.textContent;

async function book(user: User) {
  await user.click(screen.getByRole('button', { name: 'Book Inspection' }));
  await user.type(screen.getByLabelText('Full Name'), 'Priya Shah');
  await user.type(screen.getByLabelText('Email Address'), 'priya@example.co.uk');
  await user.type(screen.getByLabelText('Phone Number'), '07700 900456');
  await user.selectOptions(screen.getByLabelText('Preferred Date'), inspectionDates(new Date())[1]!);
  await user.selectOptions(screen.getByLabelText('Time Slot'), '11am – 1pm');
  await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
}

beforeEach(() => resetCsrfToken());

describe('PartExchangeScreen', () => {
  it('shows the hero, four benefits, four steps and three testimonials labelled as samples', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Part Exchange Your Car' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Why part exchange with us' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    const steps = within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('heading', {
      level: 3,
    });
    expect(steps.map((s) => s.textContent)).toEqual([
      'Step 1: Enter Details',
      'Step 2: Instant Valuation',
      'Step 3: Book Inspection',
      'Step 4: Complete Exchange',
    ]);
    const testimonials = screen.getByRole('region', { name: 'What Customers Say' });
    expect(within(testimonials).getAllByText('Sample testimonial')).toHaveLength(3);
    expect(within(testimonials).getByText(/not quotes from real customers/)).toBeInTheDocument();
  });

  it('shows no result until Get Valuation, and names every missing field', async () => {
    const { user } = setup();
    expect(within(result()).queryByText('Part exchange estimate')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Valuation' }));
    expect(screen.getByText('Registration number is required')).toBeInTheDocument();
    expect(screen.getByText('Mileage must be a number')).toBeInTheDocument();
    expect(screen.getByText('Condition is required')).toBeInTheDocument();
    expect(screen.getByText('Service history is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Registration Number')).toHaveFocus();
    expect(within(result()).queryByText('Part exchange estimate')).not.toBeInTheDocument();
  });

  it('refuses a registration that is not one and a negative mileage', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Registration Number'), 'HELLO!');
    await user.type(screen.getByLabelText('Mileage'), '-5');
    await user.click(screen.getByRole('button', { name: 'Get Valuation' }));
    expect(
      screen.getByText('Registration number must be a UK registration, like AB12 CDE'),
    ).toBeInTheDocument();
    expect(screen.getByText('Mileage cannot be negative')).toBeInTheDocument();
  });

  it('values the car with the formula of 001 §9 and recalculates', async () => {
    const { user } = setup();
    await value(user);
    expect(figure('Part exchange estimate')).toBe('£15,840');
    expect(figure('Private sale value')).toBe('£18,216');
    expect(figure('Dealer retail value')).toBe('£20,592');
    expect(
      within(result()).getByText('Valuation guaranteed for 7 days subject to inspection.'),
    ).toBeInTheDocument();
    expect(within(result()).getByText('AB12 CDE · 30,000 miles')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Condition'), 'Poor');
    await user.click(screen.getByRole('button', { name: 'Recalculate Valuation' }));
    // (15000 - 3000) × 0.8 × 1.1 = 10,560
    expect(figure('Part exchange estimate')).toBe('£10,560');
  });

  it('says a car past 150,000 miles is valued at inspection', async () => {
    const { user } = setup();
    await value(user, '180000');
    expect(figure('Part exchange estimate')).toBe('£0');
    expect(within(result()).getByText(/we will value your car in\s+person/)).toBeInTheDocument();
  });

  it('Browse Our Cars goes to the search home', async () => {
    const { user, router } = setup();
    await value(user);
    await user.click(screen.getByRole('link', { name: 'Browse Our Cars' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers the next 14 days without Sundays and checks the booking form', async () => {
    const { user, api } = setup();
    await value(user);
    await user.click(screen.getByRole('button', { name: 'Book Inspection' }));
    const options = within(screen.getByLabelText('Preferred Date')).getAllByRole('option').slice(1);
    expect(options.map((o) => o.getAttribute('value'))).toEqual(inspectionDates(new Date()));
    expect(options.some((o) => o.textContent?.startsWith('Sunday'))).toBe(false);
    await user.type(screen.getByLabelText('Phone Number'), '0770 090');
    await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number must have 10 to 15 digits')).toBeInTheDocument();
    expect(screen.getByText('Preferred date is required')).toBeInTheDocument();
    expect(screen.getByText('Time slot is required')).toBeInTheDocument();
    expect(api.sent).toHaveLength(0);
  });

  it('books an inspection with the valued car and says what happens next', async () => {
    const { user, api } = setup();
    await value(user);
    await book(user);
    expect(await screen.findByRole('heading', { name: 'Inspection requested' })).toHaveFocus();
    expect(screen.getByText('PX-000007')).toBeInTheDocument();
    expect(screen.getByText(/within 1 working day to confirm the slot/)).toBeInTheDocument();
    expect(screen.getByText(/your estimate of £15,840 stands for 7 days/)).toBeInTheDocument();
    expect(api.sent[0]).toMatchObject({
      name: 'Priya Shah',
      preferredDate: inspectionDates(new Date())[1],
      timeSlot: '11-13',
      vehicle: { registration: 'AB12 CDE', mileage: 30_000, condition: 'excellent', serviceHistory: 'full' },
    });
  });

  it('keeps the form and says so when the server cannot store the booking', async () => {
    const { user } = setup({ bookError: { status: 500, message: 'An internal server error occurred' } });
    await value(user);
    await book(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your booking could not be sent. Please try again, or call us on 020 7946 0322.',
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Priya Shah');
    expect(screen.queryByRole('heading', { name: 'Inspection requested' })).not.toBeInTheDocument();
  });

  it('puts the server’s field message under its input', async () => {
    const { user } = setup({
      bookError: {
        status: 400,
        message: 'preferredDate: Preferred date must be one of the next 14 days, not a Sunday',
      },
    });
    await value(user);
    await book(user);
    expect(
      await screen.findByText('Preferred date must be one of the next 14 days, not a Sunday'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Preferred Date')).toHaveAttribute('aria-invalid', 'true');
  });
});
