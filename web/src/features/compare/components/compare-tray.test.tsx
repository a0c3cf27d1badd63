import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { compareStore } from '../hooks/use-compare';
import { carFixture } from '../lib/car-fixture';
import { CompareTray } from './compare-tray';

beforeEach(() => {
  compareStore.clear();
  localStorage.clear();
});

const golf = carFixture({
  id: 1,
  title: '2018 VW Golf',
  price: 1_000_000,
  year: 2018,
  mileage: 60_000,
  previousOwners: 3,
  powerBhp: 110,
  color: 'Grey',
});
const leaf = carFixture({
  id: 2,
  title: '2021 Nissan Leaf',
  price: 1_500_000,
  year: 2021,
  mileage: 15_000,
  previousOwners: 1,
  powerBhp: 148,
  color: 'Grey',
  isElectric: true,
  fuelType: 'Electric',
  engineSize: 0,
  electricRange: 168,
});

describe('CompareTray', () => {
  it('is hidden while no car is chosen', () => {
    renderWithProviders(<CompareTray />);
    expect(screen.queryByRole('region', { name: 'Comparison' })).not.toBeInTheDocument();
  });

  it('lists one car with its price, and Compare Now stays disabled until a second car', async () => {
    compareStore.add(golf);
    renderWithProviders(<CompareTray />);
    const tray = screen.getByRole('region', { name: 'Comparison' });
    expect(within(tray).getByText('2018 VW Golf')).toBeInTheDocument();
    expect(within(tray).getByText('£10,000')).toBeInTheDocument();
    expect(within(tray).getByRole('button', { name: 'Compare Now' })).toBeDisabled();

    compareStore.add(leaf);
    expect(await within(tray).findByText('2021 Nissan Leaf')).toBeInTheDocument();
    expect(within(tray).getByRole('button', { name: 'Compare Now' })).toBeEnabled();
  });

  it('removes a car and clears the list with the exact toasts', async () => {
    compareStore.add(golf);
    compareStore.add(leaf);
    renderWithProviders(<CompareTray />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove 2018 VW Golf from comparison' }));
    expect(await screen.findByText('Car Removed')).toBeInTheDocument();
    expect(screen.getByText('2018 VW Golf has been removed from comparison.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare Now' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Comparison Cleared')).toBeInTheDocument();
    expect(screen.getByText('All cars have been removed from comparison.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Comparison' })).not.toBeInTheDocument();
  });

  it('opens the comparison side by side, highlighting differences and labelling the best values', async () => {
    compareStore.add(golf);
    compareStore.add(leaf);
    renderWithProviders(<CompareTray />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare Now' }));

    const dialog = await screen.findByRole('dialog', { name: 'Compare cars' });
    expect(within(dialog).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(dialog).getByRole('link', { name: '2018 VW Golf' })).toHaveAttribute('href', '/cars/1');
    expect(within(dialog).getByRole('link', { name: '2021 Nissan Leaf' })).toHaveAttribute('href', '/cars/2');

    const cells = (label: string) => {
      const row = within(dialog)
        .getByRole('rowheader', { name: new RegExp(`^${label}`) })
        .closest('tr')!;
      return within(row).getAllByRole('cell');
    };
    // Lowest price is the Golf; newest year, lowest mileage, fewest owners and most power are the Leaf's.
    expect(cells('Price')[0]).toHaveTextContent('£10,000Best');
    expect(cells('Price')[1]).toHaveTextContent(/^£15,000$/);
    for (const label of ['Year', 'Mileage', 'Previous owners', 'Power']) {
      expect(cells(label)[0]).not.toHaveTextContent('Best');
      expect(cells(label)[1]).toHaveTextContent('Best');
    }
    // Only the Leaf has a range, so there is nothing to rank.
    expect(cells('Electric range')[1]).toHaveTextContent(/^168 miles$/);

    expect(
      within(dialog).getByRole('rowheader', { name: 'Fuel type Differs' }).closest('tr'),
    ).toHaveAttribute('data-differs');
    expect(within(dialog).getByRole('rowheader', { name: 'Colour' })).toBeInTheDocument();
    expect(within(dialog).getByRole('rowheader', { name: 'Colour' }).closest('tr')).not.toHaveAttribute(
      'data-differs',
    );
  });

  it('removes a car from inside the comparison view', async () => {
    compareStore.add(golf);
    compareStore.add(leaf);
    compareStore.add(carFixture({ id: 3, title: '2017 Ford Fiesta' }));
    renderWithProviders(<CompareTray />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare cars' });
    expect(within(dialog).getAllByRole('columnheader')).toHaveLength(3);

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Remove 2017 Ford Fiesta from comparison' }),
    );
    expect(within(dialog).getAllByRole('columnheader')).toHaveLength(2);
    expect(compareStore.getSnapshot().map((i) => i.id)).toEqual([1, 2]);
  });
});
