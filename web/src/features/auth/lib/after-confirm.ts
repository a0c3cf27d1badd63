// Where a person goes once their e-mailed link is opened: where sign-up would have taken them (the
// `next` path the sign-in screen was given, else home). The link may open in another tab, so the
// path is kept in this browser's storage, and read back through nextPath's checks (never another site).
import { nextPath } from './next-path';

const KEY = 'allmotors.after-confirm';

export function rememberAfterConfirm(path: string): void {
  try {
    localStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the person lands at home instead.
  }
}

export function takeAfterConfirm(): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
  } catch {
    stored = null;
  }
  return nextPath(new URLSearchParams(stored ? { next: stored } : {}));
}
