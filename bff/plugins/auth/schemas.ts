// Account schemas, shared by the server and the web app's forms: the rules and exact messages of
// spec 001 §5. Strict objects: a body that sets a field it may not (role 'admin', an id) is refused.
import * as v from 'valibot';
import { isCommonPassword } from './common-passwords.js';
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

export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;

export const passwordSchema = v.pipe(
  v.string('Password must be at least 6 characters'),
  v.minLength(PASSWORD_MIN, 'Password must be at least 6 characters'),
  v.maxLength(200, 'Password must be at most 200 characters'),
  v.check((p) => !isCommonPassword(p), 'This password is too common: choose one that is harder to guess'),
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
      v.maxLength(200),
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
