// The one SSRF guard (C6). Every URL the crawler would contact, redirects and robots.txt included,
// passes checkUrl (scheme and the source's host allowlist) and vetHost (what the name resolves to).
// vetHost resolves the name itself and refuses the host when ANY address is not public unicast, so a
// name answering both a public and a private address cannot slip through; http.ts then connects to
// the vetted address, so a second DNS answer (rebinding) is never used.
import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { Lookup } from './types.js';

/** Cloud metadata endpoints: refused even for operator-allowed private hosts. */
const METADATA = new Set([
  '169.254.169.254',
  '169.254.170.2',
  '100.100.100.200',
  '168.63.129.16',
  'fd00:ec2::254',
]);

export type GuardVerdict =
  | { ok: true; address: string; family: 4 | 6 }
  /** refused: the host must not be contacted (→ disallowed). */
  | { ok: false; refused: true; reason: string }
  /** The name did not resolve; transient failures (not NXDOMAIN) may be retried. */
  | { ok: false; refused: false; reason: string; transient: boolean };

export interface GuardOptions {
  allowPrivateHosts: readonly string[];
  lookup?: Lookup;
}

const systemLookup: Lookup = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Lower case, no IPv6 brackets, no trailing root dot: the form every comparison uses. */
export function normaliseHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith('[') && h.endsWith(']')) h = h.slice(1, -1);
  while (h.endsWith('.')) h = h.slice(0, -1);
  return h;
}

/** `scheme://host:port`, the port always written: the key of robots.txt, pacing and the stores. */
export function originOf(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.protocol}//${url.hostname}:${port}`;
}

/** new URL without the throw (URL.parse needs Node 22). */
export function parseUrl(input: string, base?: URL | string): URL | null {
  try {
    return new URL(input, base);
  } catch {
    return null;
  }
}

/** RFC 6761: `localhost` and `*.localhost` are loopback and never go to DNS. */
export function isLocalhostName(host: string): boolean {
  const h = normaliseHost(host);
  return h === 'localhost' || h.endsWith('.localhost');
}

/**
 * Why an address may not be contacted, or null for a public unicast address. Everything ipaddr.js
 * does not call `unicast` is refused: loopback, private, link-local, CGNAT, ULA, unspecified,
 * multicast, reserved, IPv4-mapped and the IPv6 forms embedding IPv4 (6to4, NAT64, Teredo).
 */
export function classifyAddress(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return 'not an IP address';
  const addr = ipaddr.parse(ip);
  const inner = addr instanceof ipaddr.IPv6 && addr.isIPv4MappedAddress() ? addr.toIPv4Address() : addr;
  if (METADATA.has(inner.toString())) return 'metadata';
  const range = addr.range();
  return range === 'unicast' ? null : range;
}

function hostAllowed(host: string, entry: string): boolean {
  const e = normaliseHost(entry.includes('://') ? new URL(entry).hostname : entry);
  if (e.startsWith('*.')) return host.endsWith(e.slice(1));
  return host === e;
}

/** Scheme and the source's host allowlist; a reason when refused, null when the URL may go on. */
export function checkUrl(url: URL, allowedHosts: readonly string[]): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `scheme ${url.protocol} is not fetched`;
  if (url.username || url.password) return 'credentials in the URL are not accepted';
  const host = normaliseHost(url.hostname);
  if (!allowedHosts.some((entry) => hostAllowed(host, entry))) {
    return `host ${host} is not in the source's host allowlist`;
  }
  return null;
}

/** Resolves `hostname` and checks every address before anything connects (C6). */
export async function vetHost(hostname: string, o: GuardOptions): Promise<GuardVerdict> {
  const host = normaliseHost(hostname);
  if (!host) return { ok: false, refused: true, reason: 'empty host' };
  const privateAllowed = o.allowPrivateHosts.some((h) => normaliseHost(h) === host);

  let addresses: Array<{ address: string; family: number }>;
  if (ipaddr.isValid(host)) {
    // Bare IPs, including encoded forms (0x7f.1, 2130706433, ::ffff:127.0.0.1), never reach DNS
    // and a connect-time lookup hook would skip them: check the normalised address here.
    const addr = ipaddr.parse(host);
    addresses = [{ address: addr.toString(), family: addr.kind() === 'ipv4' ? 4 : 6 }];
  } else if (isLocalhostName(host)) {
    addresses = [{ address: '127.0.0.1', family: 4 }];
  } else {
    try {
      addresses = await (o.lookup ?? systemLookup)(host);
    } catch (err) {
      const code = (err as { code?: string }).code ?? 'ERROR';
      const transient = code !== 'ENOTFOUND' && code !== 'ENODATA';
      return { ok: false, refused: false, reason: `DNS lookup of ${host} failed (${code})`, transient };
    }
    if (addresses.length === 0) {
      return {
        ok: false,
        refused: false,
        reason: `DNS lookup of ${host} found no address`,
        transient: false,
      };
    }
  }

  for (const { address } of addresses) {
    const range = classifyAddress(address);
    if (range === null || (privateAllowed && range !== 'metadata' && range !== 'not an IP address')) continue;
    return {
      ok: false,
      refused: true,
      reason: `${host} resolves to ${address} (${range}), which is refused`,
    };
  }
  const first = ipaddr.process(addresses[0]!.address);
  return { ok: true, address: first.toString(), family: first.kind() === 'ipv4' ? 4 : 6 };
}
