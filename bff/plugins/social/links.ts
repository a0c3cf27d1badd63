// Tracked links (/r/{code}) and their visits. A visitor is a browser, known by a long-lived random
// cookie (am_vid; only its hash is stored), and by its user id once someone signs in there. A visit
// is a view when the same visitor has no view of the same post in the 30 minutes before (the
// contract's definition). Link unfurlers and crawlers are sent on but never recorded.
import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export const VISITOR_COOKIE = 'am_vid';
/** Set beside am_vid while that browser has visits no user is attached to yet (see claimVisits). */
export const UNCLAIMED_COOKIE = 'am_vuc';
export const VIEW_WINDOW_MINUTES = 30;
/** 72 random bits as 12 URL-safe characters: too many to guess or walk. */
export const CODE_LENGTH = 12;

export const newLinkCode = () => randomBytes(9).toString('base64url');
export const newVisitorId = () => randomBytes(24).toString('base64url');
export const isVisitorId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value);
export const isLinkCode = (value: string) => /^[A-Za-z0-9_-]{12}$/.test(value);
export const visitorKey = (visitorId: string) => createHash('sha256').update(visitorId).digest('hex');

export const linkUrl = (publicUrl: string, code: string) => `${publicUrl}/r/${code}`;

// The unfurlers of the networks and chat apps, search engines, and anything calling itself a bot,
// crawler or spider. ('Cubot' is a phone maker whose handsets say so in their user agent.)
const BOTS =
  /facebookexternalhit|facebookcatalog|meta-externalagent|twitterbot|linkedinbot|slackbot|slack-imgproxy|whatsapp|telegrambot|discordbot|googlebot|bingbot|pinterestbot|pinterest\/0\.|skypeuripreview|applebot|bot\b|bot\/|crawler|spider/i;

export type AgentClass = 'bot' | 'mobile' | 'tablet' | 'desktop' | 'unknown';

export function agentClass(userAgent: string | undefined): AgentClass {
  const ua = (userAgent ?? '').trim();
  // Browsers always name themselves; an empty agent is a script.
  if (!ua) return 'bot';
  if (BOTS.test(ua.replace(/cubot/gi, ''))) return 'bot';
  if (/ipad|tablet|kindle|silk\//i.test(ua) || (/android/i.test(ua) && !/mobile/i.test(ua))) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone/i.test(ua)) return 'mobile';
  if (/windows|macintosh|mac os x|x11|linux|cros/i.test(ua)) return 'desktop';
  return 'unknown';
}

export interface LinkTarget {
  postId: number;
  carId: number;
}

export async function findLink(knex: Knex, code: string): Promise<LinkTarget | null> {
  const row = (await knex('social_posts').where({ link_code: code }).first('id', 'car_id')) as
    { id: number; car_id: number } | undefined;
  return row ? { postId: row.id, carId: row.car_id } : null;
}

/** Records one arrival; returns whether it counted as a view. */
export async function recordVisit(
  knex: Knex,
  visit: { postId: number; visitorKey: string; userId: number | null; agent: AgentClass },
): Promise<{ counted: boolean }> {
  return knex.transaction(async (trx) => {
    // Serialise arrivals at one post so two quick requests of one visitor cannot both count.
    await trx.raw('select pg_advisory_xact_lock(?, ?)', [4113, visit.postId]);
    const recent = await trx('social_link_visits')
      .where({ post_id: visit.postId, counted: true })
      .where('visited_at', '>', trx.raw(`now() - make_interval(mins => ?)`, [VIEW_WINDOW_MINUTES]))
      .where((w) => {
        w.where('visitor_key', visit.visitorKey);
        if (visit.userId !== null) w.orWhere('user_id', visit.userId);
      })
      .first('id');
    const counted = !recent;
    await trx('social_link_visits').insert({
      post_id: visit.postId,
      visitor_key: visit.visitorKey,
      user_id: visit.userId,
      agent: visit.agent,
      counted,
    });
    return { counted };
  });
}

/**
 * A browser that visited signed out and now has a session: its earlier visits become the user's, so
 * an enquiry or save that follows is attributed to the post that brought them.
 */
export async function claimVisits(knex: Knex, visitor: string, userId: number): Promise<number> {
  return knex('social_link_visits')
    .where({ visitor_key: visitor })
    .whereNull('user_id')
    .update({ user_id: userId });
}
