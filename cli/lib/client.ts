// The CLI's HTTP client for the BFF API. Failures become AbortErrors with the server's message.
import { AbortError } from './errors.js';

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get<T>(path: string, query?: URLSearchParams): Promise<T> {
    return this.send<T>('GET', `${path}${query && [...query].length ? `?${query}` : ''}`);
  }

  post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    return this.send<T>('POST', path, body, headers);
  }

  private async send<T>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const url = `${this.baseUrl}${path}`;
    let res: Response;
    try {
      res = await this.fetchImpl(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new AbortError(
        `Cannot reach the server at ${this.baseUrl}.`,
        'Start it with `npm start`, or pass --url.',
      );
    }
    const text = await res.text();
    if (!res.ok) {
      let message = text || res.statusText;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? message;
      } catch {
        // not JSON: keep the text
      }
      throw new AbortError(`${res.status}: ${message}`);
    }
    return JSON.parse(text) as T;
  }
}
