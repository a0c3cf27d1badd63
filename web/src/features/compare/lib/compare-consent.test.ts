// The comparison list is kept across reloads only with functional consent (lib/consent.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { BROWSER_STORAGE_KEYS, consentedStorage, NECESSARY_ONLY, saveConsent } from '../../../lib/consent';
import { carFixture } from './car-fixture';
import { COMPARE_STORAGE_KEY, createCompareStore } from './compare-store';

beforeEach(() => localStorage.clear());

describe('comparison list and cookie consent', () => {
  it('is functional storage in the consent register', () => {
    expect(BROWSER_STORAGE_KEYS[COMPARE_STORAGE_KEY]).toBe('functional');
  });

  it('keeps the list for the visit but stores nothing before the visitor has chosen', () => {
    const store = createCompareStore(consentedStorage('functional', localStorage));
    expect(store.add(carFixture({ id: 1 }))).toBe('added');
    expect(store.getSnapshot()).toHaveLength(1);
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('stores nothing when functional cookies are switched off', () => {
    saveConsent(NECESSARY_ONLY);
    const store = createCompareStore(consentedStorage('functional', localStorage));
    store.add(carFixture({ id: 1 }));
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    // And a new page starts empty.
    expect(createCompareStore(consentedStorage('functional', localStorage)).getSnapshot()).toEqual([]);
  });

  it('survives a reload when functional cookies are allowed', () => {
    saveConsent({ ...NECESSARY_ONLY, functional: true });
    const store = createCompareStore(consentedStorage('functional', localStorage));
    store.add(carFixture({ id: 1 }));
    expect(createCompareStore(consentedStorage('functional', localStorage)).getSnapshot()).toHaveLength(1);
  });
});
