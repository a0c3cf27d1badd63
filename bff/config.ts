import os from 'node:os';
// The environment, parsed once. No other module reads process.env.
import * as v from 'valibot';
import cron from 'node-cron';
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimitSettings } from './lib/account-limits.js';
import { parseTrustProxy, type TrustProxy } from './lib/client-address.js';

const intFrom = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => s.trim()),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

/** Pence with at most two decimals, e.g. '133.72'. */
const penceFigure = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be pence such as 133.72'),
    v.transform(Number),
    v.minValue(1, 'must be at least 1 penny'),
    v.maxValue(max, `must be at most ${max} pence`),
  );

const EnvSchema = v.object({
  PORT: intFrom(3000, 0, 65535),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), '.data'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  LOG_FORMAT: v.optional(v.picklist(['json', 'pretty'], 'must be json or pretty')),
  SEED_LISTINGS: intFrom(5000, 0, 5_000_000),
  SEED: intFrom(20261121, 1, 2 ** 31 - 1),
  NODE_ENV: v.optional(v.string(), 'development'),
  SESSION_IDLE_DAYS: intFrom(14, 1, 365),
  SIGNUPS_PER_ADDRESS_HOURLY: intFrom(10, 1, 100_000),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check((s) => {
        try {
          parseTrustProxy(s);
          return true;
        } catch {
          return false;
        }
      }, 'must be false, a number of proxy hops, or a comma list of proxy addresses or CIDRs'),
    ),
  ),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be a URL such as https://allmotors.example'))),
  SKIP_WEB_BUILD: v.optional(v.picklist(['0', '1', 'true', 'false'], 'must be 1 or 0'), '0'),
  GOOGLE_CLIENT_ID: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  GOOGLE_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  FACEBOOK_CLIENT_ID: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  FACEBOOK_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  FACEBOOK_PAGE_ID: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d{1,30}$/, 'must be a numeric Page id')),
  ),
  FACEBOOK_PAGE_TOKEN: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())),
  CHANGE_FEED_POLL_MS: intFrom(1000, 50, 60_000),
  LISTINGS_PER_ACCOUNT_DAILY: intFrom(DEFAULT_ACCOUNT_LIMITS.listingsDaily, 1, 100_000),
  EDITS_PER_ACCOUNT_HOURLY: intFrom(DEFAULT_ACCOUNT_LIMITS.listingEditsHourly, 1, 100_000),
  PHOTOS_PER_ACCOUNT_DAILY: intFrom(DEFAULT_ACCOUNT_LIMITS.photosDaily, 1, 1_000_000),
  ENQUIRIES_PER_ACCOUNT_HOURLY: intFrom(DEFAULT_ACCOUNT_LIMITS.enquiriesHourly, 1, 100_000),
  PHOTO_STORAGE_PER_ACCOUNT_MB: intFrom(DEFAULT_ACCOUNT_LIMITS.photoStorageBytes / 1024 / 1024, 1, 1_000_000),
  LIVE_CONNECTIONS_PER_ADDRESS: intFrom(32, 1, 10_000),
  DEMO_SOURCES_PORT: v.optional(intFrom(0, 0, 65535)),
  DEMO_SOURCES: v.optional(v.picklist(['auto', 'off'], 'must be auto or off'), 'auto'),
  SCRAPE_CRON: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => cron.validate(s), 'must be a cron expression such as "0 * * * *"'),
    ),
    '0 * * * *',
  ),
  SCRAPE_MAX_RUN_MINUTES: intFrom(120, 1, 24 * 60),
  CRAWLER_ALLOW_HOSTS: v.optional(v.string(), ''),
  DEALER_API_ALLOWED_HOSTS: v.optional(v.string(), ''),
  JOB_CONCURRENCY: intFrom(8, 1, 64),
  VIDEO_RENDER_CONCURRENCY: intFrom(1, 1, 8),
  SEARCH_CACHE_ENTRIES: intFrom(500, 0, 100_000),
  SEARCH_CARD_ENTRIES: intFrom(10_000, 0, 1_000_000),
  PAGE_CACHE_ENTRIES: intFrom(200, 0, 100_000),
  SEARCH_INDEX_SNAPSHOT: v.optional(v.picklist(['on', 'off'], 'must be on or off'), 'on'),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  ),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), 'AllMotors <no-reply@allmotors.example>'),
  SEARCH_THREADS: intFrom(Math.min(8, os.availableParallelism()), 0, 64),
  // The true monthly cost's prices (db/reference/running-costs.ts), when the operator has newer ones.
  PETROL_PENCE_PER_LITRE: v.optional(penceFigure(400)),
  DIESEL_PENCE_PER_LITRE: v.optional(penceFigure(400)),
  ELECTRICITY_PENCE_PER_KWH: v.optional(penceFigure(200)),
  ENERGY_PRICES_AS_OF: v.optional(
    v.pipe(v.string(), v.trim(), v.isoDate('must be a date such as 2026-01-05 (YYYY-MM-DD)')),
  ),
});

export type SocialProvider = 'google' | 'facebook';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** A provider's OAuth 2 endpoints: tests (and self-hosted providers) point sign-in elsewhere. */
export interface OAuthEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
}

// A client id without its secret (or the reverse) is a mistake worth stopping for.
const SOCIAL_PAIRS = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
  ['FACEBOOK_PAGE_ID', 'FACEBOOK_PAGE_TOKEN'],
] as const;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  /** 'pretty' (development only) prints the lines for people through pino-pretty; else JSON lines. */
  logFormat: 'json' | 'pretty';
  seedListings: number;
  seed: number;
  production: boolean;
  /** `npm run dev` serves the web app from Vite, so start-up need not build it. */
  skipWebBuild: boolean;
  /** Where people reach the site; https makes cookies Secure. */
  publicUrl: string;
  sessionIdleMs: number;
  /** New accounts one address may open in an hour (a brake on scripted sign-ups). */
  signupsPerAddressHourly: number;
  /** Which X-Forwarded-For entries name the client (TRUST_PROXY); false: none, the socket's address. */
  trustProxy: TrustProxy;
  /** How often each process polls the change feed when no notification came (the fallback). */
  changeFeedPollMs: number;
  /** Per-account write limits and photo storage (bff/lib/account-limits.ts). */
  accountLimits: AccountLimitSettings;
  /** Open live connections allowed per client address. */
  liveConnectionsPerAddress: number;
  /** The demo world's port (bff/world): DEMO_SOURCES_PORT, else PORT + 1. */
  demoSourcesPort: number;
  /** 'off': never start the demo world beside the product (real sources only). */
  demoSources: 'auto' | 'off';
  /** When the schedule starts a scraping run (Europe/London). */
  scrapeCron: string;
  scrapeMaxRunMs: number;
  /** Hostnames the operator allows the crawler to reach on private addresses (C6). */
  crawlerAllowHosts: string[];
  /** Hosts (name or host:port) the dealer API test may reach on private addresses (DEALER_API_ALLOWED_HOSTS). */
  dealerApiAllowedHosts: string[];
  /** Jobs (source crawls, merges) one process runs at once. */
  jobConcurrency: number;
  /** Video renders (ffmpeg) one process runs at once: a burst of requests cannot starve the server. */
  videoRenderConcurrency: number;
  /** Search answers kept for repeated queries, per process (0: none). */
  searchCacheEntries: number;
  /** Result cards kept by listing id, per process (0: none); each dropped when its listing changes. */
  searchCardEntries: number;
  /** Server-rendered pages kept by URL, per process (0: none); each valid until the next change to listings. */
  pageCacheEntries: number;
  /** Keep a snapshot of the search index in the data folder, so a restart reads only what changed. */
  searchIndexSnapshot: boolean;
  /** Worker threads that run searches over many slots (0: all in the main thread). */
  searchThreads: number;
  /** Searches visiting fewer slots run in the main thread. Set by tests in code, never from the environment. */
  searchPoolMinVisits?: number;
  /**
   * false: a started server runs no wall-clock schedule. Set by tests in code, never from the environment:
   * a test calls the tasks itself, with its own clock, and a real tick (every 5 minutes) must not race it.
   */
  schedule?: boolean;
  /** Where outbox e-mails go (DECISIONS 18); null: they are only logged. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Social sign-in clients (DECISIONS 7); null = not configured. */
  social: Record<SocialProvider, OAuthClient | null>;
  /** Other endpoints than the real provider's. Set by tests in code, never from the environment. */
  oauthEndpoints?: Partial<Record<SocialProvider, OAuthEndpoints>>;
  /** The Facebook Page social posts go to (FACEBOOK_PAGE_ID + FACEBOOK_PAGE_TOKEN); null = none. */
  facebookPage: { pageId: string; token: string } | null;
  /** Another Graph API origin than Facebook's. Set by tests in code, never from the environment. */
  facebookGraphUrl?: string;
  /** The operator's fuel and electricity prices (pence) and their date; unset: the dated reference table. */
  energyPrices?: EnergyPriceOverrides;
}

export interface EnergyPriceOverrides {
  petrol?: number;
  diesel?: number;
  electricity?: number;
  /** YYYY-MM-DD, required with any of the prices. */
  asOf: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset.
  const clean = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, clean);
  const unpaired = SOCIAL_PAIRS.flatMap(([id, secret]) => {
    if (clean[id] && !clean[secret]) return [`  ${secret}: must be set with ${id}`];
    if (!clean[id] && clean[secret]) return [`  ${id}: must be set with ${secret}`];
    return [];
  });
  // Pretty-printing costs a worker thread and CPU per line: never in production.
  const conflicts =
    clean.LOG_FORMAT === 'pretty' && clean.NODE_ENV === 'production'
      ? ['  LOG_FORMAT: must be json in production']
      : [];
  // A price without its date could not be named on the car page (DECISIONS 11).
  const pricesSet = ['PETROL_PENCE_PER_LITRE', 'DIESEL_PENCE_PER_LITRE', 'ELECTRICITY_PENCE_PER_KWH'].filter(
    (name) => clean[name],
  );
  if (pricesSet.length && !clean.ENERGY_PRICES_AS_OF)
    conflicts.push(`  ENERGY_PRICES_AS_OF: must be set with ${pricesSet.join(', ')}`);
  if (!pricesSet.length && clean.ENERGY_PRICES_AS_OF)
    conflicts.push('  ENERGY_PRICES_AS_OF: set it only with a price (PETROL_PENCE_PER_LITRE, …)');
  if (!result.success || unpaired.length || conflicts.length) {
    const issues = result.success ? [] : result.issues;
    const lines = issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${[...lines, ...unpaired, ...conflicts].join('\n')}`);
  }
  const e = result.output;
  const client = (clientId?: string, clientSecret?: string): OAuthClient | null =>
    clientId && clientSecret ? { clientId, clientSecret } : null;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    seedListings: e.SEED_LISTINGS,
    seed: e.SEED,
    production: e.NODE_ENV === 'production',
    skipWebBuild: e.SKIP_WEB_BUILD === '1' || e.SKIP_WEB_BUILD === 'true',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionIdleMs: e.SESSION_IDLE_DAYS * 86_400_000,
    signupsPerAddressHourly: e.SIGNUPS_PER_ADDRESS_HOURLY,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    changeFeedPollMs: e.CHANGE_FEED_POLL_MS,
    accountLimits: {
      listingsDaily: e.LISTINGS_PER_ACCOUNT_DAILY,
      listingEditsHourly: e.EDITS_PER_ACCOUNT_HOURLY,
      photosDaily: e.PHOTOS_PER_ACCOUNT_DAILY,
      enquiriesHourly: e.ENQUIRIES_PER_ACCOUNT_HOURLY,
      photoStorageBytes: e.PHOTO_STORAGE_PER_ACCOUNT_MB * 1024 * 1024,
    },
    liveConnectionsPerAddress: e.LIVE_CONNECTIONS_PER_ADDRESS,
    demoSourcesPort: e.DEMO_SOURCES_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 1),
    demoSources: e.DEMO_SOURCES,
    scrapeCron: e.SCRAPE_CRON,
    scrapeMaxRunMs: e.SCRAPE_MAX_RUN_MINUTES * 60_000,
    crawlerAllowHosts: e.CRAWLER_ALLOW_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    dealerApiAllowedHosts: e.DEALER_API_ALLOWED_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    jobConcurrency: e.JOB_CONCURRENCY,
    videoRenderConcurrency: e.VIDEO_RENDER_CONCURRENCY,
    searchCacheEntries: e.SEARCH_CACHE_ENTRIES,
    searchCardEntries: e.SEARCH_CARD_ENTRIES,
    pageCacheEntries: e.PAGE_CACHE_ENTRIES,
    searchIndexSnapshot: e.SEARCH_INDEX_SNAPSHOT === 'on',
    searchThreads: e.SEARCH_THREADS,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    social: {
      google: client(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      facebook: client(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET),
    },
    facebookPage:
      e.FACEBOOK_PAGE_ID && e.FACEBOOK_PAGE_TOKEN
        ? { pageId: e.FACEBOOK_PAGE_ID, token: e.FACEBOOK_PAGE_TOKEN }
        : null,
    ...(e.ENERGY_PRICES_AS_OF
      ? {
          energyPrices: {
            asOf: e.ENERGY_PRICES_AS_OF,
            ...(e.PETROL_PENCE_PER_LITRE === undefined ? {} : { petrol: e.PETROL_PENCE_PER_LITRE }),
            ...(e.DIESEL_PENCE_PER_LITRE === undefined ? {} : { diesel: e.DIESEL_PENCE_PER_LITRE }),
            ...(e.ELECTRICITY_PENCE_PER_KWH === undefined
              ? {}
              : { electricity: e.ELECTRICITY_PENCE_PER_KWH }),
          },
        }
      : {}),
  };
}
