// `finance-applications list | show | set-status` against a real test server (its API reached through
// server.inject), as the deletion and dealer commands' tests do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../bff/testing/agent.js';
import { createTestDb, serveForTest, type TestContext } from '../../../bff/testing/test-server.js';
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

async function apply(email: string, quote = true): Promise<{ id: number; reference: string }> {
  const res = await new Agent(ctx.server).post('/api/finance/applications', {
    firstName: 'Tomasz',
    lastName: 'Nowak',
    email,
    phone: '07700 900789',
    annualIncome: 2_900_000,
    employmentStatus: 'employed',
    creditScore: 'good',
    ...(quote ? { quote: { price: 1_200_000, deposit: 200_000, termMonths: 36, apr: 7.9 } } : {}),
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('finance-applications (a real server)', () => {
  it('says when there is none yet', async () => {
    const none = await cli(['finance-applications', 'list']);
    expect(none.code).toBe(0);
    expect(none.printed.lines).toEqual(['No finance application yet.']);
  });

  it('lists applications with their applicant, status and monthly payment, filtered and as JSON', async () => {
    const first = await apply('tomasz.one@example.co.uk');
    const second = await apply('tomasz.two@example.co.uk', false);
    const list = await cli(['finance-applications', 'list']);
    expect(list.code).toBe(0);
    expect(list.calls).toEqual(['GET /api/admin/finance-applications']);
    const table = list.printed.shown[0]!;
    expect(table).toMatch(/^reference +applicant +status +monthly +car +received$/m);
    expect(table).toMatch(
      new RegExp(`^${second.reference} +Tomasz Nowak <tomasz\\.two@example\\.co\\.uk> +received +- +- `, 'm'),
    );
    expect(table).toMatch(
      new RegExp(
        `^${first.reference} +Tomasz Nowak <tomasz\\.one@example\\.co\\.uk> +received +£\\d+\\.\\d\\d +- `,
        'm',
      ),
    );
    expect(table.indexOf(second.reference)).toBeLessThan(table.indexOf(first.reference));

    const json = await cli(['finance-applications', 'list', '--status', 'contacted', '--json']);
    expect(json.calls).toEqual(['GET /api/admin/finance-applications?status=contacted']);
    expect(json.printed.json[0]).toEqual({ applications: [] });
    const wrong = await cli(['finance-applications', 'list', '--status', 'lost']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe(
      'Error: --status must be one of received, contacted, approved, declined, withdrawn, not "lost".\n',
    );
  });

  it('shows one application by number or reference', async () => {
    const app = await apply('show.me@example.co.uk');
    for (const key of [String(app.id), app.reference]) {
      const shown = await cli(['finance-applications', 'show', key]);
      expect(shown.code).toBe(0);
      expect(shown.calls).toEqual([`GET /api/admin/finance-applications/${app.id}`]);
      const frame = shown.printed.shown[0]!;
      expect(frame).toContain(`Finance application ${app.reference}`);
      expect(frame).toContain('e-mail: show.me@example.co.uk');
      expect(frame).toContain('income: £29,000.00 a year, employed');
      expect(frame).toContain('quote: £12,000.00 car, £2,000.00 deposit, 36 months at 7.9% APR: £');
    }
    const missing = await cli(['finance-applications', 'show', '999999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe('Error: No finance application 999999.\nSee `finance-applications list`.\n');
    const bad = await cli(['finance-applications', 'show', 'latest']);
    expect(bad.stderr).toBe(
      'Error: The application id must be a finance application number (like FA-000042), not "latest".\n',
    );
    expect(bad.calls).toEqual([]);
  });

  it('moves an application on with a note, e-mails a decision, and explains a refusal', async () => {
    const app = await apply('decide.me@example.co.uk');
    const contacted = await cli([
      'finance-applications',
      'set-status',
      app.reference,
      'contacted',
      '--note',
      'Rang at 10',
    ]);
    expect(contacted.code).toBe(0);
    expect(contacted.calls).toEqual([`POST /api/admin/finance-applications/${app.id}/status`]);
    expect(contacted.printed.shown[0]).toContain(`Finance application ${app.reference} is now contacted`);
    expect(contacted.printed.shown[0]).toContain('handled by: operator (CLI)');
    expect(contacted.printed.shown[0]).toContain('note: Rang at 10');

    const declined = await cli(['finance-applications', 'set-status', String(app.id), 'declined']);
    expect(declined.printed.shown[0]).toContain('The decision was e-mailed to the applicant.');
    const sent = await ctx.db
      .knex('outbox')
      .where({ to_address: 'decide.me@example.co.uk' })
      .pluck('subject');
    expect(sent).toEqual([
      `Your AllMotors finance application ${app.reference}`,
      `An update on your finance application ${app.reference}`,
    ]);

    const again = await cli(['finance-applications', 'set-status', String(app.id), 'approved']);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      `Error: The application is declined: it cannot change any more\nSee where it stands with \`finance-applications show ${app.id}\`.\n`,
    );
    const wrong = await cli(['finance-applications', 'set-status', String(app.id), 'maybe']);
    expect(wrong.stderr).toBe(
      'Error: The status must be one of received, contacted, approved, declined, withdrawn, not "maybe".\n',
    );
  });
});
