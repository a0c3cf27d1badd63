// Helpers of `npm run bench:dealer-kill` (dealer-kill.ts): a slow node:http proxy in front of the
// sample dealer API (every answer held back, so a test or a pull is long enough to kill mid-way; the
// stock edited on the way: cars hidden, prices raised), a browser-like session on the real server
// (cookies, CSRF token), and the onboarding application's body.
import fs from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sleep } from './crawl-harness.js';

export interface ProxyRequest {
  path: string;
  /** performance.now() when the request arrived, and when its answer was sent (null: never). */
  at: number;
  sentAt: number | null;
}

export interface SlowProxy {
  url: string;
  /** Each answer is held this long (read when the request arrives). */
  delayMs: number;
  /** Stock ids left out of the JSON API's pages (cars not yet in stock). */
  hidden: Set<string>;
  /** Pounds added to every price in the JSON API's pages (the dealer repriced its stock). */
  priceBump: number;
  requests: ProxyRequest[];
  close(): Promise<void>;
}

/**
 * A proxy to `target` that holds every answer `delayMs` and rewrites the target's origin to its own
 * in bodies (image URLs and advert links then go through it too).
 */
export async function startSlowProxy(target: string): Promise<SlowProxy> {
  const upstream = new URL(target);
  const state: SlowProxy = {
    url: '',
    delayMs: 0,
    hidden: new Set(),
    priceBump: 0,
    requests: [],
    close: async () => {},
  };
  const server = createServer((req, res) => {
    const entry: ProxyRequest = { path: req.url ?? '/', at: performance.now(), sentAt: null };
    state.requests.push(entry);
    const delay = state.delayMs;
    res.on('error', () => {});
    req.on('error', () => {});
    const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: entry.path, method: req.method, headers },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          void (async () => {
            await sleep(delay);
            if (res.destroyed) return;
            let body = Buffer.concat(chunks);
            const type = String(answer.headers['content-type'] ?? '');
            if (/json|xml|csv|text/.test(type)) {
              let text = body.toString('utf8').replaceAll(upstream.origin, state.url);
              const edits = state.hidden.size > 0 || state.priceBump !== 0;
              if (entry.path.startsWith('/api/vehicles') && edits && answer.statusCode === 200) {
                const doc = JSON.parse(text) as { data: { id: string; price_gbp: number }[] };
                doc.data = doc.data
                  .filter((v) => !state.hidden.has(v.id))
                  .map((v) => ({ ...v, price_gbp: v.price_gbp + state.priceBump }));
                text = JSON.stringify(doc);
              }
              body = Buffer.from(text);
            }
            const { 'content-length': _, 'transfer-encoding': __, ...rest } = answer.headers;
            res.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': body.length });
            res.end(body, () => (entry.sentAt = performance.now()));
          })();
        });
      },
    );
    out.on('error', () => {
      if (!res.headersSent && !res.destroyed) res.writeHead(502).end();
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return state;
}

/** A person's browser on the real server: cookies kept, the CSRF token sent on writes. */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();
  private csrf: string | null = null;

  constructor(private readonly base: string) {}

  async request<T = any>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const writes = method !== 'GET';
    if (writes && !this.csrf)
      this.csrf = (await this.request<{ token: string }>('GET', '/api/csrf')).body.token;
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(writes ? { 'x-csrf-token': this.csrf!, 'content-type': 'application/json' } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1).trim();
      // The CSRF token is bound to the session: a new or ended session needs a new one.
      if (pair!.slice(0, eq).trim() === 'sid') this.csrf = null;
      if (value) this.cookies.set(pair!.slice(0, eq).trim(), value);
      else this.cookies.delete(pair!.slice(0, eq).trim());
    }
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, body: (type.includes('json') && text ? JSON.parse(text) : text) as T };
  }

  /**
   * Registers a new person with an ordinary account and opens the confirmation link, which signs
   * them in. With no SMTP_URL, outside production, the server writes each e-mail to its log
   * (`logFile`): the link is the first one to appear there after the sign-up.
   */
  async register(n: number, logFile: string): Promise<void> {
    const from = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
    const res = await this.request('POST', '/api/register', {
      username: `dealer${n}`,
      email: `dealer${n}@northgate.example`,
      password: 'Correct-Horse-7',
      firstName: 'Priya',
      lastName: 'Shah',
      role: 'user',
    });
    if (res.status !== 202) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
    const token = await linkInLog(logFile, from);
    const confirmed = await this.request('POST', '/api/register/confirm', { token });
    if (confirmed.status !== 200)
      throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  }
}

/** The token of the first sign-up confirmation link written to `logFile` after byte `from`. */
async function linkInLog(logFile: string, from: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const text = fs.readFileSync(logFile).subarray(from).toString('utf8');
    const match = /\/register\/confirm\/([A-Za-z0-9_-]{20,})/.exec(text);
    if (match) return match[1]!;
    if (Date.now() > deadline) throw new Error(`no confirmation link in ${logFile} within 30 s`);
    await sleep(100);
  }
}

/** The onboarding wizard's application with an API integration at `apiEndpoint`. */
export function onboardingApplication(apiEndpoint: string, token: string) {
  return {
    companyName: 'Northgate Motors Ltd',
    tradingName: '',
    companyNumber: '09876543',
    vatNumber: '',
    businessAddress: '14 Kirkstall Road, Leeds LS3 1HS',
    contactFirstName: 'Priya',
    contactLastName: 'Shah',
    contactEmail: 'priya@northgate.example',
    contactPhone: '0113 496 0123',
    contactRole: 'Sales director',
    dealershipType: 'franchise',
    websiteUrl: 'https://northgate.example',
    estimatedMonthlyStock: 60,
    averageVehiclePrice: 1_450_000,
    integrationType: 'api',
    apiEndpoint,
    apiKey: token,
    apiSecret: '',
    webhookUrl: '',
    feedUrl: '',
    updateFrequency: 'hourly',
    dataFormat: 'json',
    termsAccepted: true,
    dataProtectionAccepted: true,
    marketingConsent: false,
  };
}
