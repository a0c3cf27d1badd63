// What a visitor did on a server-rendered page before the app had taken it over, done again once it
// has. The page shows its first screen before the app's code has arrived (src/entry-server.tsx), and
// the page's own script records clicks on buttons and form submissions (holding them back) and
// which fields were typed in or changed (bff/plugins/web-app/first-screen.ts). A link works as a link
// meanwhile.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** The window property the page's script keeps the record under. */
export const EARLY_INPUT_KEY = '__earlyInput';

export interface EarlyEvent {
  type: string;
  target: Element;
}

/** A field's value and whether it was ticked, as the visitor left it. */
export interface LeftIn {
  value: string | undefined;
  checked: boolean | undefined;
}

interface EarlyInput {
  events: EarlyEvent[];
  /** Stops recording: the app answers from now on. */
  stop(): void;
}

/**
 * Once the app has taken the page over (its effects run after every child's) and its first requests
 * (who is signed in) have been answered, the record plays: as a button pressed then would have found
 * the page had the app rendered it.
 */
export function useEarlyInput(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const record = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_KEY];
    if (!record) return;
    record.stop();
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_KEY];
    if (record.events.length === 0) return;
    // The fields as the visitor left them, before the app renders any of them again.
    const left = record.events.map(({ target }) => ({
      value: (target as HTMLInputElement).value,
      checked: (target as HTMLInputElement).checked,
    }));
    void import('./replay-early-input').then(({ replay }) => replay(queryClient, record.events, left));
  }, [queryClient]);
}
