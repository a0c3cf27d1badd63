import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

describe('a sheet opened before its dialog code has arrived', () => {
  it('opens once the code is there, with the focus inside, and closes on Escape', async () => {
    vi.resetModules();
    const { Sheet } = await import('./sheet');
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Filters
          </button>
          <Sheet open={open} onOpenChange={setOpen} side="left" title="Refine Search">
            <label>
              Make <input />
            </label>
          </Sheet>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refine Search' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
