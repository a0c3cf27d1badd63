// The state of the live-update connection (DECISIONS 14), as a tiny store: the connection in live.ts
// writes it, the header's indicator reads it with useLiveStatus().
import { useSyncExternalStore } from 'react';

/**
 * connecting: first attempt (or a deliberate reconnect after sign-in or sign-out) under way;
 * connected: subscribed to listing changes; reconnecting: lost, retrying with backoff;
 * offline: the browser says it is offline, or retries have failed for 30 s (they go on).
 */
export type LiveStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline';

let status: LiveStatus = 'connecting';
const listeners = new Set<() => void>();

export function getLiveStatus(): LiveStatus {
  return status;
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus, () => 'connecting');
}
