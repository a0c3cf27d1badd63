// Processing a confirmed request (docs/data-deletion.md): exactly the documented rows of the person
// go or lose their details, and nothing of anyone else changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { Agent } from '../../testing/agent.js';
import { createTestServer, TEST_OPERATOR_TOKEN, type TestContext } from '../../testing/test-server.js';
import { listingForm } from '../listings/test-helpers.js';
import { DONE_SUBJECT } from './emails.js';
import { REMOVED_MESSAGE } from './erase.js';
import { confirmationToken, deletionForm } from './testing.js';

let ctx: TestContext;
let knex: Knex;
let seeded: number[];
beforeAll(async () => {
  ctx = await createTestServer({ listings: 20 });
  knex = ctx.db.knex;
  seeded = (await knex('listings').orderBy('id').limit(3).select('id')).map((r) => r.id as number);
}, 60_000);
afterAll(() => ctx?.close());

const finance = (email: string) => ({
  firstName: 'Alex',
  lastName: 'Morgan',
  email,
  phone: '07700 900456',
  annualIncome: 3_600_000,
  employmentStatus: 'employed',
  creditScore: 'good',
});

/** A person with something in every table the erasure touches. */
async function person(name: string) {
  const agent = new Agent(ctx.server);
  const { input, user } = await agent.register({ username: name, email: `${name}@example.co.uk` });
  expect((await agent.post('/api/dream-garage', { carId: seeded[0] })).status).toBe(201);
  expect((await agent.post(`/api/cars/${seeded[1]}/enquiries`, { body: `Hello from ${name}` })).status).toBe(
    201,
  );
  const listing = await agent.post('/api/user/listings', listingForm({ description: `${name}'s car` }));
  expect(listing.status).toBe(201);
  expect((await agent.post('/api/finance/applications', finance(input.email))).status).toBe(201);
  await knex('support_requests').insert({
    user_id: user.id,
    name,
    email: input.email,
    subject: 'Help',
    message: `Message from ${name}`,
  });
  return { agent, email: input.email as string, user, listingId: listing.body.id as number };
}

async function requestAndConfirm(email: string, retentionPeriod = 'immediate') {
  expect(
    (await new Agent(ctx.server).post('/api/deletion-requests', deletionForm(email, { retentionPeriod })))
      .status,
  ).toBe(201);
  const token = await confirmationToken(knex, email);
  expect((await new Agent(ctx.server).post('/api/deletion-requests/confirm', { token })).status).toBe(200);
  return (await knex('deletion_requests').orderBy('id', 'desc').first('id')).id as number;
}

const process = async (id: number, payload: object = {}) => {
  const res = await ctx.server.inject({
    method: 'POST',
    url: `/api/admin/deletion-requests/${id}/process`,
    headers: { 'x-operator-token': TEST_OPERATOR_TOKEN },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.payload) };
};

/** Everything of one user, to compare before and after. */
async function snapshot(userId: number, email: string) {
  const sellerIds = knex('sellers').where({ user_id: userId }).select('id');
  return {
    user: await knex('users').where({ id: userId }).first(),
    sessions: await knex('sessions').where({ user_id: userId }).count({ n: '*' }),
    garage: await knex('dream_garage').where({ user_id: userId }).orderBy('id'),
    threads: await knex('enquiry_threads').where({ buyer_id: userId }).orderBy('id'),
    // Their own words (a seller's replies in their threads are the seller's).
    messages: await knex('enquiry_messages')
      .where({ sender: 'buyer' })
      .whereIn('thread_id', knex('enquiry_threads').where({ buyer_id: userId }).select('id'))
      .orderBy('id'),
    listings: await knex('listings').whereIn('seller_id', sellerIds).orderBy('id'),
    finance: await knex('finance_applications').where({ email }).orderBy('id'),
    support: await knex('support_requests').where({ email }).orderBy('id'),
    outbox: await knex('outbox').whereRaw('lower(to_address) = lower(?)', [email]).orderBy('id'),
  };
}

describe('processing a deletion request', () => {
  it('deletes and anonymises exactly what is documented, keeps legal records, and leaves others alone', async () => {
    const alice = await person('alice_del');
    const bob = await person('bob_keep');
    // Bob asks about Alice's car and Alice answers: Bob keeps his side.
    const thread = await bob.agent.post(`/api/cars/${alice.listingId}/enquiries`, {
      body: 'Is it still for sale?',
    });
    expect(thread.status).toBe(201);
    const threadId = thread.body.id ?? thread.body.threadId;
    const sellerThread = (await knex('enquiry_threads').where({ listing_id: alice.listingId }).first()).id;
    expect(
      (
        await alice.agent.post(`/api/user/enquiries/${sellerThread}/replies`, {
          body: 'Yes, call me on 07700 900999',
        })
      ).status,
    ).toBe(201);
    // An application from 8 years ago: past the legal retention, so deleted.
    await knex('finance_applications').insert({
      ...{ first_name: 'Old', last_name: 'Alice', email: alice.email, phone: '07700 900000' },
      annual_income: 100,
      employment_status: 'employed',
      credit_score: 'good',
      created_at: new Date(Date.now() - 8 * 366 * 86_400_000),
    });
    const bobBefore = await snapshot(bob.user.id, bob.email);

    const id = await requestAndConfirm(alice.email.toUpperCase());
    const res = await process(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'processed', processedBy: 'operator (CLI)' });
    expect(res.body.outcome).toEqual({
      account: 'anonymised',
      userId: alice.user.id,
      forced: false,
      deleted: {
        sessions: 1,
        user_identities: 0,
        dream_garage: 1,
        notifications: 0,
        saved_searches: 0,
        enquiry_threads: 1,
        enquiry_messages: 2, // hers and the automatic acknowledgement
        listing_photos: 0,
        finance_applications: 1,
        support_requests: 1,
        outbox: expect.any(Number),
      },
      anonymised: {
        enquiry_messages: 1,
        listings: 1,
        sellers: 1,
        listing_views: 0,
        social_link_visits: 0,
        dealers: 0,
        users: 1,
      },
      kept: { finance_applications: 1, dealer_applications: 0 },
    });
    expect(res.body.outcome.deleted.outbox).toBeGreaterThanOrEqual(1);

    const after = await snapshot(alice.user.id, alice.email);
    expect(after.user).toMatchObject({
      username: `deleted-user-${alice.user.id}`,
      email: `deleted-user-${alice.user.id}@deleted.invalid`,
      password_hash: null,
      first_name: '',
      last_name: '',
    });
    expect(after.sessions).toEqual([{ n: expect.anything() }]);
    expect(Number((after.sessions as { n: unknown }[])[0]!.n)).toBe(0);
    expect(after.garage).toEqual([]);
    expect(after.threads).toEqual([]);
    expect(after.listings).toEqual([
      expect.objectContaining({ id: alice.listingId, status: 'removed', description: '' }),
    ]);
    expect(after.listings[0].removed_at).not.toBeNull();
    // Her kept finance application has no personal details; it still says what was applied for.
    const kept = await knex('finance_applications').where({ user_id: alice.user.id });
    expect(kept).toEqual([
      expect.objectContaining({
        first_name: '',
        last_name: '',
        email: '',
        phone: '',
        annual_income: 3_600_000,
      }),
    ]);
    expect(after.support).toEqual([]);
    // Only the completion e-mail is left for her address.
    expect(after.outbox.map((m) => m.subject)).toEqual([DONE_SUBJECT]);
    // Her signed-in session is gone.
    expect((await alice.agent.get('/api/user')).status).toBe(401);

    // Bob keeps his conversation about her car; her reply is replaced.
    const messages = await knex('enquiry_messages').where({ thread_id: sellerThread }).orderBy('id');
    expect(messages.find((m) => m.sender === 'buyer').body).toBe('Is it still for sale?');
    expect(messages.find((m) => m.sender === 'seller').body).toBe(REMOVED_MESSAGE);
    expect(threadId).toBeDefined();

    // Nothing of Bob's changed.
    const bobAfter = await snapshot(bob.user.id, bob.email);
    expect(bobAfter).toEqual(bobBefore);
    expect((await bob.agent.get('/api/user')).status).toBe(200);

    // The request records it, and a second run is refused.
    const stored = await knex('deletion_requests').where({ id }).first();
    expect(stored).toMatchObject({ status: 'processed', token_hash: null, forced: false });
    expect(stored.outcome).toEqual(res.body.outcome);
    expect((await process(id)).status).toBe(409);
  });

  it('deletes an account no legal record points at', async () => {
    const agent = new Agent(ctx.server);
    const { input, user } = await agent.register({ username: 'carol_del', email: 'carol_del@example.co.uk' });
    await agent.post('/api/dream-garage', { carId: seeded[2] });
    const id = await requestAndConfirm(input.email);
    const res = await process(id);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toMatchObject({
      account: 'deleted',
      userId: user.id,
      deleted: { users: 1, dream_garage: 1 },
    });
    expect(await knex('users').where({ id: user.id }).first()).toBeUndefined();
  });

  it('scrubs the address’s other rows when no account has it, and records that', async () => {
    const email = 'visitor.only@example.co.uk';
    expect((await new Agent(ctx.server).post('/api/finance/applications', finance(email))).status).toBe(201);
    await knex('support_requests').insert({ name: 'V', email, subject: 'Hi', message: 'Hello' });
    const id = await requestAndConfirm(email);
    const res = await process(id);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toMatchObject({
      account: 'none',
      userId: null,
      deleted: { support_requests: 1, finance_applications: 0 },
      kept: { finance_applications: 1 },
    });
    expect(await knex('finance_applications').where({ email })).toEqual([]);
    const done = await knex('outbox').where({ to_address: email }).orderBy('id', 'desc').first();
    expect(done.subject).toBe(DONE_SUBJECT);
    expect(done.body).toContain('We found no AllMotors account with this address');
  });

  it('refuses a request that is not due yet unless forced, and records the forcing', async () => {
    const agent = new Agent(ctx.server);
    const { input } = await agent.register({ username: 'dana_del', email: 'dana_del@example.co.uk' });
    const id = await requestAndConfirm(input.email, 'thirty-days');
    const early = await process(id);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      new RegExp(
        `^Deletion request ${id} is not due until \\d{4}-\\d{2}-\\d{2}: the person asked us to keep their data until then\\.$`,
      ),
    );
    expect(await knex('users').where({ email: input.email }).first()).toBeDefined();
    const forced = await process(id, { force: true });
    expect(forced.status).toBe(200);
    expect(forced.body.outcome).toMatchObject({ account: 'deleted', forced: true });
    expect((await knex('deletion_requests').where({ id }).first()).forced).toBe(true);
  });
});
