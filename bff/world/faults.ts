// Real sites throttle, fall over and stall now and then. Here they do so on a fixed schedule per
// platform request counter, so a crawl meets the same faults every time.
import type { FaultOptions } from './options.js';

export type Fault = 'throttle' | 'unavailable' | 'slow';

const every = (n: number, period: number) => period > 0 && n % period === 0;

/** The fault for a platform's `n`th (1-based) faultable request, if any. */
export function faultFor(n: number, faults: FaultOptions | false): Fault | null {
  if (!faults) return null;
  if (every(n, faults.throttleEvery)) return 'throttle';
  if (every(n, faults.unavailableEvery)) return 'unavailable';
  if (every(n, faults.slowEvery) && faults.slowMs > 0) return 'slow';
  return null;
}

/** robots.txt and images never fail: a failed robots.txt would shut a crawler out for a whole run. */
export function isFaultable(path: string): boolean {
  return path !== '/robots.txt' && !path.startsWith('/images/');
}
