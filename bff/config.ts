// The environment, parsed once. No other module reads process.env.
import * as v from 'valibot';

const intFrom = (fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => s.trim()),
    v.regex(/^\d+$/, 'must be a whole number'),
    v.transform(Number),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  );

const EnvSchema = v.object({
  PORT: intFrom(3000, 0, 65535),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '0.0.0.0'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'))),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), '.data'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SEED_LISTINGS: intFrom(5000, 0, 5_000_000),
  SEED: intFrom(20261121, 1, 2 ** 31 - 1),
  NODE_ENV: v.optional(v.string(), 'development'),
  SESSION_IDLE_DAYS: intFrom(14, 1, 365),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('must be a URL such as https://allmotors.example'))),
  SKIP_WEB_BUILD: v.optional(v.picklist(['0', '1', 'true', 'false'], 'must be 1 or 0'), '0'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: string;
  seedListings: number;
  seed: number;
  production: boolean;
  /** `npm run dev` serves the web app from Vite, so start-up need not build it. */
  skipWebBuild: boolean;
  /** Where people reach the site; https makes cookies Secure. */
  publicUrl: string;
  sessionIdleMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty variables count as unset.
  const clean = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = v.safeParse(EnvSchema, clean);
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.output;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    seedListings: e.SEED_LISTINGS,
    seed: e.SEED,
    production: e.NODE_ENV === 'production',
    skipWebBuild: e.SKIP_WEB_BUILD === '1' || e.SKIP_WEB_BUILD === 'true',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionIdleMs: e.SESSION_IDLE_DAYS * 86_400_000,
  };
}
