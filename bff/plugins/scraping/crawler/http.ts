// The wire (C6): one GET over a connection pinned to the address the SSRF guard vetted, with one
// deadline over headers and body, a byte cap on the decoded body, and gzip/deflate/br decoded with
// zlib (undici's decompress interceptor is still experimental). No redirects are followed here: the
// fetcher checks every hop.
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { Client, buildConnector } from 'undici';

export type TransportFailure = 'timeout' | 'network' | 'too_large' | 'tls' | 'encoding';

export class TransportError extends Error {
  constructor(
    readonly failure: TransportFailure,
    message: string,
    /** C3: timeouts and network errors are retried; a cap, a bad certificate or a bad encoding is not. */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export type ResponseHeaders = Record<string, string | string[] | undefined>;

export interface WireRequest {
  url: URL;
  /** The address vetHost approved: the only one this request may connect to. */
  address: string;
  headers: Record<string, string>;
  timeoutMs: number;
  maxBytes: number;
  /** 'fail' for pages (C6 body cap); 'truncate' for robots.txt (C1 parses the first 500 KiB). */
  overflow: 'fail' | 'truncate';
  signal?: AbortSignal;
}

export interface WireResponse {
  status: number;
  headers: ResponseHeaders;
  /** The decoded UTF-8 body of a 2xx; null for any other status (never read). */
  body: string | null;
  truncated: boolean;
}

const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};
export const ACCEPT_ENCODING = 'gzip, deflate, br';

const TIMEOUT_CODES = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);

// One keep-alive client per (origin, vetted address), so consecutive requests to a host reuse the
// connection while DNS keeps giving the same answer; a new answer gets a new, newly vetted client.
const MAX_CLIENTS = 32;
const clients = new Map<string, Client>();

function clientFor(url: URL, address: string, connectTimeoutMs: number): Client {
  const key = `${url.origin}|${address}`;
  const hit = clients.get(key);
  if (hit && !hit.closed && !hit.destroyed) {
    clients.delete(key);
    clients.set(key, hit);
    return hit;
  }
  const connect = buildConnector({ timeout: connectTimeoutMs });
  // The socket goes to the vetted address whatever the name resolves to now; TLS still sends the
  // hostname as SNI and checks the certificate against it (undici derives it from the origin).
  const client = new Client(url.origin, {
    connect: (options, callback) => connect({ ...options, hostname: address }, callback),
    keepAliveTimeout: 10_000,
  });
  clients.set(key, client);
  if (clients.size > MAX_CLIENTS) {
    const [oldKey, old] = clients.entries().next().value!;
    clients.delete(oldKey);
    old.close().catch(() => undefined);
  }
  return client;
}

/** Closes every kept-alive connection (shutdown, tests). */
export async function closeConnections(): Promise<void> {
  const all = [...clients.values()];
  clients.clear();
  await Promise.allSettled(all.map((c) => c.close()));
}

const tooLarge = (max: number) =>
  new TransportError('too_large', `response body exceeds the ${max} byte cap`, false);

async function readText(
  body: Readable,
  headers: ResponseHeaders,
  r: WireRequest,
): Promise<{ text: string; truncated: boolean }> {
  const encoding = String(headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  const declared = Number(headers['content-length']);
  if (r.overflow === 'fail' && encoding === 'identity' && declared > r.maxBytes) {
    body.destroy();
    throw tooLarge(r.maxBytes);
  }
  const decoder = DECODERS[encoding];
  if (encoding !== 'identity' && !decoder) {
    body.destroy();
    throw new TransportError('encoding', `unsupported content-encoding ${encoding}`, false);
  }
  // The cap counts decoded bytes: a small gzip cannot expand past it.
  const stream: Readable = decoder ? pipeline(body, decoder(), () => undefined) : body;
  const chunks: Buffer[] = [];
  let size = 0;
  let truncated = false;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    if (size + chunk.length > r.maxBytes) {
      if (r.overflow === 'fail') throw tooLarge(r.maxBytes); // leaving the loop destroys the stream
      chunks.push(chunk.subarray(0, r.maxBytes - size));
      truncated = true;
      break;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return { text: new TextDecoder('utf-8').decode(Buffer.concat(chunks)), truncated };
}

function toTransportError(err: unknown): TransportError {
  if (err instanceof TransportError) return err;
  const e = err as { code?: string; message?: string; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code ?? 'UNKNOWN';
  const message = e?.message ?? String(err);
  if (TIMEOUT_CODES.has(code)) return new TransportError('timeout', `timed out (${code})`, true);
  if (/CERT|TLS|SSL/.test(code)) return new TransportError('tls', `TLS failure (${code}): ${message}`, false);
  if (code.startsWith('Z_')) return new TransportError('encoding', `undecodable body (${code})`, false);
  return new TransportError('network', `network error (${code}): ${message}`, true);
}

/** One GET. Rejects with the caller's abort reason when `signal` aborts, else with a TransportError. */
export async function send(r: WireRequest): Promise<WireResponse> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), r.timeoutMs);
  const signal = r.signal ? AbortSignal.any([r.signal, deadline.signal]) : deadline.signal;
  try {
    const res = await clientFor(r.url, r.address, r.timeoutMs).request({
      method: 'GET',
      path: `${r.url.pathname}${r.url.search}`,
      headers: r.headers,
      signal,
      headersTimeout: r.timeoutMs,
      bodyTimeout: r.timeoutMs,
    });
    const status = res.statusCode;
    if (status < 200 || status >= 300) {
      // Not needed (a 304 is not parsed again, C5); drain a little so the connection can be reused.
      await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      return { status, headers: res.headers, body: null, truncated: false };
    }
    const { text, truncated } = await readText(res.body, res.headers, r);
    return { status, headers: res.headers, body: text, truncated };
  } catch (err) {
    if (r.signal?.aborted) throw r.signal.reason;
    if (deadline.signal.aborted) {
      throw new TransportError('timeout', `no complete response within ${r.timeoutMs} ms`, true);
    }
    throw toTransportError(err);
  } finally {
    clearTimeout(timer);
  }
}
