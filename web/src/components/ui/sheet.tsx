// A panel sliding in from an edge, or a centred dialog, built on Radix Dialog (focus trap, Escape,
// labelled). The one dialog primitive of the app. Radix's dialog code is no part of the first screen:
// it loads once the page is idle, or when the sheet is opened before that (sheet-dialog.tsx).
import type { ReactNode } from 'react';
import { loadLater } from '../../lib/load-later';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An edge to slide in from; center is a centred dialog on wider screens and the whole screen on a phone. */
  side: 'left' | 'right' | 'bottom' | 'center' | 'centerWide';
  title: string;
  description?: string;
  children: ReactNode;
}

const dialog = loadLater(() => import('./sheet-dialog'));

/** Loads the dialog's code now (tests, which open sheets before the page is ever idle). */
export const loadSheet = dialog.load;

export function Sheet(props: SheetProps) {
  const loaded = dialog.useLoaded(props.open);
  // Closed, a Radix dialog renders nothing either.
  return loaded ? <loaded.SheetDialog {...props} /> : null;
}
