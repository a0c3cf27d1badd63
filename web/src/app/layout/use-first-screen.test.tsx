import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';

describe('the first screen', () => {
  it('is up once the requests its components started have been answered, and code for later waits until then', async () => {
    vi.resetModules();
    const { useFirstScreen } = await import('./use-first-screen');
    const { afterFirstScreen } = await import('../../lib/load-later');
    let answer: (cars: string) => void = () => {};
    function Cars() {
      const cars = useQuery({ queryKey: ['cars'], queryFn: () => new Promise<string>((r) => (answer = r)) });
      return <p>{cars.data ?? 'Searching…'}</p>;
    }
    function Layout() {
      useFirstScreen();
      return <Cars />;
    }
    const later = vi.fn();
    afterFirstScreen(later);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Layout />
      </QueryClientProvider>,
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(later).not.toHaveBeenCalled();
    answer('3 cars');
    expect(await screen.findByText('3 cars')).toBeInTheDocument();
    await waitFor(() => expect(later).toHaveBeenCalledTimes(1));
  });
});
