// Who a listing view belongs to, without keeping who they are (issue 15, item 14). A view counts once
// per viewer, listing and day (UTC). A signed-in viewer is their account. Anyone else is an HMAC of
// the listing, their address (an IPv6 address by its /64, the block one household or phone is given)
// and their browser's user agent, under a random secret made for that day alone and deleted the day
// after: the key cannot be followed across listings or days, nor turned back into an address once its
// day is over. Cookies play no part (dropping one used to make the same visitor new every time).
import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { Knex } from 'knex';
import { appSecret } from '../../lib/secrets.js';

const PREFIX = 'listing-views:';

export interface Viewer {
  userId?: number;
  address: string;
  userAgent: string;
}

export class ViewerKeys {
  private current: { day: string; secret: string } | null = null;

  constructor(private readonly knex: Knex) {}

  async keyFor(listingId: number, viewer: Viewer, now = new Date()): Promise<string> {
    const day = now.toISOString().slice(0, 10);
    if (viewer.userId) return `u:${viewer.userId}:${day}`;
    const secret = await this.secretOf(day);
    const mac = createHmac('sha256', secret)
      .update(`${listingId}\n${network(viewer.address)}\n${viewer.userAgent}`)
      .digest('base64url');
    return `a:${day}:${mac}`;
  }

  private async secretOf(day: string): Promise<string> {
    if (this.current?.day === day) return this.current.secret;
    const secret = await appSecret(this.knex, PREFIX + day);
    // Earlier days' secrets go, so their keys can no longer be matched to an address.
    await this.knex('app_secrets')
      .where('name', 'like', `${PREFIX}%`)
      .andWhere('name', '<', PREFIX + day)
      .delete();
    this.current = { day, secret };
    return secret;
  }
}

/** The address a visitor is known by: IPv4 whole, IPv6 by its /64 network. */
export function network(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let addr = ipaddr.parse(address);
  if (addr instanceof ipaddr.IPv6 && addr.isIPv4MappedAddress()) addr = addr.toIPv4Address();
  if (addr instanceof ipaddr.IPv4) return addr.toString();
  return ipaddr.IPv6.networkAddressFromCIDR(`${addr.toString()}/64`).toString() + '/64';
}
