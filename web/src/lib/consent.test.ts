import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CONSENT_STORAGE_KEY,
  consentedStorage,
  hasConsent,
  NECESSARY_ONLY,
  readConsent,
  saveConsent,
} from './consent';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('cookie consent', () => {
  it('allows only necessary storage until the visitor has chosen', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('functional')).toBe(false);
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('marketing')).toBe(false);
  });

  it('stores the choice as JSON under cookiePreferences with the time it was made', () => {
    const now = new Date();
    saveConsent({ necessary: true, functional: false, analytics: true, marketing: false }, now);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
      savedAt: now.toISOString(),
    });
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('functional')).toBe(false);
  });

  it('asks again once a choice is over a year old', () => {
    saveConsent({ ...NECESSARY_ONLY, functional: true }, new Date('2025-01-01T00:00:00Z'));
    expect(readConsent(Date.parse('2025-12-31T00:00:00Z'))).not.toBeNull();
    expect(readConsent(Date.parse('2026-01-02T00:00:00Z'))).toBeNull();
  });

  it('ignores a stored value that is not a valid choice', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, '{"necessary":false,"functional":true}');
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_STORAGE_KEY, 'not json');
    expect(readConsent()).toBeNull();
    const valid = { necessary: true, functional: true, analytics: false, marketing: false };
    for (const bad of [
      null,
      [],
      'yes',
      { ...valid, functional: 'true' },
      { ...valid, analytics: undefined },
      { ...valid, marketing: 1 },
      { ...valid, savedAt: 'yesterday' },
      { ...valid, savedAt: '2026-13-01T00:00:00Z' },
      { ...valid, savedAt: 1_700_000_000_000 },
    ]) {
      localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(bad));
      expect(readConsent(), JSON.stringify(bad)).toBeNull();
    }
  });

  it('reads a stored choice, one without a time counting from now', () => {
    const valid = { necessary: true, functional: false, analytics: true, marketing: false };
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ ...valid, savedAt: '2026-11-20T10:00:00.000Z' }),
    );
    expect(readConsent(Date.parse('2026-11-27T00:00:00Z'))).toEqual({
      ...valid,
      savedAt: '2026-11-20T10:00:00.000Z',
    });
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(valid));
    const read = readConsent();
    expect(read).toMatchObject(valid);
    expect(Date.now() - Date.parse(read!.savedAt)).toBeLessThan(60_000);
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('functional')).toBe(false);
  });

  it('deletes what a category kept when the visitor switches it off', () => {
    saveConsent({ ...NECESSARY_ONLY, functional: true });
    localStorage.setItem('compare-cars', '[]');
    saveConsent(NECESSARY_ONLY);
    expect(localStorage.getItem('compare-cars')).toBeNull();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).not.toBeNull();
  });
});

describe('consented storage', () => {
  it('neither writes nor reads without the category’s consent', () => {
    const storage = consentedStorage('functional', localStorage)!;
    storage.setItem('compare-cars', '[1]');
    expect(localStorage.getItem('compare-cars')).toBeNull();

    saveConsent(NECESSARY_ONLY);
    storage.setItem('compare-cars', '[1]');
    expect(localStorage.getItem('compare-cars')).toBeNull();

    localStorage.setItem('compare-cars', '[2]'); // left from before the choice
    expect(storage.getItem('compare-cars')).toBeNull();
  });

  it('writes and reads once the category is allowed', () => {
    saveConsent({ ...NECESSARY_ONLY, functional: true });
    const storage = consentedStorage('functional', localStorage)!;
    storage.setItem('compare-cars', '[1]');
    expect(localStorage.getItem('compare-cars')).toBe('[1]');
    expect(storage.getItem('compare-cars')).toBe('[1]');
  });
});
