// `dealers keys`, `dealers revoke-keys` and `dealers new-key` against a real test server (its API
// reached through server.inject) with a dealer made as approval makes one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, serveForTest, type TestContext } from '../../../bff/testing/test-server.js';
import { dealerWithKey } from '../../../bff/plugins/dealer-api/testing.js';
import { runCli } from '../../index.js';
import { captureScreen } from '../../testing/screen.js';
import { TOKEN, dataFolder, removeDataFolders } from '../../testing/scraping.js';

const dir = dataFolder();
let ctx: TestContext;

beforeAll(async () => {
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(db, drop, {}, { operatorToken: TOKEN });
});
afterAll(async () => {
  await ctx?.close();
  removeDataFolders();
});

/** Runs `allmotors <args>` with its fetch answered by the test server in-process. */
async function cli(args: string[]) {
  const calls: string[] = [];
  const { screen, printed } = captureScreen();
  let stderr = '';
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const u = new URL(url);
    calls.push(`${init.method ?? 'GET'} ${u.pathname}`);
    const res = await ctx.server.inject({
      method: init.method ?? 'GET',
      url: `${u.pathname}${u.search}`,
      headers: init.headers as Record<string, string>,
      ...(init.body === undefined ? {} : { payload: String(init.body) }),
    });
    return new Response(res.payload || null, { status: res.statusCode });
  }) as unknown as typeof globalThis.fetch;
  const code = await runCli(
    ['node', 'allmotors', '--url', 'http://server.test', ...args, '--data-dir', dir],
    { fetch, screen },
    (text) => void (stderr += text),
  );
  return { code, calls, printed, stderr };
}

const works = async (key: string) =>
  (await ctx.server.inject({ url: '/api/dealer/v1/vehicles', headers: { 'x-api-key': key } })).statusCode;

describe('dealers keys, revoke-keys and new-key', () => {
  it('lists the keys, revokes them all, then prints a new one once', async () => {
    const dealer = await dealerWithKey(ctx.db.knex, 'Keyed Motors');
    const prefix = dealer.key.slice(0, 12);

    const list = await cli(['dealers', 'keys', String(dealer.id)]);
    expect(list.code).toBe(0);
    expect(list.calls).toEqual([`GET /api/admin/dealers/${dealer.id}/keys`]);
    expect(list.printed.shown[0]).toMatch(/^key +state +created +last used +revoked$/m);
    expect(list.printed.shown[0]).toMatch(
      new RegExp(`^${prefix}… +active +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d +- +-`, 'm'),
    );
    expect(list.printed.shown[0]).not.toContain(dealer.key);

    const revoked = await cli(['dealers', 'revoke-keys', String(dealer.id)]);
    expect(revoked.code).toBe(0);
    expect(revoked.calls).toEqual([`POST /api/admin/dealers/${dealer.id}/keys/revoke`]);
    expect(revoked.printed.lines).toEqual([
      `Revoked 1 key of dealer ${dealer.id}; the dealer was e-mailed. Issue another with \`dealers new-key ${dealer.id}\`.`,
    ]);
    expect(await works(dealer.key)).toBe(401);
    const none = await cli(['dealers', 'revoke-keys', String(dealer.id)]);
    expect(none.printed.lines).toEqual([`Dealer ${dealer.id} had no active key.`]);

    const issued = await cli(['dealers', 'new-key', String(dealer.id)]);
    expect(issued.code).toBe(0);
    const frame = issued.printed.shown[0]!;
    expect(frame).toContain(`New API key for dealer ${dealer.id}`);
    expect(frame).toContain('Shown once: store it now. It was also e-mailed to the dealer.');
    const apiKey = /API key: (am_live_\S+)/.exec(frame)?.[1];
    expect(apiKey).toBeDefined();
    expect(frame.split(apiKey!)).toHaveLength(2);
    expect(await works(apiKey!)).toBe(200);

    const after = await cli(['dealers', 'keys', String(dealer.id), '--json']);
    const { keys } = after.printed.json[0] as { keys: { prefix: string; revokedAt: string | null }[] };
    expect(keys.map((k) => k.revokedAt === null)).toEqual([true, false]);
    expect(JSON.stringify(keys)).not.toContain(apiKey);
  });

  it('says when there is no such dealer, before asking when the id is not one', async () => {
    for (const verb of ['keys', 'revoke-keys', 'new-key']) {
      const missing = await cli(['dealers', verb, '999999']);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toBe(
        'Error: No dealer 999999.\nAn approved application’s dealer id is in `dealers show <application>`.\n',
      );
      const bad = await cli(['dealers', verb, 'north']);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toBe('Error: The dealer id must be a dealer id, not "north".\n');
      expect(bad.calls).toEqual([]);
    }
  });
});
