// The seller's figures (DECISIONS 11): every number comes from recorded views, enquiries and
// listings; with nothing recorded the answer says so (zeros, nulls, empty lists), never a sample.
import type { Knex } from 'knex';
import { notFound } from '../../lib/errors.js';
import * as queries from './queries.js';
import type { UserAnalytics } from './types.js';
import { ViewerKeys, type Viewer } from './viewer-key.js';

const DAY = 86_400_000;

export class AnalyticsService {
  private readonly viewers: ViewerKeys;

  constructor(private readonly knex: Knex) {
    this.viewers = new ViewerKeys(knex);
  }

  /** Records a view unless this viewer was counted for the listing today (viewer-key.ts). */
  async recordView(listingId: number, viewer: Viewer) {
    const key = await this.viewers.keyFor(listingId, viewer);
    return this.knex.transaction(async (trx) => {
      const listing = await trx('listings').select('id').where({ id: listingId, status: 'active' }).first();
      if (!listing) throw notFound('Car');
      // Serialise views of one listing so two quick requests cannot both count.
      await trx.raw('select pg_advisory_xact_lock(?, ?)', [4104, listingId]);
      // The key names its day; the time bound only lets the (listing_id, viewed_at) index serve.
      const seen = await trx('listing_views')
        .select('id')
        .where({ listing_id: listingId, viewer_key: key })
        .andWhere('viewed_at', '>', trx.raw(`now() - interval '2 days'`))
        .first();
      if (seen) return { counted: false };
      await trx('listing_views').insert({
        listing_id: listingId,
        viewer_id: viewer.userId ?? null,
        viewer_key: key,
      });
      return { counted: true };
    });
  }

  async forUser(userId: number): Promise<UserAnalytics> {
    const k = this.knex;
    const rows = (await k('listings as l')
      .join('sellers as s', 's.id', 'l.seller_id')
      .where('s.user_id', userId)
      .select('l.id', 'l.title', 'l.price', 'l.status', 'l.first_seen_at', 'l.removed_at')
      .orderBy('l.id')) as {
      id: number;
      title: string;
      price: number;
      status: string;
      first_seen_at: Date;
      removed_at: Date | null;
    }[];
    const ids = rows.map((r) => r.id);
    const active = rows.filter((r) => r.status === 'active');
    const month = "date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'";
    const [totalViews, inquiries, monthlyViews, monthlyInquiries, viewsByDay, activity] = await Promise.all([
      queries.countFor(k, 'select count(*)::int as n from listing_views where listing_id = any(?::int[])', [
        ids,
      ]),
      queries.countFor(k, 'select count(*)::int as n from enquiry_threads where listing_id = any(?::int[])', [
        ids,
      ]),
      queries.countFor(
        k,
        `select count(*)::int as n from listing_views where listing_id = any(?::int[]) and viewed_at >= ${month}`,
        [ids],
      ),
      queries.countFor(
        k,
        // Enquiries are threads (one per buyer and listing), this month's as much as in total.
        `select count(*)::int as n from enquiry_threads where listing_id = any(?::int[]) and created_at >= ${month}`,
        [ids],
      ),
      queries.viewsByDay(k, ids, 30),
      queries.recentActivity(k, ids, 10),
    ]);
    const now = Date.now();
    const days = rows.map(
      (r) =>
        ((r.removed_at ? new Date(r.removed_at).getTime() : now) - new Date(r.first_seen_at).getTime()) / DAY,
    );
    const priceComparisons = [];
    for (const r of active) {
      const c = await queries.comparables(k, r.id);
      priceComparisons.push({
        listingId: r.id,
        title: r.title,
        price: r.price,
        comparableMedian: c.count >= 3 && c.median !== null ? Math.round(c.median) : null,
        comparableCount: c.count,
      });
    }
    const titles = new Map(rows.map((r) => [r.id, r.title]));
    return {
      totalViews,
      inquiries,
      monthlyViews,
      monthlyInquiries,
      averagePrice: active.length
        ? Math.round(active.reduce((s, r) => s + r.price, 0) / active.length)
        : null,
      viewsByDay,
      averageDaysOnMarket: days.length
        ? Math.round((days.reduce((a, b) => a + b, 0) / days.length) * 10) / 10
        : null,
      priceComparisons,
      inquiryRate: totalViews > 0 ? inquiries / totalViews : null,
      recentActivity: activity.map((a) => ({
        kind: a.kind,
        listingId: a.listing_id,
        title: titles.get(a.listing_id) ?? '',
        at: new Date(a.at).toISOString(),
      })),
    };
  }
}
