import type { Db } from '../../db/index.js';
import type { Config } from '../config.js';
import type { SearchService } from '../plugins/search/service.js';
import type { AccountService } from '../plugins/auth/service.js';

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    db: Db;
    config: Config;
    search: SearchService;
    accounts: AccountService;
  }
}
