// One world hour, deterministic from (seed, hour): some prices drop, some vehicles sell, some sold ones
// come back under their old adverts, some go on a further platform, and new vehicles arrive.
import { Random } from '../../db/seeds/random.js';
import { makePosting, pickPlatform } from './generate.js';
import type { ChangeSummary, PlatformState, Posting, Vehicle } from './model.js';
import { HOUR_MS } from './model.js';
import type { World } from './world.js';

const PRICE_DROP_SHARE = 0.03;
const SELL_SHARE = 0.02;
const NEW_SHARE = 0.02;
const RELIST_SHARE = 0.003;
const CROSS_LIST_SHARE = 0.005;
/** A vehicle sold this long ago is forgotten: it no longer comes back, and its adverts are gone. */
const FORGET_AFTER_MS = 720 * HOUR_MS;

/** A seed for one hour of one world: a murmur3-style mix of both, never 0. */
export function hourSeed(seed: number, hour: number): number {
  let h = (seed ^ Math.imul(hour + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0 || 1;
}

export function runHour(world: World): ChangeSummary {
  const now = world.now();
  const rng = new Random(hourSeed(world.options.seed, world.hour));
  const summary: ChangeSummary = { priceDrops: 0, sold: 0, added: 0, relisted: 0, crossListed: 0 };
  const joined = new Map<PlatformState, Posting[]>();
  const left = new Map<PlatformState, Posting[]>();
  const note = (map: Map<PlatformState, Posting[]>, p: Posting) => {
    const state = world.state(p.platform.id);
    const list = map.get(state);
    if (list) list.push(p);
    else map.set(state, [p]);
  };
  forget(world, now);
  const forSale = world.vehicles.filter((v) => v.soldAt === null);

  for (const v of forSale) {
    for (const p of v.postings) {
      if (!p.active || !rng.chance(PRICE_DROP_SHARE)) continue;
      const cut = 0.02 + rng.next() * 0.06;
      // A record without a price shows no drop, so it does not change either.
      if (p.malformed === 'missingPrice' || p.malformed === 'zeroPrice') continue;
      p.price = Math.max(1, Math.round(p.price * (1 - cut)));
      p.updatedAt = now;
      world.state(p.platform.id).changedAt = now;
      summary.priceDrops++;
    }
  }

  for (const v of forSale) {
    if (!rng.chance(SELL_SHARE)) continue;
    v.soldAt = now;
    for (const p of v.postings) {
      if (!p.active) continue;
      p.active = false;
      p.removedAt = now;
      note(left, p);
    }
    world.sold.add(v);
    summary.sold++;
  }

  for (const v of [...world.sold]) {
    if (v.soldAt === null || v.soldAt >= now || !rng.chance(RELIST_SHARE)) continue;
    // The same adverts come back: same external ids, listed again now, at the end of the order.
    for (const p of v.postings) {
      if (p.removedAt !== v.soldAt) continue;
      p.active = true;
      p.removedAt = null;
      p.seq = world.nextSeq();
      p.listedAt = now;
      p.updatedAt = now;
      note(joined, p);
    }
    v.soldAt = null;
    world.sold.delete(v);
    summary.relisted++;
  }

  for (const v of forSale) {
    if (v.soldAt !== null || !rng.chance(CROSS_LIST_SHARE)) continue;
    const p = crossList(world, rng, v, now);
    if (p) {
      note(joined, p);
      summary.crossListed++;
    }
  }

  const arrivals =
    world.options.vehicles > 0 ? Math.max(1, Math.round(world.options.vehicles * NEW_SHARE)) : 0;
  for (let i = 0; i < arrivals; i++) {
    const { vehicle, offers } = world.factory.make(rng, new Date(now));
    world.vehicles.push(vehicle);
    for (const p of world.post(rng, vehicle, offers, now)) {
      p.seq = world.nextSeq();
      note(joined, p);
    }
    summary.added++;
  }

  for (const state of world.platforms.values()) restock(state, now, joined.get(state), left.get(state));
  return summary;
}

/** A further platform for a vehicle already for sale, at about the price it asks elsewhere. */
function crossList(world: World, rng: Random, v: Vehicle, now: number): Posting | null {
  const used = new Set(v.postings.map((p) => p.platform.id));
  for (let tries = 0; tries < 10; tries++) {
    const platform = pickPlatform(rng, v.seller);
    if (used.has(platform.id)) continue;
    const prices = v.postings.filter((p) => p.active).map((p) => p.price);
    const base = prices.length ? Math.min(...prices) : Math.round(v.row.price / 100);
    const posting = makePosting(rng, {
      vehicle: v,
      platform,
      externalId: world.issueId(platform.id),
      seq: world.nextSeq(),
      price: Math.round(base * (1 + rng.next() * 0.04 - 0.01)),
      listedAt: now,
      updatedAt: now,
      mileageBehind: 0,
    });
    return world.addPosting(posting);
  }
  return null;
}

/** The platform's ordered stock after the hour, and a record of where the ordering changed. */
function restock(state: PlatformState, now: number, joined: Posting[] = [], left: Posting[] = []) {
  if (joined.length === 0 && left.length === 0) return;
  const before = state.active;
  const after = before.filter((p) => p.active);
  joined.sort((a, b) => a.seq - b.seq);
  for (const p of joined) after.push(p);
  let firstIndex = 0;
  const shorter = Math.min(before.length, after.length);
  while (firstIndex < shorter && before[firstIndex] === after[firstIndex]) firstIndex++;
  const seqs = [...left.map((p) => p.seq), ...joined.map((p) => p.seq)].sort((a, b) => a - b);
  state.active = after;
  state.changes.push({ at: now, countChanged: before.length !== after.length, firstIndex, seqs });
  state.changedAt = now;
}

/** Drops vehicles sold long ago: they will not come back, and their adverts now 404. */
function forget(world: World, now: number) {
  let forgot = false;
  for (const v of world.sold) {
    if (v.soldAt === null || now - v.soldAt <= FORGET_AFTER_MS) break;
    world.sold.delete(v);
    for (const p of v.postings) world.state(p.platform.id).byExternalId.delete(p.externalId);
    v.postings = [];
    forgot = true;
  }
  if (forgot) world.vehicles = world.vehicles.filter((v) => v.postings.length > 0);
}
