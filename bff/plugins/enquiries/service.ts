// Chat as enquiries (DECISIONS 12): a buyer's messages about a listing go to its seller, who reads and
// answers them from the dashboard. Demo dealers have no account: their enquiries are stored and
// acknowledged automatically. A person sees only threads they are the buyer or the seller of.
import type { Knex } from 'knex';
import { createError, notFound } from '../../lib/errors.js';
import * as q from './queries.js';
import { AUTO_REPLY_QUIET_MS, autoReplyText, type EnquirySummary, type EnquiryThread } from './schemas.js';

// The listing's first uploaded photo, else its drawing (as search cards show it).
const image = (listingId: number, photos: number) =>
  photos > 0 ? `/api/media/photos/${listingId}/0` : `/api/media/listings/${listingId}/0.svg`;
const firstName = (row: q.ThreadRow) => row.buyer_first_name || row.buyer_username;

function shape(row: q.ThreadRow, messages: EnquiryThread['messages']): EnquiryThread {
  return {
    id: row.id,
    listing: {
      id: row.listing_id,
      title: row.title,
      image: image(row.listing_id, row.photo_count),
      dealerName: row.seller_name,
    },
    buyerFirstName: firstName(row),
    messages,
  };
}

export class EnquiryService {
  constructor(
    private readonly knex: Knex,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The buyer's message; the first in an hour also earns the automatic acknowledgement. */
  async send(listingId: number, buyerId: number, body: string): Promise<EnquiryThread> {
    return this.knex.transaction(async (trx) => {
      const listing = await q.findListing(trx, listingId);
      if (!listing || listing.status === 'removed') throw notFound('Car');
      if (listing.seller_user_id === buyerId) {
        throw createError('OWN_LISTING', 'You cannot send an enquiry about your own listing', 400);
      }
      const at = this.now();
      const threadId = await q.upsertThread(trx, listingId, buyerId, at);
      const recent = await q.buyerMessagesSince(trx, threadId, new Date(at.getTime() - AUTO_REPLY_QUIET_MS));
      await q.insertMessage(trx, threadId, 'buyer', body, at);
      if (recent === 0) {
        // A millisecond later, so the acknowledgement always sorts after the message it answers.
        const ackAt = new Date(at.getTime() + 1);
        await q.insertMessage(
          trx,
          threadId,
          'auto',
          autoReplyText(listing.title, listing.seller_name, listing.seller_type),
          ackAt,
        );
      }
      const row = (await q.findBuyerThread(trx, listingId, buyerId))!;
      return shape(row, await q.threadMessages(trx, threadId));
    });
  }

  /** The buyer's thread for a listing; opening it marks the seller's and automatic messages read. */
  async buyerThread(listingId: number, buyerId: number): Promise<EnquiryThread> {
    return this.knex.transaction(async (trx) => {
      const row = await q.findBuyerThread(trx, listingId, buyerId);
      if (!row) {
        const listing = await q.findListing(trx, listingId);
        if (!listing) throw notFound('Car');
        return {
          id: null,
          listing: {
            id: listing.id,
            title: listing.title,
            image: image(listing.id, listing.photo_count),
            dealerName: listing.seller_name,
          },
          buyerFirstName: '',
          messages: [],
        };
      }
      await q.markRead(trx, row.id, ['seller', 'auto'], this.now());
      return shape(row, await q.threadMessages(trx, row.id));
    });
  }

  /** Threads on the seller's listings, newest first, with what the seller has not read. */
  async inbox(sellerUserId: number): Promise<EnquirySummary[]> {
    const rows = await q.sellerThreads(this.knex, sellerUserId);
    const last = await q.lastMessages(
      this.knex,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const message = last.get(row.id);
      const thread = shape(row, []);
      return {
        id: row.id,
        listing: thread.listing,
        buyerFirstName: thread.buyerFirstName,
        lastMessage: message
          ? { sender: message.sender, body: message.body, createdAt: message.createdAt }
          : null,
        lastMessageAt: new Date(row.last_message_at).toISOString(),
        unread: Number(row.unread),
      };
    });
  }

  /** One thread as its seller sees it; opening it marks the buyer's messages read. */
  async sellerThread(threadId: number, sellerUserId: number): Promise<EnquiryThread> {
    return this.knex.transaction(async (trx) => {
      const row = await q.findSellerThread(trx, threadId, sellerUserId);
      if (!row) throw notFound('Enquiry');
      await q.markRead(trx, row.id, ['buyer'], this.now());
      return shape(row, await q.threadMessages(trx, row.id));
    });
  }

  /** The seller's answer; answering reads what the buyer wrote. */
  async reply(threadId: number, sellerUserId: number, body: string): Promise<EnquiryThread> {
    return this.knex.transaction(async (trx) => {
      const row = await q.findSellerThread(trx, threadId, sellerUserId);
      if (!row) throw notFound('Enquiry');
      const at = this.now();
      await q.markRead(trx, row.id, ['buyer'], at);
      await q.insertMessage(trx, row.id, 'seller', body, at);
      await q.touchThread(trx, row.id, at);
      return shape(row, await q.threadMessages(trx, row.id));
    });
  }
}
