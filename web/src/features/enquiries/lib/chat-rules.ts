// The chat rules of spec 000 (§5, §9) that DECISIONS 12 keeps for real enquiries.
import type { EnquiryMessage } from '../../../../../bff/plugins/enquiries/schemas';

export const GREETING_DELAY_MS = 1000;
export const QUICK_QUESTIONS_SHOWN = 3;
/** Quick questions show while the thread has at most this many messages. */
export const QUICK_QUESTIONS_MAX_THREAD = 2;
export const QUICK_QUESTIONS = [
  'Is this car still available?',
  'Can I book a test drive?',
  "What's the lowest price you'd accept?",
  'Does it have a full service history?',
  'Can I part-exchange my car?',
  'Is finance available?',
] as const;

export const greetingText = (title: string) =>
  `Hi! Thanks for your interest in the ${title}. How can we help?`;

export type MessageStatus = 'sending' | 'sent' | 'delivered' | 'read';

/** Your own messages go sent → read (once the other side has read them); theirs are delivered. */
export function statusOf(message: Pick<EnquiryMessage, 'readAt'>, mine: boolean): MessageStatus {
  if (!mine) return 'delivered';
  return message.readAt ? 'read' : 'sent';
}

export const STATUS_LABEL: Record<MessageStatus, string> = {
  sending: 'Sending…',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};

export const isBlank = (text: string) => text.trim() === '';

export const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
