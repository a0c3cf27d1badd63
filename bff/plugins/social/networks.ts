// Delivery to the networks (DECISIONS 20). No network is reachable from here and none is configured by
// default: a post is then 'not_configured', complete and ready to copy and share by hand. The one real
// adapter is Facebook Pages (Graph API /{page-id}/feed), used only when a Page id and token are set.
import { PLATFORM_NAMES, type Platform } from './platforms.js';
import type { DeliveryState } from './schemas.js';

export interface FacebookPage {
  pageId: string;
  token: string;
}

export interface NetworkOptions {
  facebookPage: FacebookPage | null;
  /** The Graph API's origin (tests point it at a local server). */
  graphUrl?: string;
  timeoutMs?: number;
}

export interface Outgoing {
  platform: Platform;
  /** The final text (description, hashtags). */
  message: string;
  /** The tracked link. */
  link: string;
}

export interface Delivery {
  state: DeliveryState;
  message: string;
  networkPostId?: string;
}

export const GRAPH_URL = 'https://graph.facebook.com';
export const GRAPH_VERSION = 'v19.0';
export const NETWORK_TIMEOUT_MS = 10_000;

export function notConfigured(platform: Platform): Delivery {
  const name = PLATFORM_NAMES[platform];
  return {
    state: 'not_configured',
    message: `No ${name} credentials are configured here, so nothing was sent to ${name}: the post is ready to copy and share by hand.`,
  };
}

/** Whether publishing on this platform calls a network (the page says so before publishing). */
export function isConfigured(options: NetworkOptions, platform: Platform): boolean {
  return platform === 'facebook' && options.facebookPage !== null;
}

export async function deliver(options: NetworkOptions, post: Outgoing): Promise<Delivery> {
  if (!isConfigured(options, post.platform) || !options.facebookPage) return notConfigured(post.platform);
  return postToFacebookPage(options, options.facebookPage, post);
}

async function postToFacebookPage(
  options: NetworkOptions,
  page: FacebookPage,
  post: Outgoing,
): Promise<Delivery> {
  const timeoutMs = options.timeoutMs ?? NETWORK_TIMEOUT_MS;
  const url = `${options.graphUrl ?? GRAPH_URL}/${GRAPH_VERSION}/${encodeURIComponent(page.pageId)}/feed`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      // The token goes in the body, never the URL, so no log line of a URL can carry it.
      body: new URLSearchParams({ message: post.message, link: post.link, access_token: page.token }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = (error as Error)?.name === 'TimeoutError';
    return {
      state: 'failed',
      message: timedOut
        ? `Facebook did not answer within ${Math.round(timeoutMs / 1000)} seconds; the post was kept and can be shared by hand.`
        : 'Facebook could not be reached; the post was kept and can be shared by hand.',
    };
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    error?: { message?: unknown };
  } | null;
  if (response.ok && typeof body?.id === 'string')
    return {
      state: 'sent',
      message: `Posted to the Facebook Page (post ${body.id}).`,
      networkPostId: body.id,
    };
  const reason =
    typeof body?.error?.message === 'string' ? body.error.message.slice(0, 300) : `HTTP ${response.status}`;
  return { state: 'failed', message: `Facebook did not accept the post: ${reason}` };
}
