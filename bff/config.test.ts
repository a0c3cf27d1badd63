import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      dataDir: '.data',
      databaseUrl: undefined,
      seedListings: 5000,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('fails listing every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_LISTINGS: '-4' })).toThrow(
      /PORT: must be a whole number[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL[\s\S]*SEED_LISTINGS/,
    );
  });
});

describe('social sign-in variables', () => {
  it('leaves both providers unconfigured by default', () => {
    expect(loadConfig({}).social).toEqual({ google: null, facebook: null });
  });

  it('configures a provider from its client id and secret', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: ' id-1 ', GOOGLE_CLIENT_SECRET: 'secret-1' });
    expect(config.social).toEqual({ google: { clientId: 'id-1', clientSecret: 'secret-1' }, facebook: null });
    expect(config.oauthEndpoints).toBeUndefined();
  });

  it('refuses an id without its secret, or a secret without its id', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id-1', FACEBOOK_CLIENT_SECRET: 's', PORT: 'x' })).toThrow(
      /PORT: must be a whole number[\s\S]*GOOGLE_CLIENT_SECRET: must be set with GOOGLE_CLIENT_ID[\s\S]*FACEBOOK_CLIENT_ID: must be set with FACEBOOK_CLIENT_SECRET/,
    );
  });
});

describe('logging variables', () => {
  it('prints for people in development and JSON lines anywhere else', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json', LOG_LEVEL: 'warn' })).toMatchObject({
      logFormat: 'json',
      logLevel: 'warn',
    });
  });

  it('refuses pretty printing in production, and unknown formats', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toThrow(
      /LOG_FORMAT: must be json in production/,
    );
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT: must be json or pretty/);
  });
});

describe('dealer API test variables', () => {
  it('reads DEALER_API_ALLOWED_HOSTS as a trimmed list, empty by default', () => {
    expect(loadConfig({}).dealerApiAllowedHosts).toEqual([]);
    expect(
      loadConfig({ DEALER_API_ALLOWED_HOSTS: ' Localhost:4100, ,10.0.0.5 ' }).dealerApiAllowedHosts,
    ).toEqual(['localhost:4100', '10.0.0.5']);
  });
});

describe('video render variables', () => {
  it('renders one video at a time by default, and up to 8 when asked', () => {
    expect(loadConfig({}).videoRenderConcurrency).toBe(1);
    expect(loadConfig({ VIDEO_RENDER_CONCURRENCY: '3' }).videoRenderConcurrency).toBe(3);
  });

  it('refuses none at a time, more than 8, and words', () => {
    expect(() => loadConfig({ VIDEO_RENDER_CONCURRENCY: '0' })).toThrow(
      /VIDEO_RENDER_CONCURRENCY: must be at least 1/,
    );
    expect(() => loadConfig({ VIDEO_RENDER_CONCURRENCY: '9' })).toThrow(
      /VIDEO_RENDER_CONCURRENCY: must be at most 8/,
    );
    expect(() => loadConfig({ VIDEO_RENDER_CONCURRENCY: 'two' })).toThrow(
      /VIDEO_RENDER_CONCURRENCY: must be a whole number/,
    );
  });
});
