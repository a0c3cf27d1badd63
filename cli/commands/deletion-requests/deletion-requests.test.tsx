// `deletion-requests list` and `process`: against a real test server (its API reached through
// server.inject), as the dealer commands' tests do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../bff/testing/agent.js';
import { createTestDb, serveForTest, type TestContext } from '../../../bff/testing/test-server.js';
import { confirmationToken, deletionForm } from '../../../bff/plugins/deletion-requests/testing.js';
import { cliAgainst } from '../../testing/inject.js';
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

const cli = (args: string[]) => cliAgainst(ctx.server, dir, args);

async function request(email: string, retentionPeriod = 'immediate', confirm = true): Promise<number> {
  const res = await new Agent(ctx.server).post(
    '/api/deletion-requests',
    deletionForm(email, { retentionPeriod }),
  );
  expect(res.status).toBe(201);
  if (confirm) {
    const token = await confirmationToken(ctx.db.knex, email);
    expect((await new Agent(ctx.server).post('/api/deletion-requests/confirm', { token })).status).toBe(200);
  }
  return (await ctx.db.knex('deletion_requests').orderBy('id', 'desc').first('id')).id as number;
}

describe('deletion-requests (a real server)', () => {
  it('says when there is none yet', async () => {
    const none = await cli(['deletion-requests', 'list']);
    expect(none.code).toBe(0);
    expect(none.printed.lines).toEqual(['No deletion request yet.']);
  });

  it('lists requests with their state, filtered, and as JSON without tokens', async () => {
    const waiting = await request('waiting@example.co.uk', 'immediate', false);
    const confirmed = await request('later@example.co.uk', 'thirty-days');
    const list = await cli(['deletion-requests', 'list']);
    expect(list.code).toBe(0);
    expect(list.calls).toEqual(['GET /api/admin/deletion-requests']);
    const table = list.printed.shown[0]!;
    expect(table).toMatch(/^id +e-mail +status +retention +due +requested +outcome$/m);
    expect(table).toMatch(
      new RegExp(`^ *${waiting} +waiting@example\\.co\\.uk +unconfirmed +immediate +- `, 'm'),
    );
    expect(table).toMatch(
      new RegExp(
        `^ *${confirmed} +later@example\\.co\\.uk +confirmed +thirty-days +\\d{4}-\\d\\d-\\d\\d`,
        'm',
      ),
    );

    const json = await cli(['deletion-requests', 'list', '--status', 'confirmed', '--json']);
    expect(json.calls).toEqual(['GET /api/admin/deletion-requests?status=confirmed']);
    const body = json.printed.json[0] as { requests: { id: number }[] };
    expect(body.requests.map((r) => r.id)).toEqual([confirmed]);
    expect(JSON.stringify(body)).not.toMatch(/token/i);

    const wrong = await cli(['deletion-requests', 'list', '--status', 'gone']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe(
      'Error: --status must be one of awaiting_confirmation, confirmed, processed, not "gone".\n',
    );
  });

  it('refuses an unconfirmed request even with --force, and one not due without it', async () => {
    const waiting = await request('unconfirmed@example.co.uk', 'immediate', false);
    const refused = await cli(['deletion-requests', 'process', String(waiting), '--force']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `Error: Deletion request ${waiting} is not confirmed: the owner of unconfirmed@example.co.uk has not opened the confirmation link yet.\nSee where it stands with \`deletion-requests list\`.\n`,
    );
    const later = await request('not-yet@example.co.uk', 'thirty-days');
    const early = await cli(['deletion-requests', 'process', String(later)]);
    expect(early.code).toBe(1);
    expect(early.stderr).toMatch(
      /^Error: Deletion request \d+ is not due until \d{4}-\d\d-\d\d: .+\nWait until then, or pass --force to process it now\.\n$/,
    );
    const missing = await cli(['deletion-requests', 'process', '999999']);
    expect(missing.stderr).toBe('Error: No deletion request 999999.\nSee `deletion-requests list`.\n');
    const bad = await cli(['deletion-requests', 'process', 'first']);
    expect(bad.stderr).toBe('Error: The request id must be a deletion request number, not "first".\n');
    expect(bad.calls).toEqual([]);
  });

  it('processes a confirmed request and prints what was done; --force for one not yet due', async () => {
    const agent = new Agent(ctx.server);
    const { input, user } = await agent.register({ email: 'erase.me@example.co.uk' });
    const id = await request(input.email, 'thirty-days');
    const done = await cli(['deletion-requests', 'process', String(id), '--force']);
    expect(done.code).toBe(0);
    expect(done.calls).toEqual([`POST /api/admin/deletion-requests/${id}/process`]);
    const frame = done.printed.shown[0]!;
    expect(frame).toContain(`Deletion request ${id} processed: erase.me@example.co.uk`);
    expect(frame).toContain('account: deleted');
    expect(frame).toContain('forced: yes (before its due date)');
    expect(frame).toMatch(/^users +deleted +1$/m);
    expect(frame).toMatch(/^sessions +deleted +1$/m);
    expect(await ctx.db.knex('users').where({ id: user.id }).first()).toBeUndefined();

    const again = await cli(['deletion-requests', 'process', String(id), '--json']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Deletion request ${id} was already processed.`);
    const json = await cli(['deletion-requests', 'list', '--status', 'processed', '--json']);
    expect(json.printed.json[0]).toMatchObject({
      requests: [{ id, status: 'processed', outcome: { account: 'deleted', forced: true } }],
    });
  });
});
