import { render, screen, waitFor } from '@testing-library/react';
import { ws } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTINGS_TOPIC, LIVE_PATH, type LiveMessage } from '../../../bff/plugins/live/types';
import { Toaster } from '../components/ui/toast';
import { server } from '../testing/server';
import { backoffDelay, liveUrl, reconnectLive, startLive } from './live';
import { getLiveStatus } from './live-status';
import { createQueryClient } from './query-client';

// jsdom's page is http://localhost:3000/, so the app opens ws://localhost:3000/api/live.
const endpoint = ws.link(`ws://localhost:3000${LIVE_PATH}`);

interface NesMessage {
  type: string;
  id?: number;
  version?: string;
  subs?: string[];
  path?: string;
}

/** A nes v2 server in miniature: answers hello and sub, records what each socket said. */
function nesServer({ refuse = false } = {}) {
  const sockets: { received: NesMessage[]; close: () => void; send: (m: object) => void }[] = [];
  server.use(
    endpoint.addEventListener('connection', ({ client }) => {
      const socket = {
        received: [] as NesMessage[],
        close: () => client.close(),
        send: (m: object) => client.send(JSON.stringify(m)),
      };
      sockets.push(socket);
      if (refuse) return client.close();
      client.addEventListener('message', (event) => {
        const m = JSON.parse(String(event.data)) as NesMessage;
        socket.received.push(m);
        if (m.type === 'hello')
          socket.send({ type: 'hello', id: m.id, heartbeat: false, socket: `s${sockets.length}` });
        if (m.type === 'sub') socket.send({ type: 'sub', id: m.id, path: m.path });
      });
    }),
  );
  const publish = (message: unknown) => sockets.at(-1)!.send({ type: 'pub', path: LISTINGS_TOPIC, message });
  return { sockets, publish };
}

let stop: (() => void) | undefined;
function start(random = () => 0.05) {
  const queryClient = createQueryClient();
  stop = startLive(queryClient, { random });
  return queryClient;
}

const setOnline = (value: boolean) =>
  Object.defineProperty(window.navigator, 'onLine', { value, configurable: true });

afterEach(() => {
  stop?.();
  stop = undefined;
  setOnline(true);
  vi.useRealTimers();
});

describe('live connection', () => {
  it('connects with nes v2, subscribed to listing changes in its hello', async () => {
    const { sockets } = nesServer();
    start();
    expect(getLiveStatus()).toBe('connecting');
    await waitFor(() => expect(getLiveStatus()).toBe('connected'));
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.received[0]).toMatchObject({ type: 'hello', version: '2', subs: [LISTINGS_TOPIC] });
  });

  it('invalidates and toasts when a listing message is published', async () => {
    const { publish } = nesServer();
    render(<Toaster />);
    const queryClient = start();
    queryClient.setQueryData(['/api/cars/search', {}, 1], { cars: [], total: 0 });
    queryClient.setQueryData(['/api/vans/search', {}, 1], { cars: [], total: 0 });
    await waitFor(() => expect(getLiveStatus()).toBe('connected'));

    const message: LiveMessage = {
      type: 'car_added',
      data: {
        ids: [5],
        count: 1,
        categories: ['car'],
        car: { id: 5, title: '2020 Audi A3 Sport', category: 'car' },
        dealerName: 'Leeds Car Centre',
      },
    };
    publish(message);
    expect(await screen.findByText('Leeds Car Centre just listed a 2020 Audi A3 Sport.')).toBeInTheDocument();
    expect(screen.getByText('New listing')).toBeInTheDocument();
    expect(queryClient.getQueryState(['/api/cars/search', {}, 1])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/vans/search', {}, 1])?.isInvalidated).toBe(false);
  });

  it('shows reconnecting when the server closes the socket, then reconnects and subscribes again', async () => {
    const { sockets } = nesServer();
    start();
    await waitFor(() => expect(getLiveStatus()).toBe('connected'));

    sockets[0]!.close();
    await waitFor(() => expect(getLiveStatus()).toBe('reconnecting'));
    await waitFor(() => expect(getLiveStatus()).toBe('connected'));
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.received[0]).toMatchObject({ type: 'hello', subs: [LISTINGS_TOPIC] });
  });

  it('shows offline when the browser is offline, and retries at once when it is back online', async () => {
    const { sockets } = nesServer();
    // The longest jitter: the first retry would wait almost a second.
    start(() => 0.99);
    await waitFor(() => expect(getLiveStatus()).toBe('connected'));

    setOnline(false);
    sockets[0]!.close();
    await waitFor(() => expect(getLiveStatus()).toBe('offline'));

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(getLiveStatus()).toBe('connected'), { timeout: 500 });
    expect(sockets).toHaveLength(2);
  });

  it('keeps retrying with backoff, and shows offline after 30 s without a connection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { sockets } = nesServer({ refuse: true });
    start(() => 0.5);
    await vi.advanceTimersByTimeAsync(10);
    expect(getLiveStatus()).toBe('reconnecting');

    // Waits of 500 ms, 1 s, 2 s, 4 s, 8 s: five retries within 16 s, and still 'reconnecting'.
    await vi.advanceTimersByTimeAsync(16_000);
    expect(sockets).toHaveLength(6);
    expect(getLiveStatus()).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(14_000);
    expect(getLiveStatus()).toBe('offline');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sockets.length).toBeGreaterThan(6);
  });

  it('reconnects at once when asked (after sign-in or sign-out), with its subscription', async () => {
    const { sockets } = nesServer();
    start(() => 0.99);
    await waitFor(() => expect(getLiveStatus()).toBe('connected'));

    reconnectLive();
    expect(getLiveStatus()).toBe('connecting');
    await waitFor(() => expect(getLiveStatus()).toBe('connected'), { timeout: 500 });
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.received[0]).toMatchObject({ type: 'hello', subs: [LISTINGS_TOPIC] });
  });

  it('starts once: a second start returns the same stop', () => {
    nesServer();
    const queryClient = createQueryClient();
    stop = startLive(queryClient);
    expect(startLive(queryClient)).toBe(stop);
  });
});

describe('backoff', () => {
  it('waits a random time up to 1 s, doubling per attempt, capped at 30 s', () => {
    expect(backoffDelay(0, () => 0.999)).toBe(999);
    expect(backoffDelay(3, () => 0.5)).toBe(4000);
    expect(backoffDelay(10, () => 0.999)).toBe(29_970);
    expect(backoffDelay(4, () => 0)).toBe(0);
  });

  it('uses wss behind https', () => {
    expect(liveUrl({ protocol: 'https:', host: 'allmotors.example' })).toBe(
      'wss://allmotors.example/api/live',
    );
    expect(liveUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/live');
  });
});
