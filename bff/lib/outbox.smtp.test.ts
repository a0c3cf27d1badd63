// The outbox over real SMTP (DECISIONS 18, issue 11): with SMTP_URL set, an approval's e-mail leaves
// through nodemailer to a mail server (smtp-server, in this process) with the dealer's key put in as
// it goes, and the outbox then forgets the key. A server that refuses the message leaves it unsent
// with its sealed key kept, so the job's retry can still deliver it; after the last attempt it is
// failed, the server's answer recorded, and the key forgotten (the admin issues a new one).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { Agent } from '../testing/agent.js';
import { createTestDb, serveForTest, type TestContext } from '../testing/test-server.js';
import { OUTBOX_QUEUE, SECRET_SLOT, type OutboxRow } from './outbox.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A mail server on loopback that keeps what it is sent, or refuses recipients with 550 when told to. */
async function smtpSink() {
  const received: Received[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP: nodemailer upgrades to TLS whenever STARTTLS is offered.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refuse) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = session.envelope;
        received.push({
          from: envelope.mailFrom ? envelope.mailFrom.address : '',
          to: envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  let closed = false;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseRecipients(value: boolean) {
      refuse = value;
    },
    close: () =>
      closed ? Promise.resolve() : ((closed = true), new Promise<void>((resolve) => server.close(resolve))),
  };
}

/** Quoted-printable text (=XX for each byte not sent as it is) as UTF-8. */
function unquote(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(text.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?B?…?=, =?UTF-8?Q?…?=), as a header with other than ASCII has them. */
const decodeWords = (value: string) =>
  value.replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=\s*/g, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : unquote(text.replace(/_/g, ' ')),
  );

/** A single-part text message: its headers (unfolded, names lower-cased) and its decoded body. */
function parseMessage(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  const content = raw.slice(split + 4);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(content, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? unquote(content.replace(/=\r\n/g, ''))
        : content;
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

const MAIL_FROM = 'AllMotors Dealers <dealers@allmotors.test>';

let sink: Awaited<ReturnType<typeof smtpSink>>;
let ctx: TestContext;
let admin: Agent;

beforeAll(async () => {
  sink = await smtpSink();
  // Through the environment's parsing, as bff/start.ts has it.
  const env = loadConfig({ ...process.env, SMTP_URL: sink.url, MAIL_FROM });
  expect(env.smtpUrl).toBe(sink.url);
  const { db, drop } = await createTestDb();
  // No worker: the test runs the queued jobs itself (runOnce), so it sees every attempt.
  ctx = await serveForTest(
    db,
    drop,
    { smtpUrl: env.smtpUrl, mailFrom: env.mailFrom },
    { scraping: { worker: false } },
  );
  admin = new Agent(ctx.server);
  const { input } = await admin.register();
  await db.knex('users').where({ username: input.username }).update({ role: 'admin' });
});
afterAll(async () => {
  await ctx?.close();
  await sink?.close();
});

let applicants = 0;

/** A dealer's whole application, submitted and then approved by the admin: its e-mail is queued. */
async function approvedApplication() {
  const n = ++applicants;
  const contactEmail = `dealer${n}@northgate.example`;
  const applicant = new Agent(ctx.server);
  await applicant.register({ firstName: 'Priya', lastName: 'Shah' });
  // Signing up queued the sign-up confirmation (and, the first time, the admin's): send those now, so
  // what the sink receives below is the approval alone.
  while ((await ctx.server.app.jobs.runOnce()) > 0);
  sink.received.length = 0;
  const submitted = await applicant.post('/api/dealer/onboard', {
    companyName: `Northgate Motors ${n} Ltd`,
    tradingName: 'Northgate Cars',
    companyNumber: '09876543',
    vatNumber: '',
    businessAddress: '14 Kirkstall Road, Leeds LS3 1HS',
    contactFirstName: 'Priya',
    contactLastName: 'Shah',
    contactEmail,
    contactPhone: '0113 496 0123',
    contactRole: 'Sales director',
    dealershipType: 'franchise',
    websiteUrl: 'https://northgate.example',
    estimatedMonthlyStock: 60,
    averageVehiclePrice: 1_450_000,
    integrationType: 'api',
    apiEndpoint: 'https://northgate.example/api/vehicles',
    apiKey: 'dealer-token',
    apiSecret: 'very-secret-value',
    webhookUrl: '',
    feedUrl: '',
    updateFrequency: 'hourly',
    dataFormat: 'json',
    termsAccepted: true,
    dataProtectionAccepted: true,
    marketingConsent: false,
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const id = submitted.body.applicationId as number;
  const approved = await admin.post(`/api/admin/dealer-applications/${id}/approve`, {
    reviewNotes: 'Good data',
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const apiKey = approved.body.credentials.apiKey as string;
  expect(apiKey).toMatch(/^am_live_/);
  const outbox = (await ctx.db.knex('outbox').where({ to_address: contactEmail })) as OutboxRow[];
  expect(outbox).toHaveLength(1);
  return { id, apiKey, contactEmail, outboxId: outbox[0]!.id };
}

const outboxRow = async (id: number) => (await ctx.db.knex('outbox').where({ id }).first()) as OutboxRow;
const jobOf = (outboxId: number) =>
  ctx.db
    .knex('jobs')
    .where({ queue: OUTBOX_QUEUE, idempotency_key: `${OUTBOX_QUEUE}:${outboxId}` })
    .first() as Promise<{
    id: number;
    state: string;
    attempts: number;
    max_attempts: number;
    last_error: string | null;
  }>;
/** Runs what is due now; a job put back for a retry is made due again first when `due` says so. */
async function runJobs(due?: { outboxId: number }) {
  if (due) {
    const job = await jobOf(due.outboxId);
    await ctx.db.knex('jobs').where({ id: job.id }).update({ run_at: ctx.db.knex.fn.now() });
  }
  await ctx.server.app.jobs.runOnce();
}

describe('the outbox over SMTP', () => {
  it('delivers the approval with the real key in place of the slot, then forgets the key', async () => {
    const { id, apiKey, contactEmail, outboxId } = await approvedApplication();
    const queued = await outboxRow(outboxId);
    expect(queued).toMatchObject({ state: 'queued', transport: null });
    expect(queued.body).toContain(SECRET_SLOT);
    expect(queued.secret_sealed).toMatch(/^v1\./);
    expect(sink.received).toHaveLength(0);

    await runJobs();

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail!.to).toEqual([contactEmail]);
    expect(mail!.from).toBe('dealers@allmotors.test');
    const { headers, body } = parseMessage(mail!.raw);
    expect(headers.get('from')).toBe(MAIL_FROM);
    expect(headers.get('to')).toBe(contactEmail);
    expect(headers.get('subject')).toBe(`Your AllMotors dealer application #${id} is approved`);
    expect(body).toContain(`API key: ${apiKey}`);
    expect(body).not.toContain(SECRET_SLOT);

    const sent = await outboxRow(outboxId);
    expect(sent).toMatchObject({ state: 'sent', transport: 'smtp', secret_sealed: null, error: null });
    expect(sent.sent_at).toBeInstanceOf(Date);
    // What is kept is the body with the slot, never the key.
    expect(sent.body).toContain(SECRET_SLOT);
    expect(JSON.stringify(await ctx.db.knex('outbox').select())).not.toContain(apiKey);
    expect((await jobOf(outboxId)).state).toBe('done');

    // Run again (at least once, not exactly once): a sent message is not sent twice.
    await runJobs();
    expect(sink.received).toHaveLength(1);
  });

  it('keeps a refused message unsent with its sealed key, and the retry delivers it', async () => {
    sink.received.length = 0;
    const { apiKey, contactEmail, outboxId } = await approvedApplication();
    const sealed = (await outboxRow(outboxId)).secret_sealed;
    expect(sealed).toMatch(/^v1\./);

    sink.refuseRecipients(true);
    await runJobs();
    expect(sink.received).toHaveLength(0);
    const refusedJob = await jobOf(outboxId);
    expect(refusedJob).toMatchObject({ state: 'queued', attempts: 1 });
    expect(refusedJob.last_error).toMatch(/550/);
    const refused = await outboxRow(outboxId);
    expect(refused).toMatchObject({ state: 'queued', transport: null, sent_at: null, secret_sealed: sealed });
    // The reason is on the message while it waits, for `outbox list`.
    expect(refused.error).toMatch(/550/);
    // Not due before its backoff: running now sends nothing.
    await runJobs();
    expect((await jobOf(outboxId)).attempts).toBe(1);

    sink.refuseRecipients(false);
    await runJobs({ outboxId });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual([contactEmail]);
    expect(parseMessage(sink.received[0]!.raw).body).toContain(`API key: ${apiKey}`);
    expect(await outboxRow(outboxId)).toMatchObject({
      state: 'sent',
      transport: 'smtp',
      secret_sealed: null,
      error: null,
    });
    expect(await jobOf(outboxId)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('marks a message failed after its last attempt, with the reason, and forgets its key', async () => {
    sink.received.length = 0;
    const { outboxId } = await approvedApplication();
    expect((await outboxRow(outboxId)).secret_sealed).toMatch(/^v1\./);
    const job = await jobOf(outboxId);
    expect(job.max_attempts).toBe(8);
    // Straight to the last attempt, with the mail server gone.
    await ctx.db
      .knex('jobs')
      .where({ id: job.id })
      .update({ attempts: job.max_attempts - 1 });
    await sink.close();
    await runJobs();

    expect(await jobOf(outboxId)).toMatchObject({ state: 'failed', attempts: 8 });
    const failed = await outboxRow(outboxId);
    expect(failed).toMatchObject({ state: 'failed', transport: null, sent_at: null, secret_sealed: null });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.error).toContain('The API key it carried was erased: issue the dealer a new one.');
    expect(sink.received).toHaveLength(0);
  });
});
