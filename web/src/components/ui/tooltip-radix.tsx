// The tooltip itself (tooltip.tsx), on Radix Tooltip. Each tooltip has a Radix provider of its own, so
// that this code can arrive without remounting the page under an app-wide provider; what Radix's
// provider keeps per provider, opening at once while a tooltip is open and for 300 ms after one closed,
// is kept here for all of them.
import * as Radix from '@radix-ui/react-tooltip';
import { useSyncExternalStore, type ReactNode } from 'react';

const DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

let skipDelay = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const setSkipDelay = (skip: boolean) => {
  if (skip === skipDelay) return;
  skipDelay = skip;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function onOpenChange(open: boolean) {
  clearTimeout(skipTimer);
  if (open) setSkipDelay(true);
  else skipTimer = setTimeout(() => setSkipDelay(false), SKIP_DELAY_MS);
}

export function RadixTooltip({
  content,
  triggerRef,
  children,
}: {
  content: ReactNode;
  triggerRef: (node: HTMLElement | null) => void;
  children: ReactNode;
}) {
  const skip = useSyncExternalStore(
    subscribe,
    () => skipDelay,
    () => false,
  );
  return (
    // skipDelayDuration 0: this provider keeps no skip state of its own; the delay says it all.
    <Radix.Provider delayDuration={skip ? 0 : DELAY_MS} skipDelayDuration={0}>
      <Radix.Root onOpenChange={onOpenChange}>
        <Radix.Trigger asChild ref={triggerRef}>
          {children}
        </Radix.Trigger>
        <Radix.Portal>
          <Radix.Content
            sideOffset={6}
            className="z-50 rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow"
          >
            {content}
            <Radix.Arrow className="fill-slate-900" />
          </Radix.Content>
        </Radix.Portal>
      </Radix.Root>
    </Radix.Provider>
  );
}
