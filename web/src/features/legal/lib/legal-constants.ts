// The legal pages' shared facts (001 §2, §9): one place to change a date or an address.
export const LAST_UPDATED = 'July 16, 2025';

/** Legal records are kept up to this many years (001 §9, DECISIONS 22). */
export const LEGAL_RECORD_YEARS = 7;

/** Where people write about their data and these policies. */
export const PRIVACY_CONTACT_EMAIL = 'privacy@allmotors.co.uk';

/** A sign-in session ends after this many days unused (the server's SESSION_IDLE_DAYS default). */
export const SESSION_IDLE_DAYS = 14;

/** The delete-your-data page (001 §2). */
export const DELETE_DATA_PATH = '/delete-data';
