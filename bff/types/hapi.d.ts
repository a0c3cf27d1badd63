import type { DealerService } from '../plugins/dealers/service.js';
import type { DealerApiService } from '../plugins/dealer-api/service.js';
import type { Db } from '../../db/index.js';
import type { Config } from '../config.js';
import type { SearchService } from '../plugins/search/service.js';
import type { AccountService } from '../plugins/auth/service.js';
import type { Credentials } from '../plugins/auth/index.js';
import type { ChangeFeed } from '../lib/changes/feed.js';
import type { LiveAnnouncer } from '../plugins/live/index.js';
import type { ScrapingService } from '../plugins/scraping/service.js';
import type { JobWorker } from '../lib/queue/worker.js';
import type { Sealer } from '../lib/sealed.js';
import type { VideoService } from '../plugins/videos/service.js';

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    db: Db;
    config: Config;
    search: SearchService;
    accounts: AccountService;
    feed: ChangeFeed;
    live: LiveAnnouncer;
    scraping: ScrapingService;
    dealers: DealerService;
    /** The dealer inventory API (/api/dealer/v1). */
    dealerApi: DealerApiService;
    /** The short-video generator (issue 13): its jobs, for the social toolkit too. */
    videos: VideoService;
    /** This process's worker on the job queue. */
    jobs: JobWorker;
    /** The signed-in person of a raw Cookie header (live connections), or null. */
    credentialsFromCookies: (header: string | undefined) => Promise<Credentials | null>;
    /**
     * Seals and opens stored secrets (bff/lib/sealed.ts). Made once before the plugins register, so
     * nothing reads its key inside a transaction (PGlite has one connection: that would wait on itself).
     */
    sealer: Sealer;
  }
}
