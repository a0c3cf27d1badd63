// Account schemas, shared by the server and the web app's forms: the rules and exact messages of
// spec 001 §5. Strict objects: a body that sets a field it may not (role 'admin', an id) is refused.
import * as v from 'valibot';
import { strictObjectMessage } from '../../lib/schema-messages.js';

const optionalUrl = (message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(s), message),
    ),
    '',
  );

// NIST SP 800-63B: a length rule only (in characters, not UTF-16 units, and never trimmed), room for
// long passphrases, no composition rules. Common passwords and the person's own names are refused on
// the server (password-policy.ts): the list stays out of the web app's bundle.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const USERNAME_MIN = 3;
/** The rule shown under every new-password field before it is sent. */
export const PASSWORD_HINT = 'At least 8 characters. Avoid common passwords and your username.';

const characters = (s: string) => [...s].length;

export const passwordSchema = v.pipe(
  v.string('Password must be at least 8 characters'),
  v.check((p) => characters(p) >= PASSWORD_MIN, 'Password must be at least 8 characters'),
  v.check((p) => characters(p) <= PASSWORD_MAX, 'Password must be at most 256 characters'),
);

export const registerSchema = v.pipe(
  v.strictObject(
    {
      username: v.pipe(
        v.string('Username must be at least 3 characters'),
        v.trim(),
        v.minLength(USERNAME_MIN, 'Username must be at least 3 characters'),
        v.maxLength(40, 'Username must be at most 40 characters'),
        v.regex(/^[A-Za-z0-9._-]+$/, 'Username may use letters, digits, dots, dashes and underscores'),
      ),
      email: v.pipe(
        v.string('Please enter a valid email'),
        v.trim(),
        v.email('Please enter a valid email'),
        v.maxLength(200),
      ),
      password: passwordSchema,
      firstName: v.pipe(
        v.string('First name is required'),
        v.trim(),
        v.minLength(1, 'First name is required'),
        v.maxLength(80),
      ),
      lastName: v.pipe(
        v.string('Last name is required'),
        v.trim(),
        v.minLength(1, 'Last name is required'),
        v.maxLength(80),
      ),
      role: v.picklist(['user', 'dealer'], 'Please select your account type'),
      companyName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120)), ''),
      dealerApiUrl: optionalUrl('Please enter a valid URL'),
      dealerApiKey: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
      dealerWebhookUrl: optionalUrl('Please enter a valid URL'),
      autoSyncEnabled: v.optional(v.boolean(), false),
    },
    strictObjectMessage,
  ),
  v.forward(
    v.check(
      (r) => r.role !== 'dealer' || r.companyName.length > 0,
      'Company name is required for dealer accounts',
    ),
    ['companyName'],
  ),
);
export type RegisterInput = v.InferOutput<typeof registerSchema>;

/** How long a sign-up confirmation link works (it works once). */
export const CONFIRM_LINK_HOURS = 24;

/** The token of an e-mailed sign-up confirmation link (POST /api/register/confirm). */
export const confirmEmailSchema = v.strictObject(
  {
    token: v.pipe(
      v.string('The confirmation link is incomplete'),
      v.minLength(1, 'The confirmation link is incomplete'),
      v.maxLength(200, 'The confirmation link is not valid'),
    ),
  },
  strictObjectMessage,
);

/** "Resend the link" (POST /api/register/resend). */
export const resendConfirmationSchema = v.strictObject(
  {
    email: v.pipe(
      v.string('Please enter a valid email'),
      v.trim(),
      v.email('Please enter a valid email'),
      v.maxLength(200),
    ),
  },
  strictObjectMessage,
);

/** The answer to a sign-up or a resend, the same whether or not the address has an account. */
export interface ConfirmationSent {
  status: 'confirmation_sent';
  email: string;
}

export const loginSchema = v.strictObject(
  {
    username: v.pipe(
      v.string('Username is required'),
      v.trim(),
      v.minLength(1, 'Username is required'),
      v.maxLength(200),
    ),
    password: v.pipe(
      v.string('Password is required'),
      v.minLength(1, 'Password is required'),
      // Any password the sign-up accepts: 256 characters, each up to two UTF-16 units.
      v.maxLength(2 * PASSWORD_MAX),
    ),
  },
  strictObjectMessage,
);
export type LoginInput = v.InferOutput<typeof loginSchema>;

export const profileSchema = v.strictObject(
  {
    firstName: v.optional(
      v.pipe(v.string(), v.trim(), v.minLength(1, 'First name is required'), v.maxLength(80)),
    ),
    lastName: v.optional(
      v.pipe(v.string(), v.trim(), v.minLength(1, 'Last name is required'), v.maxLength(80)),
    ),
    email: v.optional(v.pipe(v.string(), v.trim(), v.email('Please enter a valid email'), v.maxLength(200))),
  },
  strictObjectMessage,
);
export type ProfileInput = v.InferOutput<typeof profileSchema>;

export const passwordChangeSchema = v.strictObject(
  {
    currentPassword: v.pipe(
      v.string('Current password is required'),
      v.minLength(1, 'Current password is required'),
    ),
    newPassword: passwordSchema,
  },
  strictObjectMessage,
);

/** The signed-in person as the API shows them. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'dealer' | 'admin';
  companyName: string | null;
  createdAt: string;
}
