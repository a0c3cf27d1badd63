// Test data for the enquiries feature's component tests.
import type { EnquiryMessage, EnquiryThread } from '../../../../../bff/plugins/enquiries/schemas';

export const car = {
  id: 42,
  title: '2022 Tesla Model 3 Long Range',
  dealerName: 'Leeds Car Centre',
  sellerType: 'trade',
};

export const user = {
  id: 7,
  username: 'sam',
  email: 'sam@example.co.uk',
  firstName: 'Sam',
  lastName: 'Taylor',
  role: 'user',
};

let nextId = 100;
export function message(
  sender: EnquiryMessage['sender'],
  body: string,
  readAt: string | null = null,
): EnquiryMessage {
  return { id: nextId++, sender, body, createdAt: '2026-11-21T10:15:00.000Z', readAt };
}

export function thread(
  messages: EnquiryMessage[],
  id: number | null = messages.length ? 5 : null,
): EnquiryThread {
  return {
    id,
    listing: {
      id: car.id,
      title: car.title,
      image: '/api/media/listings/42/0.svg',
      dealerName: car.dealerName,
    },
    buyerFirstName: 'Sam',
    messages,
  };
}

export const autoText = `Automatic reply: thanks for your enquiry about the ${car.title}. ${car.dealerName} replies between 9am and 6pm; you will see their answer here.`;
