// A device that has signed in to an account before carries a sealed, HttpOnly cookie naming that
// account: the owner's own browser is never held back by the account-wide brake on guessing
// (login-throttle.ts), however many wrong passwords others send. It is sent only to the sign-in route.
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';

export const KNOWN_DEVICE_COOKIE = 'known_device';
/** Accounts remembered per device: a shared family computer, not a list to grow without end. */
const MAX_ACCOUNTS = 5;
const TTL_MS = 180 * 86_400_000;

export function registerKnownDevice(server: Server, options: { password: string; isSecure: boolean }) {
  server.state(KNOWN_DEVICE_COOKIE, {
    encoding: 'iron',
    password: options.password,
    isSecure: options.isSecure,
    isHttpOnly: true,
    isSameSite: 'Lax',
    path: '/api/login',
    ttl: TTL_MS,
    // A forged or stale value is as if there were none.
    ignoreErrors: true,
    clearInvalid: true,
  });
}

/** The account ids this device signed in to before (none when the cookie is absent or forged). */
export function knownAccounts(request: Request): number[] {
  const value = (request.state as Record<string, unknown>)[KNOWN_DEVICE_COOKIE] as
    { accounts?: unknown } | undefined;
  return Array.isArray(value?.accounts) ? value.accounts.filter((id) => Number.isInteger(id)) : [];
}

/** After a successful sign-in: remembers the account on this device (most recent first). */
export function rememberDevice(request: Request, h: ResponseToolkit, userId: number) {
  const accounts = [userId, ...knownAccounts(request).filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS);
  h.state(KNOWN_DEVICE_COOKIE, { accounts });
}
