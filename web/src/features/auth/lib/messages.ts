// The sign-in screen's fixed texts (001 §8), word for word.
export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const REGISTRATION_FAILED = 'Registration failed. Please try again.';

/** The `error` query values that social sign-in redirects back with (DECISIONS 7). */
export const SOCIAL_ERRORS: Record<string, string> = {
  google_not_configured:
    'Google login is not configured yet. Please use email/password login or contact support.',
  facebook_not_configured:
    'Facebook login is not configured yet. Please use email/password login or contact support.',
  google_failed: 'Google login failed. Please try again or use email/password login.',
  facebook_failed: 'Facebook login failed. Please try again or use email/password login.',
};

export const SOCIAL_SIGN_IN = {
  google: '/api/auth/google',
  facebook: '/api/auth/facebook',
} as const;
