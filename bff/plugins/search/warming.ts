// Start-up without waiting for the search index. `npm start` listens at once and loads the index in
// the background (seconds at a million listings): meanwhile health answers (status 'warming'),
// readiness is 503, and the routes that need the index answer 503 with Retry-After at once instead of
// holding the request. Listing detail reads only the database and is served throughout.
import type { Lifecycle, Request, ResponseToolkit } from '@hapi/hapi';
import { createError } from '../../lib/errors.js';
import type { SearchService } from './service.js';

/** Seconds a client is asked to wait before asking again while the index loads. */
export const WARMING_RETRY_AFTER_S = 5;

/** Routes that read the index: every search route but detail. */
const needsIndex = (routeId: string | undefined) =>
  routeId !== undefined && routeId.startsWith('search.') && routeId !== 'search.detail';

export function warmingError() {
  return Object.assign(
    createError('WARMING', 'Search is starting up (loading the listings); try again in a few seconds', 503),
    { retryAfter: WARMING_RETRY_AFTER_S },
  );
}

/** An onPreAuth extension: refuses a route that needs the index until its first load has finished. */
export function refuseWhileWarming(service: SearchService): Lifecycle.Method {
  return (request: Request, h: ResponseToolkit) => {
    if (service.index.ready || !needsIndex(request.route.settings.id)) return h.continue;
    throw warmingError();
  };
}

export interface WarmUpLog {
  info(data: object, message?: string): void;
  error(data: object, message?: string): void;
}

/**
 * Loads the index (and the service's reference data) in the background, again every `retryMs` after
 * a failure (the database not there yet, say) until it succeeds or `stop()` is called.
 */
export function warmUp(service: SearchService, log: WarmUpLog, { retryMs = 5_000 } = {}) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const attempt = async () => {
    try {
      await service.init();
      logLoaded(service, log);
    } catch (error) {
      if (stopped) return;
      log.error(
        { event: 'search_index.load_failed', err: error, retryMs },
        'Search index load failed; retrying',
      );
      timer = setTimeout(() => void attempt(), retryMs);
    }
  };
  void attempt();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** One line per load: how many listings, how long, and the text worker's busy time. */
export function logLoaded(service: SearchService, log: WarmUpLog) {
  const load = service.index.lastLoad;
  if (!load) return;
  log.info(
    {
      event: 'search_index.loaded',
      listings: load.listings,
      ms: Math.round(load.ms),
      textWorkerMs: load.textWorkerMs === null ? null : Math.round(load.textWorkerMs),
      rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20),
    },
    `Search index loaded: ${load.listings} listings in ${(load.ms / 1000).toFixed(1)} s`,
  );
}
