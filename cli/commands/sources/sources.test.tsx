import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../index.js';
import { captureScreen } from '../../testing/screen.js';
import {
  TOKEN,
  dataFolder,
  fakeServer,
  source,
  type Call,
  removeDataFolders,
} from '../../testing/scraping.js';

const dir = dataFolder();
afterAll(removeDataFolders);

function cli(args: string[], answer: (call: Call) => { status?: number; body?: unknown }) {
  const server = fakeServer(answer);
  const { screen, printed } = captureScreen();
  let stderr = '';
  const code = runCli(
    ['node', 'allmotors', ...args, '--data-dir', dir],
    { fetch: server.fetch, screen },
    (t) => void (stderr += t),
  );
  return { code, calls: server.calls, printed, stderr: () => stderr };
}

const list = {
  killSwitch: true,
  sources: [
    source({
      id: 'autohub',
      name: 'AutoHub',
      listings: 1234,
      lastRun: '2026-11-01T12:00:00Z',
      state: 'done',
    }),
    source({
      id: 'dealerdirect',
      name: 'DealerDirect',
      kind: 'feed',
      access: 'partner_feed',
      enabled: false,
      state: 'disabled',
    }),
  ],
};

describe('sources', () => {
  it('lists the sources and the kill switch', async () => {
    const { code, printed, calls } = cli(['sources', 'list'], () => ({ body: list }));
    expect(await code).toBe(0);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/scraping/sources',
      headers: { 'x-operator-token': TOKEN },
    });
    const frame = printed.shown[0]!;
    expect(frame).toMatch(/^id +name +kind +access +enabled +listings +last run +state$/m);
    expect(frame).toMatch(/^autohub +AutoHub +html +allowed +yes +1,234 +\d{4}-\d\d-\d\d \d\d:\d\d +done$/m);
    expect(frame).toMatch(/^dealerdirect +DealerDirect +feed +partner_feed +no +0 +- +disabled$/m);
    expect(frame).toContain('Kill switch: ON (no source is fetched)');
  });

  it('prints the API’s JSON with --json', async () => {
    const { code, printed } = cli(['sources', 'list', '--json'], () => ({ body: list }));
    expect(await code).toBe(0);
    expect(printed.json).toEqual([list]);
  });

  it('enables and disables a source with a PATCH of enabled', async () => {
    const on = cli(['sources', 'enable', 'autohub'], (c) => ({
      body: source({ id: 'autohub', name: 'AutoHub', enabled: (c.body as { enabled: boolean }).enabled }),
    }));
    expect(await on.code).toBe(0);
    expect(on.calls).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/scraping/sources/autohub',
        body: { enabled: true },
      }),
    ]);
    expect(on.printed.shown[0]).toContain('AutoHub (autohub) enabled');
    const off = cli(['sources', 'disable', 'autohub'], () => ({
      body: source({ id: 'autohub', enabled: false }),
    }));
    expect(await off.code).toBe(0);
    expect(off.calls[0]!.body).toEqual({ enabled: false });
  });

  it("says which source is unknown in the server's words", async () => {
    const { code, stderr } = cli(['sources', 'enable', 'nosuch'], () => ({
      status: 404,
      body: { message: 'Source not found' },
    }));
    expect(await code).toBe(1);
    expect(stderr()).toBe('Error: Source not found: nosuch.\nSee the sources with `sources list`.\n');
  });

  it('turns the kill switch on or off, and accepts nothing else', async () => {
    const on = cli(['sources', 'kill-switch', 'on'], () => ({ body: { killSwitch: true } }));
    expect(await on.code).toBe(0);
    expect(on.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/scraping/kill-switch',
      body: { on: true },
    });
    expect(on.printed.shown[0]).toContain('Kill switch on');
    const off = cli(['sources', 'kill-switch', 'off', '--json'], () => ({ body: { killSwitch: false } }));
    expect(await off.code).toBe(0);
    expect(off.calls[0]!.body).toEqual({ on: false });
    expect(off.printed.json).toEqual([{ killSwitch: false }]);
    const bad = cli(['sources', 'kill-switch', 'maybe'], () => ({ body: {} }));
    expect(await bad.code).toBe(1);
    expect(bad.stderr()).toBe('Error: The kill switch must be on or off, not "maybe".\n');
    expect(bad.calls).toHaveLength(0);
  });
});
