import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTooltips, Tooltip } from './tooltip';

afterEach(() => vi.useRealTimers());

function twoTooltips() {
  render(
    <>
      <Tooltip content="Grid view">
        <button type="button">G</button>
      </Tooltip>
      <Tooltip content="List view">
        <button type="button">L</button>
      </Tooltip>
    </>,
  );
  return [screen.getByRole('button', { name: 'G' }), screen.getByRole('button', { name: 'L' })] as const;
}

describe('tooltips', () => {
  it('open only after the pointer has rested 700 ms', async () => {
    await loadTooltips();
    vi.useFakeTimers();
    const [grid] = twoTooltips();
    fireEvent.pointerMove(grid, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Grid view');
  });

  it('open at once when the pointer moves to another within 300 ms of one closing', async () => {
    await loadTooltips();
    vi.useFakeTimers();
    const [grid, list] = twoTooltips();
    fireEvent.pointerMove(grid, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(750));
    fireEvent.pointerLeave(grid, { pointerType: 'mouse' });
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerMove(list, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10));
    expect(screen.getByRole('tooltip')).toHaveTextContent('List view');
    // Long after the last one closed, the delay is back.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(400));
    fireEvent.pointerMove(grid, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Grid view');
  });
});

describe('tooltips before their code has arrived', () => {
  it('show the trigger alone, and a trigger focused meanwhile keeps the focus and shows its tooltip', async () => {
    vi.resetModules();
    const fresh = await import('./tooltip');
    render(
      <fresh.Tooltip content="Grid view">
        <button type="button">G</button>
      </fresh.Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Grid view');
    expect(screen.getByRole('button', { name: 'G' })).toHaveFocus();
  });
});
