// The buyer of bench:alerts-kill (alerts-kill.ts) and the check of what reached them: the expected
// alerts computed independently of the detection job, from the search API and the listings' dates,
// against the notifications and e-mails the product wrote.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { spawnServer, type BenchDb, type ChildServer } from './crawl-harness.js';
import { withDb } from './dealer-kill-common.js';

/** The server's settings in every start of the bench. */
export const ENV = { SEARCH_THREADS: '0' };

/** The narrower saved search's price cap, pence. */
export const NARROW_MAX_PRICE = 1_200_000;

export interface Buyer {
  userId: number;
  email: string;
  searches: { id: number; name: string; query: Record<string, string>; created_at: Date }[];
  garage: { listing_id: number; created_at: Date }[];
}

export async function createBuyer(knex: Knex): Promise<Buyer> {
  const email = `alerts-buyer-${randomBytes(3).toString('hex')}@example.com`;
  const [user] = (await knex('users')
    .insert({ username: email.split('@')[0], email, first_name: 'Alert', last_name: 'Buyer' })
    .returning('id')) as { id: number }[];
  const userId = user!.id;
  const searches: Buyer['searches'] = [];
  // The narrower one first: the oldest matching search names a notification.
  for (const [name, query] of [
    ['Cars under £12,000', { maxPrice: String(NARROW_MAX_PRICE) }],
    ['Any car', {}],
  ] as const) {
    const [row] = (await knex('saved_searches')
      .insert({
        user_id: userId,
        name,
        category: 'car',
        query: JSON.stringify(query),
        frequency: 'instant',
        email_alerts: true,
        unsubscribe_token: randomBytes(16).toString('hex'),
      })
      .returning(['id', 'name', 'created_at'])) as { id: number; name: string; created_at: Date }[];
    searches.push({ ...row!, query: { ...query } });
  }
  // Cars (every one also matched by 'Any car') and motorcycles and vans (the garage's own drops).
  const pick = async (car: boolean) =>
    (await knex('listings')
      .where({ status: 'active' })
      .andWhere('category', car ? '=' : '<>', 'car')
      .orderByRaw('random()')
      .limit(20)
      .pluck('id')) as number[];
  const cars = [...(await pick(true)), ...(await pick(false))];
  const garage = (await knex('dream_garage')
    .insert(cars.map((listing_id) => ({ user_id: userId, listing_id })))
    .returning(['listing_id', 'created_at'])) as Buyer['garage'];
  return { userId, email, searches, garage };
}

/** Every car the search API finds for `query`, all pages. */
async function searchIds(server: ChildServer, query: Record<string, string>): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 1; ; page++) {
    const params = new URLSearchParams({ ...query, page: String(page), limit: '100' });
    const res = await fetch(`http://127.0.0.1:${server.port}/api/cars/search?${params}`);
    if (!res.ok) throw new Error(`search ${params}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { cars: { id: number }[]; total: number };
    for (const car of body.cars) ids.add(car.id);
    if (body.cars.length === 0 || page * 100 >= body.total) break;
  }
  return ids;
}

interface ListingRow {
  id: number;
  status: string;
  price: number;
  price_dropped_at: Date | null;
  appeared_at: Date;
}
interface NotificationRow {
  id: number;
  saved_search_id: number | null;
  listing_id: number;
  kind: 'new_match' | 'price_drop';
  price: number;
}

const after = (a: Date | null, b: Date) => a !== null && new Date(a).getTime() > new Date(b).getTime();
const keyOf = (kind: string, listing: number, price: number) =>
  kind === 'new_match' ? `new_match:${listing}` : `price_drop:${listing}:${price}`;

/** The (kind, listing, price) items an alert e-mail lists (emails.ts `line`). */
function mailedItems(body: string): string[] {
  const items: string[] = [];
  for (const m of body.matchAll(/^- (new match|price drop): (.*)\n {2}\S+\/cars\/(\d+)$/gm)) {
    const price = /(?:, now|,) £([\d,.]+)(?: \(was £[\d,.]+\))?$/.exec(m[2]!)?.[1] ?? '0';
    const pence = Math.round(Number(price.replace(/,/g, '')) * 100);
    items.push(keyOf(m[1] === 'new match' ? 'new_match' : 'price_drop', Number(m[3]), pence));
  }
  return items;
}

export interface Check {
  expected: number;
  notified: number;
  lost: string[];
  duplicated: number;
  unexpected: string[];
  gone: number;
  earlierDrops: number;
  emails: number;
  mailed: number;
  mailLost: number;
  mailDup: number;
  sameSetDup: number;
  garageDrops: number;
  garageNotified: number;
}

export async function check(db: BenchDb, buyer: Buyer): Promise<Check> {
  const data = await withDb(db, async (knex) => ({
    notifications: (await knex('notifications')
      .where({ user_id: buyer.userId })
      .select('id', 'saved_search_id', 'listing_id', 'kind', 'price')) as NotificationRow[],
    listings: (await knex('listings').select(
      'id',
      'status',
      'price',
      'price_dropped_at',
      knex.raw('greatest(first_seen_at, coalesce(relisted_at, first_seen_at)) as appeared_at'),
    )) as ListingRow[],
    outbox: (await knex('outbox').where({ to_address: buyer.email }).select('id', 'body')) as {
      id: number;
      body: string;
    }[],
  }));
  const server = await spawnServer(db, ENV);
  const matches = new Map<number, Set<number>>();
  try {
    for (const s of buyer.searches) matches.set(s.id, await searchIds(server, s.query));
  } finally {
    await server.stop();
  }
  const byId = new Map(data.listings.map((l) => [l.id, l]));
  const expected = new Set<string>();
  let garageDrops = 0;
  for (const s of buyer.searches)
    for (const id of matches.get(s.id)!) {
      const l = byId.get(id);
      if (!l || l.status !== 'active') continue;
      if (after(l.appeared_at, s.created_at)) expected.add(keyOf('new_match', l.id, l.price));
      if (after(l.price_dropped_at, s.created_at)) expected.add(keyOf('price_drop', l.id, l.price));
    }
  for (const g of buyer.garage) {
    const l = byId.get(g.listing_id);
    if (l?.status === 'active' && after(l.price_dropped_at, g.created_at)) {
      garageDrops++;
      expected.add(keyOf('price_drop', l.id, l.price));
    }
  }
  const counts = new Map<string, number>();
  for (const n of data.notifications) {
    const key = keyOf(n.kind, n.listing_id, n.price);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const unexpected: string[] = [];
  let gone = 0;
  let earlierDrops = 0;
  for (const key of counts.keys()) {
    if (expected.has(key)) continue;
    const [kind, id] = key.split(':') as [string, string];
    const l = byId.get(Number(id));
    if (!l || l.status !== 'active') gone++;
    else if (kind === 'price_drop' && expected.has(keyOf('price_drop', l.id, l.price))) earlierDrops++;
    else unexpected.push(key);
  }
  // E-mails: every notification of a (instant, e-mail on) search carried by exactly one e-mail.
  const mailCounts = new Map<string, number>();
  for (const row of data.outbox)
    for (const item of mailedItems(row.body)) mailCounts.set(item, (mailCounts.get(item) ?? 0) + 1);
  const searchNotes = data.notifications.filter((n) => n.saved_search_id !== null);
  const bodies = new Map<string, number>();
  for (const row of data.outbox) bodies.set(row.body, (bodies.get(row.body) ?? 0) + 1);
  return {
    expected: expected.size,
    notified: data.notifications.length,
    lost: [...expected].filter((k) => !counts.has(k)),
    duplicated: [...counts.values()].filter((n) => n > 1).length,
    unexpected,
    gone,
    earlierDrops,
    emails: data.outbox.length,
    mailed: [...mailCounts.values()].reduce((a, b) => a + b, 0),
    mailLost: searchNotes.filter((n) => !mailCounts.has(keyOf(n.kind, n.listing_id, n.price))).length,
    mailDup: [...mailCounts.values()].filter((n) => n > 1).length,
    sameSetDup: [...bodies.values()].filter((n) => n > 1).length,
    garageDrops,
    garageNotified: data.notifications.length - searchNotes.length,
  };
}
