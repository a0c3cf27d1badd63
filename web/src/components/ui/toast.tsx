// Toasts (000 §9): one at a time, shown 5 s by default, swipe right (50 px) to dismiss, F8 focuses the
// notification area. On phones they show at the top, clear of the compare tray. A small store so any component can raise one with toast({...}).
import * as RadixToast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds; default 5000. */
  duration?: number;
}
interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast, replacing the one on screen (one at a time). */
export function toast(input: ToastInput): void {
  current = { ...input, id: nextId++, open: true };
  emit();
}

function dismiss(id: number) {
  if (current?.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}

export function Toaster() {
  const item = useCurrentToast();
  return (
    <RadixToast.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
      {item && (
        <RadixToast.Root
          key={item.id}
          open={item.open}
          duration={item.duration ?? 5000}
          onOpenChange={(open) => !open && dismiss(item.id)}
          className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0 ${
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900'
          }`}
        >
          <div className="flex-1">
            <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
            {item.description && (
              <RadixToast.Description className="mt-1 text-sm opacity-90">
                {item.description}
              </RadixToast.Description>
            )}
          </div>
          <RadixToast.Close
            aria-label="Dismiss notification"
            className="rounded px-1 text-lg leading-none opacity-70 hover:opacity-100"
          >
            ×
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed right-0 top-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:bottom-0 sm:top-auto"
      />
    </RadixToast.Provider>
  );
}
