import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip';

afterEach(() => vi.useRealTimers());

describe('tooltips', () => {
  it('open only after the pointer has rested 700 ms', () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <Tooltip content="Grid view">
          <button type="button">G</button>
        </Tooltip>
      </TooltipProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'G' });
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Grid view');
  });
});
