// Enquiry (chat) schemas and answer shapes, shared by the server and the web app (DECISIONS 12).
import * as v from 'valibot';

export const MESSAGE_MAX = 2000;
/** Dealer hours stated in every automatic acknowledgement (000 §9). */
export const DEALER_HOURS = '9am and 6pm';
/** A buyer's message earns a new automatic acknowledgement only after this quiet time. */
export const AUTO_REPLY_QUIET_MS = 60 * 60 * 1000;

export const messageBodySchema = v.strictObject({
  body: v.pipe(
    v.string('Please write a message'),
    v.trim(),
    v.minLength(1, 'Please write a message'),
    v.maxLength(MESSAGE_MAX, `Messages can be at most ${MESSAGE_MAX} characters`),
  ),
});
export type MessageBody = v.InferOutput<typeof messageBodySchema>;

const positiveId = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, 'must be a positive whole number'),
  v.transform(Number),
  v.minValue(1, 'must be a positive whole number'),
);
export const listingParamsSchema = v.object({ id: positiveId });
export const threadParamsSchema = v.object({ threadId: positiveId });

export type EnquirySender = 'buyer' | 'seller' | 'auto';

export interface EnquiryMessage {
  id: number;
  sender: EnquirySender;
  body: string;
  createdAt: string;
  /** When the other side read it; null while unread. */
  readAt: string | null;
}

export interface EnquiryListing {
  id: number;
  title: string;
  image: string;
  dealerName: string;
}

/** A thread as one side sees it; a buyer with no thread yet gets `id: null` and no messages. */
export interface EnquiryThread {
  id: number | null;
  listing: EnquiryListing;
  buyerFirstName: string;
  messages: EnquiryMessage[];
}

/** One row of a seller's inbox. */
export interface EnquirySummary {
  id: number;
  listing: EnquiryListing;
  buyerFirstName: string;
  lastMessage: { sender: EnquirySender; body: string; createdAt: string } | null;
  lastMessageAt: string;
  /** Buyer messages the seller has not read. */
  unread: number;
}

/** A dealer's acknowledgement gives its hours (DECISIONS 12); a private seller keeps no hours. */
export function autoReplyText(
  title: string,
  sellerName: string,
  sellerType: 'trade' | 'private' = 'trade',
): string {
  return sellerType === 'private'
    ? `Automatic reply: thanks for your enquiry about the ${title}. It has been passed to the seller; you will see their answer here.`
    : `Automatic reply: thanks for your enquiry about the ${title}. ${sellerName} replies between ${DEALER_HOURS}; you will see their answer here.`;
}
