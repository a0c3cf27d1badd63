// The dealer review commands and `outbox list`: against a real test server (its API reached through
// server.inject), and against a fake one for what a real one cannot be made to do on cue.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerSyncTask } from '../../../bff/jobs/dealer-sync.task.js';
import { Agent } from '../../../bff/testing/agent.js';
import { eventually } from '../../../bff/testing/eventually.js';
import { createTestDb, serveForTest, type TestContext } from '../../../bff/testing/test-server.js';
import { runCli } from '../../index.js';
import type { CliDeps } from '../../lib/context.js';
import { captureScreen } from '../../testing/screen.js';
import { cliAgainst } from '../../testing/inject.js';
import { TOKEN, dataFolder, fakeServer, removeDataFolders, type Call } from '../../testing/scraping.js';

const dir = dataFolder();
let ctx: TestContext;

beforeAll(async () => {
  const { db, drop } = await createTestDb();
  ctx = await serveForTest(db, drop, {}, { operatorToken: TOKEN, scraping: { worker: true } });
  await ctx.server.app.jobs.start();
});
afterAll(async () => {
  await ctx?.close();
  removeDataFolders();
});

const cli = (args: string[]) => cliAgainst(ctx.server, dir, args);

const application = {
  companyName: 'Northgate Motors Ltd',
  tradingName: 'Northgate Cars',
  companyNumber: '09876543',
  vatNumber: '',
  businessAddress: '14 Kirkstall Road, Leeds LS3 1HS',
  contactFirstName: 'Priya',
  contactLastName: 'Shah',
  contactEmail: 'priya@northgate.example',
  contactPhone: '0113 496 0123',
  contactRole: 'Sales director',
  dealershipType: 'franchise',
  websiteUrl: 'https://northgate.example',
  estimatedMonthlyStock: 60,
  averageVehiclePrice: 1_450_000,
  integrationType: 'api',
  // A private address: the server's API test refuses it (SSRF), so no dealer server is needed.
  apiEndpoint: 'http://10.0.0.5/api/vehicles',
  apiKey: 'dealer-token-for-tests',
  apiSecret: 'very-secret-value',
  webhookUrl: '',
  feedUrl: '',
  updateFrequency: 'hourly',
  dataFormat: 'json',
  termsAccepted: true,
  dataProtectionAccepted: true,
  marketingConsent: false,
};

/** A pending application, submitted through the API by a signed-in person. */
async function pendingApplication(): Promise<number> {
  const agent = new Agent(ctx.server);
  await agent.register();
  const res = await agent.post('/api/dealer/onboard', application);
  expect(res.status).toBe(201);
  return res.body.applicationId as number;
}

describe('dealers (a real server)', () => {
  it('lists a pending application with the counts, and shows every field labelled', async () => {
    const id = await pendingApplication();
    const list = await cli(['dealers', 'list', '--status', 'pending']);
    expect(list.code).toBe(0);
    expect(list.calls).toEqual(['GET /api/admin/dealer-applications?status=pending']);
    const table = list.printed.shown[0]!;
    expect(table).toMatch(/^id +kind +company +e-mail +status +score +submitted$/m);
    expect(table).toMatch(
      new RegExp(
        `^ *${id} +onboarding +Northgate Motors Ltd +priya@northgate\\.example +pending +- +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`,
        'm',
      ),
    );
    expect(table).toMatch(/\d+ pending · \d+ in all · \d+ approved/);

    const show = await cli(['dealers', 'show', String(id)]);
    expect(show.code).toBe(0);
    const frame = show.printed.shown[0]!;
    expect(frame).toContain(`Application ${id}: Northgate Motors Ltd`);
    expect(frame).toContain('status: pending');
    expect(frame).toContain('Company number: 09876543');
    expect(frame).toContain('Dealership type: Franchise');
    expect(frame).toContain('Integration type: API');
    expect(frame).toContain('Average vehicle price: £14,500');
    expect(frame).toContain('API key: •••• (saved)');
    expect(frame).toContain('Terms accepted: Yes');
    expect(frame).toContain('The dealer’s API has not been tested yet.');
    expect(frame).toMatch(/dealer id: -/);
    expect(frame).not.toContain('very-secret-value');
    expect(frame).not.toContain('dealer-token-for-tests');

    const json = await cli(['dealers', 'show', String(id), '--json']);
    expect(json.printed.json[0]).toMatchObject({ id, status: 'pending', lockedReason: null });
  });

  it('says when there is no such application, or none in a status', async () => {
    const missing = await cli(['dealers', 'show', '999999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('Error: No application 999999.\nSee `dealers list`.\n');
    const bad = await cli(['dealers', 'show', 'first']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toBe('Error: The application id must be an application number, not "first".\n');
    expect(bad.calls).toEqual([]);
    const none = await cli(['dealers', 'list', '--status', 'testing']);
    expect(none.code).toBe(0);
    expect(none.printed.lines[0]).toMatch(
      /^No testing application \(\d+ pending · \d+ in all · \d+ approved\)\.$/,
    );
    const wrong = await cli(['dealers', 'list', '--status', 'waiting']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(
      '--status must be one of pending, testing, approved, rejected, not "waiting".',
    );
  });

  it('tests an API on a refused address: the test fails, naming the reason', async () => {
    const id = await pendingApplication();
    const { code, printed, calls } = await cli(['dealers', 'test', String(id)]);
    expect(code).toBe(0);
    expect(calls).toEqual([`POST /api/admin/dealer-applications/${id}/test`]);
    expect(printed.live[0]).toContain('Testing the dealer’s API… 0 s');
    expect(printed.live.at(-1)).toMatch(/Tested the dealer’s API in \d+ s\./);
    const result = printed.shown[0]!;
    expect(result).toMatch(/^Test failed - Quality score: \d+%$/m);
    expect(result).toMatch(/vehicles read: 0/);
    expect(result).toMatch(/^ {2}• .*(private|refused|not allowed)/im);
    // The result is kept with the application.
    const show = await cli(['dealers', 'show', String(id)]);
    expect(show.printed.shown[0]).toMatch(/Last API test\nTest failed - Quality score: \d+%/);
  });

  it('rejects only with notes, checked before asking the server, and once', async () => {
    const id = await pendingApplication();
    const none = await cli(['dealers', 'reject', String(id)]);
    expect(none.code).toBe(1);
    expect(none.stderr).toBe(
      'Error: Say why the application is rejected.\nGive the reason with --notes "…"; the dealer is told it.\n',
    );
    expect(none.calls).toEqual([]);
    const blank = await cli(['dealers', 'reject', String(id), '--notes', '   ']);
    expect(blank.stderr).toContain('Error: Say why the application is rejected.');

    const done = await cli(['dealers', 'reject', String(id), '--notes', 'Your API is not reachable.']);
    expect(done.code).toBe(0);
    expect(done.printed.shown[0]).toContain(`Application ${id} rejected: Northgate Motors Ltd`);
    expect(done.printed.shown[0]).toContain('notes: Your API is not reachable.');
    expect(done.printed.shown[0]).toContain('reviewed by: operator (CLI)');
    const again = await cli(['dealers', 'reject', String(id), '--notes', 'Still not.']);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `Error: REJECT is not possible while the application is rejected\nSee where it stands with \`dealers show ${id}\`.\n`,
    );
  });

  it('approves once: the key is printed once with a warning, and the e-mail holds it masked', async () => {
    const id = await pendingApplication();
    const approved = await cli(['dealers', 'approve', String(id), '--notes', 'Good data']);
    expect(approved.code).toBe(0);
    const frame = approved.printed.shown[0]!;
    const apiKey = /API key: (am_live_\S+)/.exec(frame)?.[1];
    expect(apiKey).toBeDefined();
    expect(frame).toContain(`Application ${id} approved: Northgate Motors Ltd`);
    expect(frame).toMatch(/dealer id: \d+/);
    expect(frame).toContain('Shown once: store it now. It was also e-mailed to the dealer.');
    expect(frame.split(apiKey!)).toHaveLength(2);

    const again = await cli(['dealers', 'approve', String(id)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `Error: APPROVE is not possible while the application is approved\nSee where it stands with \`dealers show ${id}\`.\n`,
    );
    const test = await cli(['dealers', 'test', String(id)]);
    expect(test.code).toBe(1);
    expect(test.stderr).toContain('Error: TEST is not possible while the application is approved');

    const show = await cli(['dealers', 'show', String(id)]);
    expect(show.printed.shown[0]).toContain('notes: Good data');
    expect(show.printed.shown[0]).toContain('reviewed by: operator (CLI)');
    expect(show.printed.shown[0]).not.toContain(apiKey);
    // The approved API is pulled hourly; it has not been yet.
    expect(show.printed.shown[0]).toContain('source: http://10.0.0.5/api/vehicles (JSON)');
    expect(show.printed.shown[0]).toContain('schedule: Every hour');
    expect(show.printed.shown[0]).toContain('last pull: Not yet');

    // Its first pull is refused (a private address): the operator sees when, and why.
    const dealerId = /dealer id: (\d+)/.exec(frame)![1]!;
    await dealerSyncTask({ knex: ctx.db.knex });
    await eventually(async () => {
      const dealer = await ctx.db
        .knex('dealers')
        .where({ id: Number(dealerId) })
        .first();
      expect(dealer.last_sync_result).not.toBeNull();
    }, 20_000);
    const synced = (await cli(['dealers', 'show', String(id)])).printed.shown[0]!;
    expect(synced).toMatch(/last pull: \d{4}-\d\d-\d\d \d\d:\d\d \(failed\)/);
    expect(synced).toMatch(/error: .*10\.0\.0\.5.*private/i);

    const outbox = await cli(['outbox', 'list']);
    expect(outbox.code).toBe(0);
    expect(outbox.calls).toEqual(['GET /api/admin/outbox']);
    expect(outbox.printed.shown[0]).toMatch(/^ *id +to +subject +state +transport +created$/m);
    // 100 columns: the subject is cut to what the other columns leave it.
    expect(outbox.printed.shown[0]).toMatch(
      /^ *\d+ +priya@northgate\.example +Your AllMotors dealer appl\S*… +(queued|sent) +(log|-) +\d{4}-/m,
    );
    expect(outbox.printed.shown[0]).not.toContain(apiKey);
    const json = await cli(['outbox', 'list', '--limit', '1', '--json']);
    const { messages } = json.printed.json[0] as { messages: { subject: string; body: string }[] };
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toContain(`#${id} is approved`);
    expect(messages[0]!.body).toContain('API key: ••••••••');
    expect(messages[0]!.body).not.toContain(apiKey);
  });
});

describe('dealers test (a fake server)', () => {
  function fakeCli(
    args: string[],
    answer: (call: Call) => { status?: number; body?: unknown },
    deps: Partial<CliDeps> = {},
  ) {
    const server = fakeServer(answer);
    const { screen, printed } = captureScreen();
    let stderr = '';
    const code = runCli(
      ['node', 'allmotors', '--url', 'http://server.test', ...args, '--data-dir', dir],
      { fetch: server.fetch, screen, ...deps },
      (t) => void (stderr += t),
    );
    return { code, calls: server.calls, printed, stderr: () => stderr };
  }
  const passed = { success: true, dataQualityScore: 92.4, vehicleCount: 48, issues: [] };

  it('counts the seconds while the server tests, then says the test passed', async () => {
    const server = fakeServer(() => ({ body: passed }));
    const slow = (async (...args: Parameters<typeof fetch>) => {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      return server.fetch(...args);
    }) as typeof fetch;
    const { code, printed } = fakeCli(['dealers', 'test', '12'], () => ({}), { fetch: slow });
    expect(await code).toBe(0);
    expect(server.calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/dealer-applications/12/test',
      headers: { 'x-operator-token': TOKEN },
    });
    expect(printed.live).toContain('⠙ Testing the dealer’s API… 1 s');
    expect(printed.shown[0]).toBe(
      'Test passed - Quality score: 92%\nvehicles read: 48\nThe test found no issues.',
    );
  });

  it('says the test is still running when the server answers 202', async () => {
    const { code, printed } = fakeCli(['dealers', 'test', '12'], () => ({
      status: 202,
      body: { status: 'testing' },
    }));
    expect(await code).toBe(0);
    expect(printed.lines).toEqual([
      'The test of application 12 is still running; see its result with `dealers show 12` later.',
    ]);
  });

  it('with --json draws nothing and prints the result', async () => {
    const { code, printed } = fakeCli(['dealers', 'test', '12', '--json'], () => ({ body: passed }));
    expect(await code).toBe(0);
    expect(printed.live).toEqual([]);
    expect(printed.json).toEqual([passed]);
  });
});
