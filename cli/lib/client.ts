// The CLI's HTTP client for the BFF API. Failures become ApiErrors (AbortErrors) with the server's message.
import { ApiError } from './errors.js';

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
    /** Sent with every request (the operator token, for one). */
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get<T>(path: string, query?: URLSearchParams): Promise<T> {
    return this.send<T>('GET', `${path}${query && [...query].length ? `?${query}` : ''}`);
  }

  post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    return this.send<T>('POST', path, body, headers);
  }

  put<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    return this.send<T>('PUT', path, body, headers);
  }

  patch<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    return this.send<T>('PATCH', path, body, headers);
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
          ...this.defaultHeaders,
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ApiError(
        0,
        `Cannot reach the server at ${this.baseUrl}.`,
        undefined,
        'Start it with `npm start`, or pass --url.',
      );
    }
    const text = await res.text();
    if (!res.ok) {
      let message = text || res.statusText;
      let code: string | undefined;
      try {
        const payload = JSON.parse(text) as { message?: string; code?: string };
        message = payload.message ?? message;
        code = payload.code;
      } catch {
        // not JSON: keep the text
      }
      throw new ApiError(res.status, message, code);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
