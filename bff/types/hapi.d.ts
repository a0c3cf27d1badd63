import type { Db } from '../../db/index.js';
import type { SearchService } from '../plugins/search/service.js';
import type { AccountService } from '../plugins/auth/service.js';

declare module '@hapi/hapi' {
  interface ServerApplicationState {
    db: Db;
    search: SearchService;
    accounts: AccountService;
  }
}
