import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LISTINGS_TOPIC } from '../../../bff/plugins/live/types';
import { nesServer } from '../testing/nes-server';
import { startLive, subscribeLive } from './live';
import { getLiveStatus } from './live-status';
import { createQueryClient } from './query-client';

const TOPIC = '/scraping';

let stop: (() => void) | undefined;
const cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.splice(0).forEach((c) => c());
  stop?.();
  stop = undefined;
});

function follow(path = TOPIC) {
  const messages: unknown[] = [];
  const states: boolean[] = [];
  cleanups.push(
    subscribeLive(
      path,
      (m) => messages.push(m),
      (on) => states.push(on),
    ),
  );
  return { messages, states, unsubscribe: cleanups.at(-1)! };
}

const start = () => (stop = startLive(createQueryClient(), { random: () => 0.05 }));

describe('subscribeLive', () => {
  it('subscribes once the socket is open, not in the hello, and hands over what is published', async () => {
    const nes = nesServer();
    const followed = follow();
    start();
    await waitFor(() => expect(followed.states).toEqual([true]));
    expect(nes.sockets[0]!.received[0]).toMatchObject({ type: 'hello', subs: [LISTINGS_TOPIC] });
    expect(nes.subscribed()).toEqual([TOPIC]);
    nes.publish(TOPIC, { n: 1 });
    await waitFor(() => expect(followed.messages).toEqual([{ n: 1 }]));
  });

  it('subscribes a socket that is already open, and tells a second follower at once', async () => {
    const nes = nesServer();
    start();
    await waitFor(() => expect(getLiveStatus()).toBe('connected'));
    const first = follow();
    await waitFor(() => expect(first.states).toEqual([true]));
    const second = follow();
    expect(second.states).toEqual([true]);
    nes.publish(TOPIC, 'hi');
    await waitFor(() => expect(second.messages).toEqual(['hi']));
    expect(first.messages).toEqual(['hi']);
    expect(nes.sockets[0]!.received.filter((m) => m.type === 'sub')).toHaveLength(1);
  });

  it('says when the socket drops, and subscribes again on the next one', async () => {
    const nes = nesServer();
    const followed = follow();
    start();
    await waitFor(() => expect(followed.states).toEqual([true]));
    nes.sockets[0]!.close();
    await waitFor(() => expect(followed.states).toEqual([true, false, true]));
    expect(nes.sockets).toHaveLength(2);
    nes.publish(TOPIC, 'again');
    await waitFor(() => expect(followed.messages).toEqual(['again']));
  });

  it('leaves the topic when its last follower unsubscribes', async () => {
    const nes = nesServer();
    const followed = follow();
    start();
    await waitFor(() => expect(followed.states).toEqual([true]));
    followed.unsubscribe();
    await waitFor(() => expect(nes.subscribed()).toEqual([]));
    nes.publish(TOPIC, 'late');
    await new Promise((r) => setTimeout(r, 50));
    expect(followed.messages).toEqual([]);
  });

  it('a refused topic fails alone: the listings stay connected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nes = nesServer({ refuse: [TOPIC] });
    const followed = follow();
    start();
    await waitFor(() => expect(followed.states).toEqual([false]));
    expect(getLiveStatus()).toBe('connected');
    expect(nes.sockets).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(
      `Live updates: no subscription to ${TOPIC}:`,
      'Run progress is for admins',
    );
    warn.mockRestore();
  });
});
