// A browser-like client over server.inject: keeps cookies, fetches and sends the CSRF token on
// state-changing requests, and comes from its own address (rate limits count per address).
import type { AppServer } from '../server.js';
import { emailConfirmationToken } from '../plugins/auth/testing.js';

let nextAddress = 1;

export interface AgentResponse<T = any> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

export class Agent {
  readonly cookies = new Map<string, string>();
  private csrf: string | null = null;
  readonly ip: string;

  constructor(private readonly server: AppServer) {
    const n = nextAddress++;
    this.ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request<T = any>(
    method: string,
    url: string,
    payload?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<AgentResponse<T>> {
    const changing = method !== 'GET' && method !== 'HEAD';
    if (changing && options.csrf !== false && !this.csrf) await this.fetchCsrf();
    const res = await this.server.inject({
      method,
      url,
      remoteAddress: this.ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(changing && options.csrf !== false && this.csrf ? { 'x-csrf-token': this.csrf } : {}),
        ...options.headers,
      },
    });
    this.store(res.headers['set-cookie']);
    const type = String(res.headers['content-type'] ?? '');
    const body = type.includes('application/json') && res.payload ? JSON.parse(res.payload) : res.payload;
    return { status: res.statusCode, body: body as T, headers: res.headers };
  }

  get<T = any>(url: string) {
    return this.request<T>('GET', url);
  }
  post<T = any>(
    url: string,
    payload?: unknown,
    options?: { csrf?: boolean; headers?: Record<string, string> },
  ) {
    return this.request<T>('POST', url, payload, options);
  }
  patch<T = any>(url: string, payload?: unknown) {
    return this.request<T>('PATCH', url, payload);
  }
  put<T = any>(url: string, payload?: unknown) {
    return this.request<T>('PUT', url, payload);
  }
  delete<T = any>(url: string) {
    return this.request<T>('DELETE', url);
  }

  async fetchCsrf() {
    const res = await this.request<{ token: string }>('GET', '/api/csrf');
    this.csrf = res.body.token;
  }

  /**
   * Registers a new person and opens their e-mailed confirmation link (which signs them in), through
   * the real endpoints; returns the credentials used and the user.
   */
  async register(overrides: Record<string, unknown> = {}) {
    const n = nextAddress++;
    const input = {
      username: `buyer${n}`,
      email: `buyer${n}@example.co.uk`,
      password: 'Correct-Horse-7',
      firstName: 'Sam',
      lastName: 'Taylor',
      role: 'user',
      ...overrides,
    };
    const res = await this.post('/api/register', input);
    if (res.status !== 202) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    // Sign-up signs in only through the e-mailed link: follow it as the person would.
    const token = await emailConfirmationToken(this.server.app.db.knex, input.email);
    const confirmed = await this.post('/api/register/confirm', { token });
    if (confirmed.status !== 200)
      throw new Error(`confirm failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    return { input, user: confirmed.body };
  }

  async login(username: string, password: string) {
    return this.post('/api/login', { username, password });
  }

  private store(setCookie: unknown) {
    const list = Array.isArray(setCookie) ? setCookie : typeof setCookie === 'string' ? [setCookie] : [];
    for (const line of list as string[]) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      // The CSRF token belongs to a session (plugins/auth/csrf.ts): a new or ended one needs a new token.
      if (name === 'sid' && (expired ? this.cookies.has(name) : this.cookies.get(name) !== value))
        this.csrf = null;
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
