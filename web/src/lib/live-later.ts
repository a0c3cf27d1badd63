// The live-updates client (nes, the message schemas and wording) is no part of the first screen: the
// app starts it once the first screen is up (load-later.ts), and sign-in and sign-out reach it through
// here, so that they do not pull it into the first load.
import type { QueryClient } from '@tanstack/react-query';
import { afterFirstScreen, loadLater } from './load-later';

const live = loadLater(() => import('./live'));

const warn = (error: unknown) => console.warn('Live updates failed to load:', error);

/** live.ts's startLive, once the page has loaded and the browser is idle. */
export function startLiveLater(queryClient: QueryClient): void {
  afterFirstScreen(() => void live.load().then(({ startLive }) => startLive(queryClient), warn));
}

/** live.ts's reconnectLive (after sign-in and sign-out); a no-op while the connection has not started. */
export function reconnectLiveLater(): void {
  void live.load().then(({ reconnectLive }) => reconnectLive(), warn);
}
