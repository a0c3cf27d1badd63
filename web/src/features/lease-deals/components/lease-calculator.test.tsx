import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { leaseQuote } from '../../../../../bff/plugins/lease-deals/lease-quote';
import { LeaseCalculator, parsePrice } from './lease-calculator';

const money = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('LeaseCalculator', () => {
  it('shows the default quote for the price it opens with', () => {
    render(<LeaseCalculator initialPrice={2_000_000} />);
    const quote = screen.getByRole('region', { name: 'Your lease quote' });
    // lease-quote.test.ts works this one through: £320.28 a month.
    expect(within(quote).getByText('£320.28')).toBeInTheDocument();
    expect(within(quote).getByText('Monthly rental (VAT included)')).toBeInTheDocument();
    expect(within(quote).getByText(money(6 * 32_028))).toBeInTheDocument();
    expect(within(quote).getByText(money(41 * 32_028))).toBeInTheDocument();
  });

  it('recomputes as the price, term, mileage, initial rental and contract type change', async () => {
    render(<LeaseCalculator initialPrice={2_500_000} />);
    const price = screen.getByLabelText('Car price (£)');
    await userEvent.clear(price);
    await userEvent.type(price, '32,000');
    await userEvent.selectOptions(screen.getByLabelText('Contract length'), '48 months');
    await userEvent.selectOptions(screen.getByLabelText('Annual mileage'), '15,000 miles a year');
    await userEvent.selectOptions(screen.getByLabelText('Initial rental'), '9 months upfront');
    await userEvent.selectOptions(screen.getByLabelText('Contract type'), 'Business (VAT excluded)');
    const expected = leaseQuote({
      price: 3_200_000,
      term: 48,
      annualMileage: 15_000,
      initialMonths: 9,
      contract: 'business',
    });
    const quote = screen.getByRole('region', { name: 'Your lease quote' });
    expect(within(quote).getByTestId('lease-monthly')).toHaveTextContent(money(expected.monthly));
    expect(within(quote).getByText('Monthly rental (VAT excluded)')).toBeInTheDocument();
    expect(within(quote).getByText(`47 × ${money(expected.monthly)}`)).toBeInTheDocument();
    expect(within(quote).getByText(money(expected.initialRental))).toBeInTheDocument();
    expect(within(quote).queryByText('VAT in the total')).not.toBeInTheDocument();
  });

  it('asks for a price in range instead of quoting nonsense', async () => {
    render(<LeaseCalculator initialPrice={2_500_000} />);
    const price = screen.getByLabelText('Car price (£)');
    await userEvent.clear(price);
    await userEvent.type(price, '500');
    expect(screen.getByText('Enter a car price between £1,000 and £1,000,000')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a car price to see the monthly rental.')).toBeInTheDocument();
  });

  it('reads prices with pound signs, commas and pence', () => {
    expect(parsePrice('£12,345.67')).toEqual({ pence: 1_234_567 });
    expect(parsePrice('abc')).toHaveProperty('error');
    expect(parsePrice('2000000')).toHaveProperty('error');
  });
});
