// The request rules of spec 000 §7, in one place: cookies on every request; a JSON body and its
// content type only when there is a body; any non-2xx answer is an error whose message is
// "status: body" (or the status text when the body is empty). No retries here or in the query client,
// but one: a write refused for a CSRF token of an older session is sent again with a fresh token.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's own message (JSON `message` or `error`), for screens that show it. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: string; error?: string };
      return parsed.message ?? parsed.error;
    } catch {
      return this.body || undefined;
    }
  }
}

/**
 * How a request leaves: the browser's fetch, or, for the server's render of a first screen
 * (entry-server.tsx), the server answering it in-process.
 */
let send: typeof fetch = (input, init) => fetch(input, init);

/** The server's renderer sends the app's requests through the server itself. */
export function sendRequestsWith(transport: typeof fetch): void {
  send = transport;
}

// State-changing requests carry the server's CSRF token (DECISIONS 8), fetched once per page load.
let csrfToken: Promise<string> | null = null;

function csrf(): Promise<string> {
  csrfToken ??= fetch('/api/csrf', { credentials: 'include' })
    .then((res) =>
      res.ok ? (res.json() as Promise<{ token: string }>) : Promise.reject(new Error('No CSRF token')),
    )
    .then((r) => r.token)
    .catch((error: unknown) => {
      csrfToken = null;
      throw error;
    });
  return csrfToken;
}

/** The server's 403 for a token of another (older) session; reads a copy, leaving the body. */
async function isStaleToken(res: Response): Promise<boolean> {
  try {
    return ((await res.clone().json()) as { code?: unknown }).code === 'CSRF_TOKEN_INVALID';
  } catch {
    return false;
  }
}

/** For tests: forget the cached CSRF token. */
export function resetCsrfToken(): void {
  csrfToken = null;
}

// The token belongs to the session: these requests start or end one, so the next write needs a new
// token. Any other change of session (one that expired, a sign-in in another tab) is caught by the
// server's CSRF_TOKEN_INVALID answer, after which the request is sent once more with a fresh token.
const CHANGES_SESSION = /^\/api\/(login|logout|register)(\/|$)/;

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include' };
  const headers: Record<string, string> = {};
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = body instanceof FormData ? body : JSON.stringify(body);
    if (body instanceof FormData) delete headers['Content-Type'];
  }
  const changing = method !== 'GET' && method !== 'HEAD';
  if (changing) headers['X-CSRF-Token'] = await csrf();
  if (Object.keys(headers).length) init.headers = headers;
  let res = await send(path, init);
  if (changing && res.status === 403 && (await isStaleToken(res))) {
    csrfToken = null;
    headers['X-CSRF-Token'] = await csrf();
    res = await send(path, init);
  }
  if (changing && CHANGES_SESSION.test(path)) csrfToken = null;
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, text);
  }
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A read that may treat 401 as "nobody signed in" (null) instead of an error. */
export async function apiGet<T>(
  path: string,
  options: { on401?: 'throw' | 'returnNull' } = {},
): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (error) {
    if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Builds a query string: empty, 'any' and 'Any' values are left out (000 §5); arrays repeat the key.
 */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null) continue;
      const s = String(v);
      if (s === '' || s === 'any' || s === 'Any') continue;
      search.append(key, s);
    }
  }
  const qs = search.toString();
  return qs ? `?${qs}` : '';
}
