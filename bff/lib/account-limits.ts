// Per-account brakes on writes (issue 15, item 13): one account once created 102 listings in three
// seconds. Counted by user id, not address, in the same database fixed windows as the sign-in limits,
// so every server process and every address an account uses count together.
import type { Knex } from 'knex';
import { createError } from './errors.js';
import { hit, type Limit } from './rate-limit.js';

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** The figures the operator may change (bff/config.ts); the rest are fixed below. */
export interface AccountLimitSettings {
  listingsDaily: number;
  listingEditsHourly: number;
  photosDaily: number;
  enquiriesHourly: number;
  /** Bytes of stored photos one account may hold across its listings. */
  photoStorageBytes: number;
}

export const DEFAULT_ACCOUNT_LIMITS: AccountLimitSettings = {
  listingsDaily: 20,
  listingEditsHourly: 60,
  photosDaily: 200,
  enquiriesHourly: 30,
  photoStorageBytes: 500 * 1024 * 1024,
};

/**
 * A dealer typing stock into the web form needs more room than a private seller (their bulk route
 * is the dealer API); buyers' writes are the same for everyone.
 */
export const DEALER_FACTOR = 5;

export type AccountAction =
  'listing.create' | 'listing.update' | 'photo.upload' | 'enquiry.send' | 'enquiry.reply' | 'garage.write';

interface Rule {
  limit: Limit;
  /** Dealers get DEALER_FACTOR times the limit. */
  dealerScaled: boolean;
  /** What the account did too often, for the 429's message. */
  what: string;
}

export function accountRules(settings: AccountLimitSettings): Record<AccountAction, Rule> {
  return {
    'listing.create': rule(settings.listingsDaily, DAY, true, 'new listings'),
    'listing.update': rule(settings.listingEditsHourly, HOUR, true, 'listing edits'),
    'photo.upload': rule(settings.photosDaily, DAY, true, 'photo uploads'),
    'enquiry.send': rule(settings.enquiriesHourly, HOUR, false, 'enquiries'),
    // A seller answers each buyer; a busy one needs more replies than a buyer sends enquiries.
    'enquiry.reply': rule(settings.enquiriesHourly * 4, HOUR, false, 'replies'),
    // Saving, annotating and removing cars: generous for people, a wall for scripts.
    'garage.write': rule(300, HOUR, false, 'changes to your garage'),
  };
}

function rule(max: number, windowSeconds: number, dealerScaled: boolean, what: string): Rule {
  return { limit: { max, windowSeconds }, dealerScaled, what };
}

export interface Account {
  id: number;
  role: string;
}

/**
 * Counts `count` writes of `action` by the account (several photos in one upload count one each);
 * over the limit, a 429 with Retry-After that says what was done too often and when to try again.
 */
export async function enforceAccountLimit(
  knex: Knex,
  settings: AccountLimitSettings,
  action: AccountAction,
  account: Account,
  count = 1,
): Promise<void> {
  const r = accountRules(settings)[action];
  const factor = r.dealerScaled && account.role === 'dealer' ? DEALER_FACTOR : 1;
  const limit = { max: r.limit.max * factor, windowSeconds: r.limit.windowSeconds };
  const key = `account:${action}:user:${account.id}`;
  for (let n = 0; n < count; n++) {
    const result = await hit(knex, key, limit);
    if (!result.allowed)
      throw Object.assign(
        createError(
          'ACCOUNT_RATE_LIMITED',
          `Too many ${r.what}: at most ${limit.max} ${per(limit.windowSeconds)}. Try again in ${wait(result.retryAfter)}.`,
          429,
        ),
        { retryAfter: result.retryAfter },
      );
  }
}

const per = (seconds: number) => (seconds === DAY ? 'a day' : 'an hour');

function wait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  if (seconds < 90 * 60) return `${Math.ceil(seconds / 60)} minutes`;
  return `${Math.ceil(seconds / HOUR)} hours`;
}

/** The limits bound to the database and the operator's settings, as plugins use them. */
export class AccountLimiter {
  constructor(
    private readonly knex: Knex,
    readonly settings: AccountLimitSettings,
  ) {}

  enforce(action: AccountAction, account: Account, count = 1): Promise<void> {
    return enforceAccountLimit(this.knex, this.settings, action, account, count);
  }

  /** Bytes of photos the account may keep stored (dealers list more stock, so more room). */
  photoStorageBytes(account: Account): number {
    return this.settings.photoStorageBytes * (account.role === 'dealer' ? DEALER_FACTOR : 1);
  }
}
