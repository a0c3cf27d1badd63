// Code the first screen does not need (the live-updates client, Radix's tooltip, dialog and toast
// parts) is fetched once that screen is up and the browser is idle, so it competes neither with the
// first screen's own code and requests for the network nor with its rendering for the main thread; or
// earlier, the moment someone needs it (opens a dialog, points at a tooltip).
import { useEffect, useSyncExternalStore } from 'react';

/** How long an idle moment may be waited for once the first screen is up. */
const IDLE_TIMEOUT = 2000;

let firstScreenUp = false;
const waiting: (() => void)[] = [];

const whenIdle = (task: () => void) => {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT });
  else setTimeout(task, 0);
};

/** The app says its first screen is up (app/first-screen.ts); what waited for it starts when idle. */
export function firstScreenShown(): void {
  if (firstScreenUp) return;
  firstScreenUp = true;
  const run = () => waiting.splice(0).forEach(whenIdle);
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/** Runs `task` once the first screen is up, the page has loaded and the main thread is idle. */
export function afterFirstScreen(task: () => void): void {
  if (firstScreenUp && document.readyState === 'complete') whenIdle(task);
  else waiting.push(task);
}

export interface LaterModule<T> {
  /** Fetches the module (once; a failed fetch is tried again on the next call). */
  load(): Promise<T>;
  /**
   * The module once it has arrived, else undefined (and the component renders again when it arrives).
   * It is fetched at once when `now` is true, else after the first screen.
   */
  useLoaded(now?: boolean): T | undefined;
}

/** A dynamically imported module that components read synchronously once it is there. */
export function loadLater<T>(importer: () => Promise<T>): LaterModule<T> {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const load = () =>
    (pending ??= importer().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const loadQuietly = () =>
    void load().catch((error: unknown) => console.warn('A part of the page failed to load:', error));

  return {
    load,
    useLoaded(now = false) {
      // The server renders no later part (its code loads in the browser), so neither does the
      // hydration of the server's page, even where the code has arrived first; it renders next.
      const module = useSyncExternalStore(
        subscribe,
        () => loaded,
        () => undefined,
      );
      useEffect(() => {
        if (loaded) return;
        if (now) loadQuietly();
        else afterFirstScreen(loadQuietly);
      }, [now]);
      return module;
    },
  };
}
