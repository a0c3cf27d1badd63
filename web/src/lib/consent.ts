// Cookie and storage consent (001 §2 cookie policy, §4 cookie preferences). The visitor's choice is
// kept in localStorage under `cookiePreferences`; every non-essential thing the app keeps in the
// browser is written through `consentedStorage(category)`, which neither reads nor writes without
// that category's consent. Until a choice is made only strictly necessary storage is used.
import { useSyncExternalStore } from 'react';

export const CONSENT_STORAGE_KEY = 'cookiePreferences';
/** A choice is asked for again after a year (the cookie policy's 'preference: 1 year'). */
export const CONSENT_MAX_AGE_MS = 365 * 86_400_000;

export type OptionalCategory = 'functional' | 'analytics' | 'marketing';
export type ConsentCategory = 'necessary' | OptionalCategory;

export interface CookiePreferences {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export interface StoredConsent extends CookiePreferences {
  /** ISO time the choice was made. */
  savedAt: string;
}

/** The switches' starting positions on the cookie policy (001 §2). They count only once saved. */
export const DEFAULT_PREFERENCES: CookiePreferences = {
  necessary: true,
  functional: true,
  analytics: true,
  marketing: false,
};
export const ALL_ACCEPTED: CookiePreferences = {
  necessary: true,
  functional: true,
  analytics: true,
  marketing: true,
};
export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
};

/**
 * Every key the web app keeps in the browser's storage and the category that allows it. A key of a
 * category switched off is removed when the choice is saved. The cookie policy lists each of these.
 */
export const BROWSER_STORAGE_KEYS: Readonly<Record<string, ConsentCategory>> = {
  [CONSENT_STORAGE_KEY]: 'necessary',
  /** The comparison list (features/compare): kept across reloads only with functional consent. */
  'compare-cars': 'functional',
  /** The buyer's postcode and annual mileage for the true monthly cost (car page; search results' line). */
  'running-costs-inputs': 'functional',
};

/**
 * The stored choice, checked field by field. Not a valibot schema: this runs on every first screen,
 * and valibot's shared chunk (3 KiB gzip) would then load with it; the comparison list and the running
 * costs' inputs read their storage the same way.
 */
function storedChoice(value: unknown): (CookiePreferences & { savedAt?: string }) | null {
  if (typeof value !== 'object' || value === null) return null;
  const { necessary, functional, analytics, marketing, savedAt } = value as Record<string, unknown>;
  if (necessary !== true) return null;
  if (typeof functional !== 'boolean' || typeof analytics !== 'boolean' || typeof marketing !== 'boolean')
    return null;
  if (savedAt !== undefined && !(typeof savedAt === 'string' && ISO_TIMESTAMP.test(savedAt))) return null;
  return { necessary, functional, analytics, marketing, ...(savedAt === undefined ? {} : { savedAt }) };
}

/** An ISO 8601 date and time with a zone, as Date#toISOString writes it (valibot's isoTimestamp test). */
const ISO_TIMESTAMP =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])[T ](?:0\d|1\d|2[0-3])(?::[0-5]\d){2}(?:\.\d{1,9})?(?:Z| ?[+-](?:0\d|1\d|2[0-3])(?::?[0-5]\d)?)$/u;

function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked by the browser
  }
}

let cachedRaw: string | null | undefined;
let cachedValue: StoredConsent | null = null;

/** The visitor's saved choice, or null when none was made, it is unreadable or over a year old. */
export function readConsent(now = Date.now()): StoredConsent | null {
  let raw: string | null = null;
  try {
    raw = localStore()?.getItem(CONSENT_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parse(raw);
  }
  if (cachedValue && now - Date.parse(cachedValue.savedAt) > CONSENT_MAX_AGE_MS) return null;
  return cachedValue;
}

function parse(raw: string | null): StoredConsent | null {
  if (raw === null) return null;
  try {
    const choice = storedChoice(JSON.parse(raw));
    if (!choice) return null;
    // A choice stored without a time (written by hand or by a test) counts from now.
    return { ...choice, savedAt: choice.savedAt ?? new Date().toISOString() };
  } catch {
    return null;
  }
}

/** Whether this category may be used now. Necessary always; the others only once chosen. */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true;
  return readConsent()?.[category] === true;
}

const listeners = new Set<() => void>();

/** Stores the choice (the cookie policy's Save Preferences, the banner's buttons). */
export function saveConsent(preferences: CookiePreferences, now = new Date()): StoredConsent {
  const stored: StoredConsent = {
    necessary: true,
    functional: preferences.functional,
    analytics: preferences.analytics,
    marketing: preferences.marketing,
    savedAt: now.toISOString(),
  };
  try {
    localStore()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Storage blocked: the choice holds for this page only, and the banner asks again next visit.
  }
  forgetUnconsentedStorage();
  listeners.forEach((l) => l());
  return stored;
}

/** Removes whatever is kept for a category the visitor has not (or no longer) allowed. */
export function forgetUnconsentedStorage(): void {
  const storage = localStore();
  if (!storage) return;
  for (const [key, category] of Object.entries(BROWSER_STORAGE_KEYS)) {
    if (hasConsent(category)) continue;
    try {
      storage.removeItem(key);
    } catch {
      // Blocked storage holds nothing to remove.
    }
  }
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice counts here too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === CONSENT_STORAGE_KEY || e.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The saved choice, re-rendering when it changes; null until the visitor has chosen. */
export function useConsent(): StoredConsent | null {
  return useSyncExternalStore(
    subscribeConsent,
    () => readConsent(),
    () => null,
  );
}

/**
 * A Storage that behaves as empty and keeps nothing unless the category is allowed at the moment of
 * each call: non-essential features write through it instead of localStorage.
 */
export function consentedStorage(
  category: OptionalCategory,
  storage: Storage | undefined = localStore(),
): Storage | undefined {
  if (!storage) return undefined;
  const allowed = () => hasConsent(category);
  return {
    get length() {
      return allowed() ? storage.length : 0;
    },
    key: (index) => (allowed() ? storage.key(index) : null),
    getItem: (key) => (allowed() ? storage.getItem(key) : null),
    setItem: (key, value) => {
      if (allowed()) storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
    // Clearing would take other categories' keys (and the choice itself) with it.
    clear: () => {},
  };
}
