import type { Db } from '../../db/index.js';
import type { Config } from '../config.js';
import type { SearchService } from '../plugins/search/service.js';
import type { AccountService } from '../plugins/auth/service.js';
import type { Credentials } from '../plugins/auth/index.js';
import type { ChangeFeed } from '../lib/changes/feed.js';
import type { LiveAnnouncer } from '../plugins/live/index.js';

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    db: Db;
    config: Config;
    search: SearchService;
    accounts: AccountService;
    feed: ChangeFeed;
    live: LiveAnnouncer;
    /** The signed-in person of a raw Cookie header (live connections), or null. */
    credentialsFromCookies: (header: string | undefined) => Promise<Credentials | null>;
  }
}
