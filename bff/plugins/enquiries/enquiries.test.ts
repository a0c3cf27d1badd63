import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../testing/agent.js';
import { createTestServer, type TestContext } from '../../testing/test-server.js';

let ctx: TestContext;
let listingId: number;
let otherListingId: number;
let title: string;
let dealerName: string;

beforeAll(async () => {
  ctx = await createTestServer({ listings: 60 });
  const rows = await ctx.db
    .knex('listings as l')
    .join('sellers as s', 's.id', 'l.seller_id')
    .where('l.status', 'active')
    .andWhere('s.seller_type', 'trade')
    .select('l.id', 'l.title', 'l.seller_id', 's.name')
    .orderBy('l.id')
    .limit(40);
  const first = rows[0]!;
  listingId = first.id;
  title = first.title;
  dealerName = first.name;
  otherListingId = rows.find((r) => r.seller_id !== first.seller_id)!.id;
}, 60_000);
afterAll(() => ctx?.close());

/** A registered person who owns the seller of `listingId` (as a private seller listing through their account). */
async function sellerOf(id: number) {
  const agent = new Agent(ctx.server);
  const { user } = await agent.register({ firstName: 'Priya' });
  const { seller_id } = await ctx.db.knex('listings').where({ id }).first('seller_id');
  await ctx.db.knex('sellers').where({ id: seller_id }).update({ user_id: user.id });
  return { agent, user };
}

describe('enquiries', () => {
  it('answers 401 to every enquiry endpoint when signed out', async () => {
    const anon = new Agent(ctx.server);
    expect((await anon.get(`/api/cars/${listingId}/enquiries`)).status).toBe(401);
    expect((await anon.post(`/api/cars/${listingId}/enquiries`, { body: 'Hi' })).status).toBe(401);
    expect((await anon.get('/api/user/enquiries')).status).toBe(401);
    expect((await anon.get('/api/user/enquiries/1')).status).toBe(401);
    expect((await anon.post('/api/user/enquiries/1/replies', { body: 'Hi' })).status).toBe(401);
  });

  it('refuses blank, whitespace-only and over-long messages naming the body', async () => {
    const buyer = new Agent(ctx.server);
    await buyer.register();
    for (const body of ['', '   \n\t ']) {
      const res = await buyer.post(`/api/cars/${listingId}/enquiries`, { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('body: Please write a message');
    }
    const long = await buyer.post(`/api/cars/${listingId}/enquiries`, { body: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^body: /);
    expect((await buyer.post(`/api/cars/${listingId}/enquiries`, {})).status).toBe(400);
    expect((await buyer.get(`/api/cars/${listingId}/enquiries`)).body.messages).toEqual([]);
  });

  it('answers 404 for an unknown or removed listing and 400 for a bad id', async () => {
    const buyer = new Agent(ctx.server);
    await buyer.register();
    expect((await buyer.post('/api/cars/999999/enquiries', { body: 'Hi' })).status).toBe(404);
    expect((await buyer.get('/api/cars/999999/enquiries')).status).toBe(404);
    expect((await buyer.post('/api/cars/abc/enquiries', { body: 'Hi' })).status).toBe(400);
    const removed = (await ctx.db.knex('listings').orderBy('id', 'desc').first('id')).id;
    await ctx.db.knex('listings').where({ id: removed }).update({ status: 'removed' });
    expect((await buyer.post(`/api/cars/${removed}/enquiries`, { body: 'Hi' })).status).toBe(404);
  });

  it('acknowledges a private seller’s enquiry without dealer hours', async () => {
    const row = await ctx.db
      .knex('listings as l')
      .join('sellers as s', 's.id', 'l.seller_id')
      .where({ 'l.status': 'active', 's.seller_type': 'private' })
      .first('l.id', 'l.title');
    const buyer = new Agent(ctx.server);
    await buyer.register();
    const res = await buyer.post(`/api/cars/${row.id}/enquiries`, { body: 'Still for sale?' });
    expect(res.body.messages[1]).toMatchObject({
      sender: 'auto',
      body: `Automatic reply: thanks for your enquiry about the ${row.title}. It has been passed to the seller; you will see their answer here.`,
    });
  });

  it('stores the message with an automatic acknowledgement giving the hours, once per hour', async () => {
    const buyer = new Agent(ctx.server);
    await buyer.register();
    const first = await buyer.post(`/api/cars/${listingId}/enquiries`, {
      body: '  Is this car still available?  ',
    });
    expect(first.status).toBe(201);
    expect(first.body.messages.map((m: any) => [m.sender, m.body])).toEqual([
      ['buyer', 'Is this car still available?'],
      [
        'auto',
        `Automatic reply: thanks for your enquiry about the ${title}. ${dealerName} replies between 9am and 6pm; you will see their answer here.`,
      ],
    ]);
    const second = await buyer.post(`/api/cars/${listingId}/enquiries`, { body: 'Can I book a test drive?' });
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.messages.map((m: any) => m.sender)).toEqual(['buyer', 'auto', 'buyer']);

    // An hour of quiet later, the next message is acknowledged again.
    await ctx.db
      .knex('enquiry_messages')
      .where({ thread_id: first.body.id })
      .update({ created_at: ctx.db.knex.raw("created_at - interval '2 hours'") });
    const later = await buyer.post(`/api/cars/${listingId}/enquiries`, { body: 'Is finance available?' });
    expect(later.body.messages.map((m: any) => m.sender)).toEqual([
      'buyer',
      'auto',
      'buyer',
      'buyer',
      'auto',
    ]);
  });

  it('refuses an enquiry about your own listing', async () => {
    const { agent } = await sellerOf(otherListingId);
    const res = await agent.post(`/api/cars/${otherListingId}/enquiries`, { body: 'Hello me' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/your own listing/);
  });

  it("delivers a seller's reply to the buyer and keeps read states on both sides", async () => {
    const { agent: seller } = await sellerOf(listingId);
    const buyer = new Agent(ctx.server);
    await buyer.register({ firstName: 'Alex' });
    const sent = await buyer.post(`/api/cars/${listingId}/enquiries`, {
      body: 'Does it have a full service history?',
    });
    const threadId = sent.body.id;
    expect(sent.body.messages[0].readAt).toBeNull();

    const inbox = await seller.get('/api/user/enquiries');
    expect(inbox.status).toBe(200);
    const row = inbox.body.find((t: any) => t.id === threadId);
    expect(row).toMatchObject({
      buyerFirstName: 'Alex',
      unread: 1,
      listing: { id: listingId, title, image: `/api/media/listings/${listingId}/0.svg` },
      lastMessage: { sender: 'auto' },
    });
    expect(inbox.body[0].id).toBe(threadId); // newest first

    const opened = await seller.get(`/api/user/enquiries/${threadId}`);
    expect(opened.status).toBe(200);
    expect(opened.body.messages[0].readAt).not.toBeNull();
    expect((await seller.get('/api/user/enquiries')).body.find((t: any) => t.id === threadId).unread).toBe(0);

    const reply = await seller.post(`/api/user/enquiries/${threadId}/replies`, {
      body: 'Yes, full dealer history.',
    });
    expect(reply.status).toBe(201);

    // Before the buyer looks, the seller sees their reply unread.
    expect((await seller.get(`/api/user/enquiries/${threadId}`)).body.messages.at(-1).readAt).toBeNull();
    const seen = await buyer.get(`/api/cars/${listingId}/enquiries`);
    expect(seen.body.messages.at(-1)).toMatchObject({ sender: 'seller', body: 'Yes, full dealer history.' });
    expect(seen.body.messages[0].readAt).not.toBeNull(); // the seller read the buyer's message
    // The buyer's look marked the reply read, which the seller now sees.
    expect((await seller.get(`/api/user/enquiries/${threadId}`)).body.messages.at(-1).readAt).not.toBeNull();
  });

  it('hides a thread from anyone who is neither its buyer nor its seller', async () => {
    await sellerOf(listingId);
    const buyer = new Agent(ctx.server);
    await buyer.register();
    const { body } = await buyer.post(`/api/cars/${listingId}/enquiries`, {
      body: 'Can I part-exchange my car?',
    });
    const stranger = new Agent(ctx.server);
    await stranger.register();
    expect((await stranger.get(`/api/user/enquiries/${body.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/user/enquiries/${body.id}/replies`, { body: 'Hi' })).status).toBe(404);
    expect((await stranger.get('/api/user/enquiries')).body).toEqual([]);
    expect((await stranger.get(`/api/cars/${listingId}/enquiries`)).body.messages).toEqual([]);
    // The buyer is not the seller either.
    expect((await buyer.post(`/api/user/enquiries/${body.id}/replies`, { body: 'Hi' })).status).toBe(404);
  });

  it('refuses a blank reply', async () => {
    const { agent: seller } = await sellerOf(listingId);
    const buyer = new Agent(ctx.server);
    await buyer.register();
    const { body } = await buyer.post(`/api/cars/${listingId}/enquiries`, { body: 'Hello' });
    const res = await seller.post(`/api/user/enquiries/${body.id}/replies`, { body: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('body: Please write a message');
  });
});
