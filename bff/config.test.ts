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
