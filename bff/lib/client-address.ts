// The address a request came from, for rate limits and logs. X-Forwarded-For is written by whoever
// sends the request, so it is believed only as far as the operator says (TRUST_PROXY): by default
// not at all, and the socket's address is the client's.
import type { Request } from '@hapi/hapi';
import ipaddr from 'ipaddr.js';

/** false: the socket address; hops: that many proxies in front; ranges: proxies at these addresses. */
export type TrustProxy = false | { hops: number } | { ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] };

/** Parses TRUST_PROXY: unset/'false', a number of hops, or a comma list of addresses and CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const ranges = text.split(',').map((part) => {
    const item = part.trim();
    if (ipaddr.isValidCIDR(item)) return ipaddr.parseCIDR(item);
    if (!ipaddr.isValid(item)) throw new Error(`"${item}" is not an IP address or CIDR range`);
    const addr = normal(item)!;
    return [addr, addr.kind() === 'ipv4' ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number];
  });
  return { ranges };
}

/** A valid address with IPv4-mapped IPv6 (::ffff:1.2.3.4) read as IPv4, or null. */
function normal(text: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(text)) return null;
  const addr = ipaddr.parse(text);
  return addr instanceof ipaddr.IPv6 && addr.isIPv4MappedAddress() ? addr.toIPv4Address() : addr;
}

function trusted(text: string, ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][]): boolean {
  const addr = normal(text);
  return !!addr && ranges.some(([range, bits]) => addr.kind() === range.kind() && addr.match(range, bits));
}

/**
 * The client's address from the socket's address and the X-Forwarded-For header: walk from the
 * socket back through the header's entries (right to left) while the hop is a trusted proxy.
 */
export function addressFrom(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: TrustProxy,
): string {
  const socket = socketAddress || 'unknown';
  if (!trust || forwardedFor === undefined) return normal(socket)?.toString() ?? socket;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  // Nearest hop first: the socket, then the header's entries from the right.
  const chain = [
    socket,
    ...header
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .reverse(),
  ];
  // Stop at a hop that is not an address: only a proxy's own entry is believed, never the client's text.
  const limit = 'hops' in trust ? Math.min(trust.hops, chain.length - 1) : chain.length - 1;
  let i = 0;
  while (i < limit && normal(chain[i + 1]!) && ('hops' in trust || trusted(chain[i]!, trust.ranges))) i++;
  return normal(chain[i]!)?.toString() ?? chain[i]!;
}

/** The client address of a hapi request, under the server's TRUST_PROXY setting. */
export function clientAddress(request: Request): string {
  const trust = request.server.app.config?.trustProxy ?? false;
  const forwarded = request.headers['x-forwarded-for'] as string | string[] | undefined;
  return addressFrom(request.info.remoteAddress, forwarded, trust);
}
