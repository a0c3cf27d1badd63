// The live-update socket (000 §7): @hapi/nes on LIVE_PATH of the page's own host, subscribed to
// LISTINGS_TOPIC; each publication refreshes cached answers and may toast (live-messages.ts).
// nes's own reconnection waits a fixed, growing-by-1 s delay and gives every client the same
// schedule, so after a server restart every open page would knock at once. We reconnect ourselves
// instead (DECISIONS 14): exponential backoff with full jitter, for as long as the page is open.
// A screen may follow another topic while it is mounted (subscribeLive): the admin page's run progress.
import { Client } from '@hapi/nes/lib/client';
import type { QueryClient } from '@tanstack/react-query';
import { LISTINGS_TOPIC, LIVE_PATH } from '../../../bff/plugins/live/types';
import { handleLiveMessage } from './live-messages';
import { setLiveStatus, type LiveStatus } from './live-status';

const BASE_DELAY = 1000;
const MAX_DELAY = 30_000;
/** Retrying for this long without a connection shows 'offline' (the retries go on). */
const OFFLINE_AFTER = 30_000;
/** A socket that neither opens nor answers the hello within this time counts as failed. */
const CONNECT_TIMEOUT = 10_000;

export interface LiveOptions {
  /** Defaults to LIVE_PATH on the page's host (wss behind https). */
  url?: string;
  /** The jitter's random source, in [0, 1); tests pass a small constant for short waits. */
  random?: () => number;
}

/** Full jitter: anywhere from 0 to base·2^attempt, capped at 30 s. attempt 0 is the first retry. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(MAX_DELAY, BASE_DELAY * 2 ** attempt));
}

export function liveUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_PATH}`;
}

/** A screen's handler for another topic, and who to tell when the subscription starts or stops. */
interface ExtraSubscription {
  handler: (message: unknown) => void;
  onSubscribed: ((subscribed: boolean) => void) | undefined;
}

/**
 * Topics screens follow beyond LISTINGS_TOPIC, by nes path. Kept outside the connection, so a screen
 * may subscribe before the connection starts or between two sockets.
 */
const extras = new Map<string, Set<ExtraSubscription>>();

const tellExtra = (path: string, subscribed: boolean) =>
  extras.get(path)?.forEach((extra) => extra.onSubscribed?.(subscribed));

class LiveConnection {
  private client: Client | null = null;
  private connected = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private offlineTimer: ReturnType<typeof setTimeout> | undefined;
  private longDown = false;
  /** The extra topics the current socket is subscribed to (the server said yes). */
  private readonly extraPaths = new Set<string>();

  constructor(
    private readonly queryClient: QueryClient,
    private readonly url: string,
    private readonly random: () => number,
  ) {}

  start() {
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.open('connecting');
  }

  stop() {
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    this.drop();
    clearTimeout(this.offlineTimer);
    this.offlineTimer = undefined;
    setLiveStatus('connecting');
  }

  /** Drops the socket and opens a new one now, with the cookies the browser holds now. */
  restart() {
    this.attempt = 0;
    this.resetOfflineClock();
    this.open('connecting');
  }

  private readonly onOnline = () => {
    if (this.connected) return;
    this.attempt = 0;
    this.resetOfflineClock();
    this.open('reconnecting');
  };

  private readonly onOffline = () => {
    if (!this.connected) setLiveStatus('offline');
  };

  private open(status?: LiveStatus) {
    this.drop();
    if (status) setLiveStatus(status);
    this.offlineTimer ??= setTimeout(() => {
      this.longDown = true;
      setLiveStatus('offline');
    }, OFFLINE_AFTER);

    // nes read the global WebSocket once, when its file loaded; take the current one, so a polyfill
    // or a test's interceptor installed since then is the one used.
    (Client as unknown as { WebSocket: typeof WebSocket }).WebSocket = window.WebSocket;
    const client = new Client(this.url as `ws://${string}`, { timeout: CONNECT_TIMEOUT });
    this.client = client;
    const isCurrent = () => this.client === client;
    const lost = () => {
      if (!isCurrent()) return;
      this.drop();
      this.retryLater();
    };

    client.onDisconnect = lost;
    client.onError = (error) => {
      if (!isCurrent()) return;
      // With nes's reconnection off, a socket error after the hello arrives here and not as a disconnect.
      if (error.type === 'ws') lost();
      else console.warn('Live updates:', error.message);
    };
    // Subscribing before connecting puts the topic in the hello, so every new socket carries it.
    void client.subscribe(LISTINGS_TOPIC, (message) => {
      if (isCurrent()) handleLiveMessage(this.queryClient, message);
    });
    client.connect({ reconnect: false, timeout: CONNECT_TIMEOUT }).then(() => {
      if (!isCurrent()) return void client.disconnect();
      this.connected = true;
      this.attempt = 0;
      this.resetOfflineClock();
      setLiveStatus('connected');
      extras.forEach((_, path) => this.subscribeExtra(path));
    }, lost);
  }

  /**
   * Subscribes the open socket to a screen's topic. Only after the hello: a topic the server refuses
   * (an admin topic on a non-admin's socket) would fail the whole hello, listings included, whereas a
   * refused 'sub' fails only itself.
   */
  subscribeExtra(path: string) {
    const client = this.client;
    if (!client || !this.connected) return;
    const isCurrent = () => this.client === client;
    client
      .subscribe(path, (message) => {
        if (isCurrent()) extras.get(path)?.forEach((extra) => extra.handler(message));
      })
      .then(
        () => {
          if (!isCurrent() || !extras.has(path)) return;
          this.extraPaths.add(path);
          tellExtra(path, true);
        },
        (error: Error) => {
          if (!isCurrent()) return;
          console.warn(`Live updates: no subscription to ${path}:`, error.message);
          tellExtra(path, false);
        },
      );
  }

  unsubscribeExtra(path: string) {
    this.extraPaths.delete(path);
    if (this.client && this.connected) void this.client.unsubscribe(path).catch(() => {});
  }

  isSubscribed(path: string) {
    return this.extraPaths.has(path);
  }

  private retryLater() {
    setLiveStatus(this.longDown || !navigator.onLine ? 'offline' : 'reconnecting');
    this.retryTimer = setTimeout(() => this.open(), backoffDelay(this.attempt++, this.random));
  }

  private drop() {
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    this.connected = false;
    const paths = [...this.extraPaths];
    this.extraPaths.clear();
    paths.forEach((path) => tellExtra(path, false));
    if (client) void client.disconnect();
  }

  private resetOfflineClock() {
    this.longDown = false;
    clearTimeout(this.offlineTimer);
    this.offlineTimer = undefined;
  }
}

let live: { connection: LiveConnection; stop: () => void } | null = null;

/**
 * Opens the live connection for the app (once: later calls return the same stop function).
 * Stopping closes it and forgets it, so a later start opens a new one.
 */
export function startLive(queryClient: QueryClient, options: LiveOptions = {}): () => void {
  if (live) return live.stop;
  const connection = new LiveConnection(queryClient, options.url ?? liveUrl(), options.random ?? Math.random);
  const stop = () => {
    if (live?.connection !== connection) return;
    live = null;
    connection.stop();
  };
  live = { connection, stop };
  connection.start();
  return stop;
}

/**
 * Drops the socket and connects again at once. Called after sign-in and sign-out: the server reads
 * the session cookie only when a socket opens, and `own` messages go to the seller's own socket.
 */
export function reconnectLive(): void {
  live?.connection.restart();
}

/**
 * Follows another nes topic while a screen is mounted: every socket subscribes to it once connected,
 * after each reconnection too. `onSubscribed` hears true once the server accepted the subscription and
 * false when the socket drops or the server refuses it, so the screen knows when to poll instead.
 * Returns the unsubscribe function.
 */
export function subscribeLive(
  path: string,
  handler: (message: unknown) => void,
  onSubscribed?: (subscribed: boolean) => void,
): () => void {
  const extra: ExtraSubscription = { handler, onSubscribed };
  let subscriptions = extras.get(path);
  const first = !subscriptions;
  if (!subscriptions) extras.set(path, (subscriptions = new Set()));
  subscriptions.add(extra);
  if (first) live?.connection.subscribeExtra(path);
  else if (live?.connection.isSubscribed(path)) onSubscribed?.(true);
  return () => {
    if (!subscriptions.delete(extra) || subscriptions.size > 0) return;
    extras.delete(path);
    live?.connection.unsubscribeExtra(path);
  };
}
