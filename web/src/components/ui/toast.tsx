// Toasts (000 §9): one at a time (a minor one never cuts short another), shown 5 s by default, swipe
// right (50 px) to dismiss, F8 focuses the notification area. On phones they show at the top, clear of
// the compare tray. A small store so any component can raise one with toast({...}).
import { useSyncExternalStore } from 'react';
import { loadLater } from '../../lib/load-later';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds; default 5000. */
  duration?: number;
  /** A link to go on to (e.g. 'Manage'); `onNavigate` follows it inside the app instead of loading the page. */
  action?: { label: string; href: string; onNavigate?: () => void };
  /**
   * A routine notice (a batch of listings updated): shown only when no other toast is on screen, so
   * it never cuts short one with more to say (new listings, a removal), which a re-rating of prices
   * right after them would otherwise replace before it can be read. It may replace another minor one.
   */
  minor?: boolean;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast, replacing the one on screen (one at a time), unless it is minor and that one is not. */
export function toast(input: ToastInput): void {
  if (input.minor && current?.open && !current.minor) return;
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

// Radix's toast code is no part of the first screen: it loads once the page is idle, or at once when a
// toast is raised before that (which then shows as soon as it has arrived).
const radix = loadLater(() => import('./toast-region'));

/** Loads the toast region's code now (tests, which raise toasts before the page is ever idle). */
export const loadToaster = radix.load;

export function Toaster() {
  const item = useCurrentToast();
  const region = radix.useLoaded(item !== null);
  return region ? <region.ToastRegion item={item} onDismiss={dismiss} /> : null;
}
