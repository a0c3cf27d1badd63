import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadToaster, Toaster, toast } from './toast';

beforeAll(loadToaster);
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the one on screen', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Car Added', description: 'Ford Focus has been added to comparison.' }));
    expect(screen.getByText('Car Added')).toBeInTheDocument();
    act(() => toast({ title: 'Car Removed' }));
    expect(screen.getByText('Car Removed')).toBeInTheDocument();
    expect(screen.queryByText('Car Added')).not.toBeInTheDocument();
  });

  it('shows a minor toast only when no other is on screen, and lets a minor one be replaced', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'New listings', description: 'A dealer added 50 vehicles.', duration: 4000 }));
    act(() => toast({ title: 'Listing updated', description: '129 listings were updated.', minor: true }));
    expect(screen.getByText('A dealer added 50 vehicles.')).toBeInTheDocument();
    expect(screen.queryByText('Listing updated')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4300));
    act(() => toast({ title: 'Listing updated', description: '3 listings were updated.', minor: true }));
    expect(screen.getByText('3 listings were updated.')).toBeInTheDocument();
    act(() => toast({ title: 'Listing updated', description: '2 listings were updated.', minor: true }));
    expect(screen.getByText('2 listings were updated.')).toBeInTheDocument();
    act(() => toast({ title: 'Listing removed', description: 'A dealer removed a car.' }));
    expect(screen.getByText('A dealer removed a car.')).toBeInTheDocument();
  });

  it('disappears after 5 seconds by default, or after its own duration', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'Scraping Started' }));
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Scraping Started')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByText('Scraping Started')).not.toBeInTheDocument();
    act(() => toast({ title: 'Car updated', duration: 3000 }));
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Car updated')).not.toBeInTheDocument();
  });

  it('can be dismissed, and F8 moves focus to the notification area', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => toast({ title: 'Comparison Full', variant: 'destructive' }));
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const region = screen.getByRole('region', { name: /Notifications/ });
    expect(document.activeElement).not.toBe(document.body);
    expect(region.contains(document.activeElement)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Comparison Full')).not.toBeInTheDocument();
  });
});

describe('a toast raised before the toast code has arrived', () => {
  it('shows once the code is there', async () => {
    vi.resetModules();
    const fresh = await import('./toast');
    render(<fresh.Toaster />);
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => fresh.toast({ title: 'Car Added' }));
    expect(await screen.findByText('Car Added')).toBeInTheDocument();
  });
});
