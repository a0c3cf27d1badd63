// What AllMotors really keeps in a visitor's browser, as the cookie policy lists it. Cookies come from
// the server (bff/plugins/auth: `sid` by @hapi/cookie, `crumb` by csrf.ts; bff/plugins/social-auth:
// `bell-google` / `bell-facebook` by @hapi/bell); local storage from the web app (lib/consent.ts
// BROWSER_STORAGE_KEYS). A test checks every key the app writes is listed here.
import type { ConsentCategory } from '../../../lib/consent';
import { SESSION_IDLE_DAYS } from './legal-constants';

export interface StoredItem {
  name: string;
  kind: 'Cookie' | 'Local storage';
  category: ConsentCategory;
  purpose: string;
  duration: string;
}

export const STORED_ITEMS: readonly StoredItem[] = [
  {
    name: 'sid',
    kind: 'Cookie',
    category: 'necessary',
    purpose:
      'Keeps you signed in. It holds a sealed random token; your session itself is kept on our server, so signing out ends it.',
    duration: `${SESSION_IDLE_DAYS} days after your last visit, or until you sign out. Set only when you sign in.`,
  },
  {
    name: 'crumb',
    kind: 'Cookie',
    category: 'necessary',
    purpose:
      'Security token that stops other websites sending requests in your name (cross-site request forgery).',
    duration: 'Until you close your browser. Set the first time a page sends us something.',
  },
  {
    name: 'known_device',
    kind: 'Cookie',
    category: 'necessary',
    purpose:
      'Remembers that this browser has signed in to your account before, so someone guessing your password elsewhere cannot slow your own sign-in. It holds only sealed account numbers and is sent only to our sign-in address.',
    duration: '180 days after your last sign-in. Set only when you sign in.',
  },
  {
    name: 'bell-google, bell-facebook',
    kind: 'Cookie',
    category: 'necessary',
    purpose: 'Checks that a Google or Facebook sign-in returning to us is the one you started.',
    duration: '15 minutes. Set only when you choose to sign in with Google or Facebook.',
  },
  {
    name: 'cookiePreferences',
    kind: 'Local storage',
    category: 'necessary',
    purpose: 'Remembers the cookie choices you made here, so we do not ask on every page.',
    duration: '1 year, then we ask again. Deleted if you clear your browser’s site data.',
  },
  {
    name: 'compare-cars',
    kind: 'Local storage',
    category: 'functional',
    purpose:
      'Remembers the cars (up to 4) in your comparison when you reload or come back. Without functional cookies the list lasts only while the page is open.',
    duration:
      'Until you remove the cars or clear your browser’s site data. Deleted as soon as you switch functional cookies off.',
  },
  {
    name: 'running-costs-inputs',
    kind: 'Local storage',
    category: 'functional',
    purpose:
      'Remembers the postcode and annual mileage you gave for a car’s true monthly cost, so the next car page starts from them.',
    duration:
      'Until you clear your browser’s site data. Deleted as soon as you switch functional cookies off.',
  },
];

/** The cookie policy's table of types (001 §2, §9). */
export const COOKIE_TYPES = [
  {
    type: 'Session cookies',
    use: 'Keep a visit working, such as the security token on forms (crumb).',
    lasts: 'Until you close your browser',
  },
  {
    type: 'Preference',
    use: 'Remember choices you make, such as these cookie settings (cookiePreferences).',
    lasts: '1 year',
  },
  {
    type: 'Analytics',
    use: 'Measure how the site is used. AllMotors sets no analytics cookies today.',
    lasts: '2 years',
  },
  {
    type: 'Security',
    use: `Keep your sign-in safe (sid: ${SESSION_IDLE_DAYS} days after your last visit; bell-google and bell-facebook: 15 minutes).`,
    lasts: '30 days',
  },
] as const;

export const CATEGORY_LABELS: Record<ConsentCategory, string> = {
  necessary: 'Necessary',
  functional: 'Functional',
  analytics: 'Analytics',
  marketing: 'Marketing',
};
