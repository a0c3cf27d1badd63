// The state of the demo world: every vehicle for sale, its postings on the eight platforms, and world
// time. Everything follows from the seed: the same options give the same world at the same hour.
import { PLATFORMS, type PlatformSpec } from '../../db/reference/platforms.js';
import { Random } from '../../db/seeds/random.js';
import type { OfferRow } from '../../db/seeds/listings.js';
import { makePosting, VehicleFactory } from './generate.js';
import { runHour } from './hourly.js';
import { externalId } from './ids.js';
import { HOUR_MS, type ChangeSummary, type PlatformState, type Posting, type Vehicle } from './model.js';
import { resolveWorldOptions, type WorldOptions } from './options.js';

export interface TruthPosting {
  platform: string;
  externalId: string;
  /** Only on postings broken on purpose: the way they are broken. */
  malformed?: string;
}

export interface Truth {
  hour: number;
  vehicles: { id: number; postings: TruthPosting[] }[];
}

export class World {
  readonly options: WorldOptions;
  readonly epoch: number;
  hour = 0;
  readonly platforms = new Map<string, PlatformState>();
  /** Every vehicle not yet forgotten, ascending id (sold ones stay a while: they may come back). */
  vehicles: Vehicle[] = [];
  /** Sold vehicles in the order they sold. */
  readonly sold = new Set<Vehicle>();
  readonly factory: VehicleFactory;
  private lastSeq = 0;

  constructor(options: Partial<WorldOptions> = {}) {
    this.options = resolveWorldOptions(options);
    this.epoch = this.options.now.getTime();
    for (const spec of PLATFORMS) {
      this.platforms.set(spec.id, {
        spec,
        active: [],
        byExternalId: new Map(),
        changes: [],
        changedAt: this.epoch,
        issued: 0,
      });
    }
    const rng = new Random(this.options.seed);
    this.factory = new VehicleFactory(rng, this.options.vehicles, this.options.now);
    const postings: Posting[] = [];
    for (let i = 0; i < this.options.vehicles; i++) {
      const { vehicle, offers } = this.factory.make(rng, this.options.now);
      this.vehicles.push(vehicle);
      postings.push(...this.post(rng, vehicle, offers, null));
    }
    // Each platform lists its oldest postings first.
    postings.sort(
      (a, b) => a.listedAt - b.listedAt || a.vehicle.id - b.vehicle.id || a.platform.bit - b.platform.bit,
    );
    for (const p of postings) {
      p.seq = this.nextSeq();
      this.state(p.platform.id).active.push(p);
    }
  }

  /** World time now, in ms. */
  now(): number {
    return this.epoch + this.hour * HOUR_MS;
  }

  state(platformId: string): PlatformState {
    const state = this.platforms.get(platformId);
    if (!state) throw new Error(`unknown platform ${platformId}`);
    return state;
  }

  nextSeq(): number {
    return ++this.lastSeq;
  }

  /**
   * Postings for a vehicle from the generator's offers: each platform's own id, the offer's price,
   * and on one of the later ones a mileage a little behind. `at` null keeps the offers' own dates.
   */
  post(rng: Random, vehicle: Vehicle, offers: OfferRow[], at: number | null): Posting[] {
    const behindIndex = offers.length > 1 && rng.chance(0.6) ? rng.int(1, offers.length - 1) : -1;
    const behind = behindIndex < 0 ? 0 : rng.int(2, 30) * 50;
    return offers.map((offer, index) => {
      const last = offer.history[offer.history.length - 1];
      const listedAt = at ?? offer.first_seen_at.getTime();
      const updatedAt = at ?? Math.max(listedAt, last ? last.recorded_at.getTime() : listedAt);
      return this.addPosting(
        makePosting(rng, {
          vehicle,
          platform: this.state(offer.platform).spec,
          externalId: this.issueId(offer.platform),
          seq: 0,
          price: Math.round(offer.price / 100),
          listedAt,
          updatedAt,
          mileageBehind: index === behindIndex ? Math.min(behind, vehicle.row.mileage) : 0,
        }),
      );
    });
  }

  addPosting(posting: Posting): Posting {
    posting.vehicle.postings.push(posting);
    this.state(posting.platform.id).byExternalId.set(posting.externalId, posting);
    return posting;
  }

  issueId(platformId: string): string {
    const state = this.state(platformId);
    return externalId(platformId, state.issued++);
  }

  platformSpec(platformId: string): PlatformSpec | undefined {
    return this.platforms.get(platformId)?.spec;
  }

  /** Moves world time on: each hour prices drop, vehicles sell, new ones appear (1 ≤ hours ≤ 1000). */
  advance(hours: number): ChangeSummary {
    const total: ChangeSummary = { priceDrops: 0, sold: 0, added: 0, relisted: 0, crossListed: 0 };
    for (let i = 0; i < hours; i++) {
      this.hour += 1;
      const changes = runHour(this);
      for (const key of Object.keys(total) as (keyof ChangeSummary)[]) total[key] += changes[key];
    }
    return total;
  }

  /** Page `page` (1-based) of a platform's listing, oldest posting first. */
  page(platformId: string, page: number, pageSize = this.options.pageSize) {
    const state = this.state(platformId);
    const total = state.active.length;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const start = (page - 1) * pageSize;
    const items = state.active.slice(start, start + pageSize);
    const end = start + pageSize;
    const changedAt = this.changedSince(state, items, (c) => c.countChanged || c.firstIndex < end);
    return { items, total, pages, changedAt };
  }

  /**
   * Up to `limit` active postings after seq `afterSeq`. A full run always names a next seq (what follows
   * may be empty), so what it shows depends only on the postings in its own range, (afterSeq, end].
   */
  private after(state: ReturnType<World['state']>, afterSeq: number, limit: number) {
    const lo = firstAfter(state.active, afterSeq);
    const items = state.active.slice(lo, lo + limit);
    const last = items[items.length - 1];
    const nextSeq = items.length === limit && last ? last.seq : null;
    return { items, nextSeq, end: nextSeq ?? Infinity };
  }

  /** Up to `limit` postings after the one with seq `afterSeq` (0: from the start). */
  window(platformId: string, afterSeq: number, limit: number) {
    const state = this.state(platformId);
    const { items, nextSeq, end } = this.after(state, afterSeq, limit);
    // The window holds every active seq in (afterSeq, end]: a change to the ordering reached it when
    // a posting in that range left or joined, or the total moved (every window shows it).
    const changedAt = this.changedSince(state, items, (c) => c.countChanged || anyIn(c.seqs, afterSeq, end));
    return { items, total: state.active.length, nextSeq, changedAt };
  }

  /**
   * Part of a partner feed: up to `size` postings after the one with seq `afterSeq` (0: the first
   * part). A full part names the seq its next part starts after (that part may be empty); a shorter
   * one is the last. Unlike an API window a part shows no total, so only changes inside its own range
   * (or to its items) move its Last-Modified, and a part not reached by a change keeps its validators.
   */
  feedPart(platformId: string, afterSeq: number, size = this.options.feedPartSize) {
    const state = this.state(platformId);
    const { items, nextSeq, end } = this.after(state, afterSeq, size);
    // A full part holds every active seq in (afterSeq, nextSeq], the last one every seq after afterSeq:
    // postings join only at the end, so a part changes only when one in its range leaves or joins.
    const changedAt = this.changedSince(state, items, (c) => anyIn(c.seqs, afterSeq, end));
    return { items, nextSeq, changedAt };
  }

  /**
   * When a view of a platform's stock last changed: the latest of its items' own changes and the
   * latest change to the ordering that reached it (world creation at the earliest).
   */
  private changedSince(
    state: PlatformState,
    items: Posting[],
    reaches: (c: PlatformState['changes'][number]) => boolean,
  ): number {
    let at = this.epoch;
    for (const p of items) if (p.updatedAt > at) at = p.updatedAt;
    for (let i = state.changes.length - 1; i >= 0; i--) {
      const change = state.changes[i]!;
      if (change.at <= at) break;
      if (reaches(change)) return change.at;
    }
    return at;
  }

  /** A posting by its external id, active or not (forgotten ones are gone). */
  posting(platformId: string, id: string): Posting | undefined {
    return this.platforms.get(platformId)?.byExternalId.get(id);
  }

  /** Ground truth: every vehicle for sale with its active postings. */
  truth(): Truth {
    const vehicles: Truth['vehicles'] = [];
    for (const v of this.vehicles) {
      if (v.soldAt !== null) continue;
      vehicles.push({
        id: v.id,
        postings: v.postings
          .filter((p) => p.active)
          .map((p) => ({
            platform: p.platform.id,
            externalId: p.externalId,
            ...(p.malformed ? { malformed: p.malformed } : {}),
          })),
      });
    }
    return { hour: this.hour, vehicles };
  }
}

/** The index of the first posting with a seq above `afterSeq` (`active` is in ascending seq). */
function firstAfter(active: Posting[], afterSeq: number): number {
  let lo = 0;
  let hi = active.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((active[mid] as Posting).seq <= afterSeq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** True when the ascending `seqs` hold one in (after, end]. */
function anyIn(seqs: number[], after: number, end: number): boolean {
  let lo = 0;
  let hi = seqs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((seqs[mid] as number) <= after) lo = mid + 1;
    else hi = mid;
  }
  return lo < seqs.length && (seqs[lo] as number) <= end;
}

/** Builds a world (synchronously: 100,000 vehicles take a few seconds). */
export function createWorld(options: Partial<WorldOptions> = {}): World {
  return new World(options);
}
