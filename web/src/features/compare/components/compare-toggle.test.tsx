import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { compareStore } from '../hooks/use-compare';
import { carFixture } from '../lib/car-fixture';
import { CompareToggle } from './compare-toggle';

beforeEach(() => {
  compareStore.clear();
  localStorage.clear();
});

describe('CompareToggle', () => {
  it('adds the car with the Car Added toast and then offers to remove it', async () => {
    renderWithProviders(<CompareToggle car={carFixture({ id: 1, title: '2020 Audi A3' })} />);
    const button = screen.getByRole('button', { name: 'Add to compare' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);

    expect(await screen.findByText('Car Added')).toBeInTheDocument();
    expect(screen.getByText('2020 Audi A3 has been added to comparison.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove from compare' }));
    expect(await screen.findByText('Car Removed')).toBeInTheDocument();
    expect(screen.getByText('2020 Audi A3 has been removed from comparison.')).toBeInTheDocument();
    expect(compareStore.getSnapshot()).toEqual([]);
  });

  it('refuses a fifth car with the destructive Comparison Full toast', async () => {
    for (const id of [1, 2, 3, 4]) compareStore.add(carFixture({ id }));
    renderWithProviders(<CompareToggle car={carFixture({ id: 5 })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    const title = await screen.findByText('Comparison Full');
    // The destructive style: the one toast shown in red.
    expect(title.closest('li')).toHaveClass('bg-red-700');
    expect(screen.getByText('You can only compare up to 4 cars at once.')).toBeInTheDocument();
    expect(compareStore.getSnapshot()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add to compare' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not follow the card link it sits in', async () => {
    const onLinkClick = vi.fn();
    renderWithProviders(
      <a href="/cars/9" onClick={onLinkClick}>
        <CompareToggle car={carFixture({ id: 9 })} />
      </a>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(onLinkClick).not.toHaveBeenCalled();
    expect(compareStore.getSnapshot().map((i) => i.id)).toEqual([9]);
  });
});

describe('comparison toasts from the store actions', () => {
  it('says Car Already Added for a duplicate', async () => {
    const { addToCompare } = await import('../hooks/use-compare');
    renderWithProviders(<p>page</p>);
    addToCompare(carFixture({ id: 3 }));
    addToCompare(carFixture({ id: 3 }));
    expect(await screen.findByText('Car Already Added')).toBeInTheDocument();
    expect(screen.getByText('Car Already Added').closest('li')).not.toHaveClass('bg-red-700');
    expect(screen.getByText('This car is already in your comparison.')).toBeInTheDocument();
  });
});
