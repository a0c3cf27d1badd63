// The alert e-mails: one per new notification of an instant search, one digest a day per daily search.
// Every one ends with the search's unsubscribe link, which works without signing in.
import type { NotificationKind } from './types.js';

export interface EmailItem {
  kind: NotificationKind;
  title: string;
  listingId: number;
  price: number;
  previousPrice: number | null;
}

const pounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

export const unsubscribeLink = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe/${token}`;
export const carLink = (publicUrl: string, id: number) => `${publicUrl}/cars/${id}`;

function line(publicUrl: string, item: EmailItem): string {
  const what =
    item.kind === 'price_drop' && item.previousPrice !== null
      ? `price drop: ${item.title}, now ${pounds(item.price)} (was ${pounds(item.previousPrice)})`
      : `new match: ${item.title}, ${pounds(item.price)}`;
  return `- ${what}\n  ${carLink(publicUrl, item.listingId)}`;
}

function footer(publicUrl: string, searchName: string, token: string): string {
  return (
    `\n\nYou get these e-mails because you saved the search "${searchName}".\n` +
    `Stop e-mails for this search: ${unsubscribeLink(publicUrl, token)}\n`
  );
}

export function instantEmail(
  publicUrl: string,
  search: { name: string; token: string },
  item: EmailItem,
): { subject: string; body: string } {
  const subject =
    item.kind === 'price_drop'
      ? `Price drop: ${item.title} (${search.name})`
      : `New match for "${search.name}": ${item.title}`;
  return {
    subject,
    body:
      `Your saved search "${search.name}" has news:\n\n${line(publicUrl, item)}` +
      footer(publicUrl, search.name, search.token),
  };
}

export function digestEmail(
  publicUrl: string,
  search: { name: string; token: string },
  items: EmailItem[],
  intro = `Today's news for your saved search "${search.name}":`,
): { subject: string; body: string } {
  const n = items.length;
  return {
    subject: `${n} update${n === 1 ? '' : 's'} for "${search.name}"`,
    body:
      `${intro}\n\n` +
      items.map((item) => line(publicUrl, item)).join('\n') +
      footer(publicUrl, search.name, search.token),
  };
}
