import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render';
import { CarInsuranceScreen } from './car-insurance-screen';

function setup() {
  const view = renderRoutes([{ path: '/car-insurance', element: <CarInsuranceScreen /> }], '/car-insurance');
  return { ...view, user: userEvent.setup() };
}

describe('CarInsuranceScreen', () => {
  it('shows the three cover types with their features and the help details', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Car Insurance' })).toBeInTheDocument();
    expect(screen.getByText(/save you up to £300/)).toBeInTheDocument();
    const cover = screen.getByRole('region', { name: 'Types of Cover' });
    expect(
      within(cover)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Comprehensive', 'Third Party Fire & Theft', 'Third Party Only']);
    expect(screen.getByRole('link', { name: '020 7946 0324' })).toHaveAttribute('href', 'tel:02079460324');
  });

  it('offers the bands of 001 §9 and shows no quotes until Compare Quotes', async () => {
    const { user } = setup();
    const mileage = within(screen.getByLabelText('Annual Mileage')).getAllByRole('option').slice(1);
    expect(mileage.map((o) => o.textContent)).toEqual([
      '0 - 5,000 miles',
      '5,000 - 10,000 miles',
      '10,000 - 15,000 miles',
      '15,000 - 20,000 miles',
      '20,000+ miles',
    ]);
    expect(within(screen.getByLabelText('Main Usage')).getAllByRole('option')).toHaveLength(5);
    expect(screen.queryByText(/Example Insurer/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compare Quotes' }));
    expect(screen.getByText('Postcode is required')).toBeInTheDocument();
    expect(screen.getByText('Age is required')).toBeInTheDocument();
    expect(screen.getByText('Make is required')).toBeInTheDocument();
    expect(screen.getByText('Model is required')).toBeInTheDocument();
    expect(screen.getByText('Main usage is required')).toBeInTheDocument();
    expect(screen.getByText('Annual mileage is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Postcode')).toHaveFocus();
    expect(screen.queryByText(/Example Insurer/)).not.toBeInTheDocument();
  });

  it('refuses a malformed postcode and a driver under 17', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Postcode'), '12345');
    await user.type(screen.getByLabelText("Driver's Age"), '16');
    await user.click(screen.getByRole('button', { name: 'Compare Quotes' }));
    expect(screen.getByText('Postcode must be a UK postcode, like SW1A 1AA')).toBeInTheDocument();
    expect(screen.getByText('Drivers must be at least 17')).toBeInTheDocument();
  });

  it('shows the three fixed quotes, labelled as illustrative examples, after Compare Quotes', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Postcode'), 'sw1a 1aa');
    await user.type(screen.getByLabelText("Driver's Age"), '34');
    await user.type(screen.getByLabelText('Make'), 'Ford');
    await user.type(screen.getByLabelText('Model'), 'Focus');
    await user.selectOptions(screen.getByLabelText('Main Usage'), 'Commuting');
    await user.selectOptions(screen.getByLabelText('Annual Mileage'), '5,000 - 10,000 miles');
    await user.click(screen.getByRole('button', { name: 'Compare Quotes' }));
    const results = screen.getByRole('region', { name: 'Illustrative example quotes' });
    expect(within(results).getByText(/These are illustrative examples, not real offers/)).toBeInTheDocument();
    const cards = within(results)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'));
    expect(cards).toHaveLength(3);
    expect(cards.map((c) => within(c).getByText('Example').textContent)).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('£45/month');
    expect(cards[0]).toHaveTextContent('£540/year');
    expect(cards[0]).toHaveTextContent('Excess £250');
    expect(cards[0]).toHaveTextContent('Rating 4.5 of 5');
    expect(cards[1]).toHaveTextContent('£52/month');
    expect(cards[1]).toHaveTextContent('£624/year');
    expect(cards[1]).toHaveTextContent('Excess £200');
    expect(cards[2]).toHaveTextContent('£48/month');
    expect(cards[2]).toHaveTextContent('£576/year');
    expect(cards[2]).toHaveTextContent('Excess £300');
    expect(cards[2]).toHaveTextContent('Rating 4.0 of 5');
  });
});
