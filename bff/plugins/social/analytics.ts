// Social analytics (DECISIONS 11, 20): every figure is counted from visits through the tracked links
// and the enquiries and saves that followed; with nothing recorded the answer is zeros, nulls and
// empty lists, never a sample or a trend.
import type { Knex } from 'knex';
import { PLATFORMS, type Platform } from './platforms.js';
import * as q from './queries.js';
import type { SocialAnalytics, SocialPost } from './schemas.js';

const TOP_POSTS = 5;

/** engagements / reach × 100, one decimal; null when nobody was reached. */
export const engagementRate = (engagements: number, reach: number) =>
  reach > 0 ? Math.round((engagements / reach) * 1000) / 10 : null;

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

type Metrics = SocialPost['analytics']['metrics'];

/** Each post's figures since it was published. */
export async function postMetrics(
  knex: Knex,
  dealerId: number,
  postIds: number[],
): Promise<Map<number, Metrics>> {
  const wanted = new Set(postIds);
  const out = new Map<number, Metrics>(
    postIds.map((id) => [
      id,
      { views: 0, reach: 0, enquiries: 0, saves: 0, likes: null, shares: null, comments: null },
    ]),
  );
  if (!postIds.length) return out;
  const [stats, engaged] = await Promise.all([
    q.statsByPost(knex, dealerId, null),
    q.engagements(knex, dealerId, null),
  ]);
  for (const s of stats) {
    const m = out.get(s.post_id);
    if (m) Object.assign(m, { views: s.views, reach: s.reach });
  }
  for (const e of engaged) {
    if (!wanted.has(e.post_id)) continue;
    const m = out.get(e.post_id)!;
    if (e.kind === 'enquiry') m.enquiries++;
    else m.saves++;
  }
  return out;
}

export async function dealerAnalytics(knex: Knex, dealerId: number, days: number): Promise<SocialAnalytics> {
  const { first, since } = await q.windowStart(knex, days);
  const [all, byDay, byPlatform, perPost, posts, engaged] = await Promise.all([
    q.statsBy(knex, dealerId, since, 'all'),
    q.statsBy(knex, dealerId, since, 'day'),
    q.statsBy(knex, dealerId, since, 'platform'),
    q.statsByPost(knex, dealerId, since),
    q.postsByPlatform(knex, dealerId, since),
    q.engagements(knex, dealerId, since),
  ]);
  const total = all[0] ?? { views: 0, reach: 0 };

  const engagedByPlatform = new Map<string, number>();
  const engagedByPost = new Map<number, number>();
  for (const e of engaged) {
    engagedByPlatform.set(e.platform, (engagedByPlatform.get(e.platform) ?? 0) + 1);
    engagedByPost.set(e.post_id, (engagedByPost.get(e.post_id) ?? 0) + 1);
  }

  const platformRows = PLATFORMS.map((platform: Platform) => {
    const seen = byPlatform.find((r) => r.key === platform);
    return {
      platform,
      posts: posts.find((r) => r.platform === platform)?.posts ?? 0,
      views: seen?.views ?? 0,
      reach: seen?.reach ?? 0,
      engagements: engagedByPlatform.get(platform) ?? 0,
    };
  }).filter((r) => r.posts || r.views || r.engagements);

  const daily = Array.from({ length: days }, (_, i) => {
    const date = addDays(first, i);
    const row = byDay.find((r) => r.key === date);
    return { date, views: row?.views ?? 0, reach: row?.reach ?? 0 };
  });

  // The posts people came through (or engaged after) in the window, most viewed first.
  const active = new Map<number, { views: number; reach: number }>();
  for (const s of perPost) active.set(s.post_id, { views: s.views, reach: s.reach });
  for (const id of engagedByPost.keys()) if (!active.has(id)) active.set(id, { views: 0, reach: 0 });
  const ranked = [...active.entries()]
    .map(([id, s]) => ({ id, ...s, engagements: engagedByPost.get(id) ?? 0 }))
    .sort((a, b) => b.views - a.views || b.engagements - a.engagements || b.id - a.id)
    .slice(0, TOP_POSTS);
  const rows = ranked.length
    ? await q.postsOf(
        knex,
        dealerId,
        TOP_POSTS,
        ranked.map((r) => r.id),
      )
    : [];
  const topPerformingPosts = ranked.flatMap((r) => {
    const post = rows.find((p) => p.id === r.id);
    if (!post) return [];
    return [
      {
        id: r.id,
        platform: post.platform,
        title: post.title,
        views: r.views,
        reach: r.reach,
        engagements: r.engagements,
        engagement_rate: engagementRate(r.engagements, r.reach),
      },
    ];
  });

  return {
    days,
    summary: {
      views: total.views,
      reach: total.reach,
      posts: posts.reduce((n, r) => n + r.posts, 0),
      engagements: engaged.length,
      avgEngagementRate: engagementRate(engaged.length, total.reach),
    },
    byPlatform: platformRows,
    daily,
    topPerformingPosts,
  };
}
