// The words of one notification (issue 14): a new match names the saved search that found it; a price
// drop shows the old and new price.
import { pounds } from '../../../lib/format';
import type { AppNotification } from '../types';

export function notificationText(n: AppNotification): string {
  if (n.kind === 'price_drop' && n.previousPrice !== null)
    return `Price dropped ${pounds(n.previousPrice)} → ${pounds(n.price)} on ${n.car.title}`;
  if (n.kind === 'price_drop') return `Price dropped to ${pounds(n.price)} on ${n.car.title}`;
  return n.savedSearch
    ? `New match for "${n.savedSearch.name}": ${n.car.title} ${pounds(n.price)}`
    : `New match: ${n.car.title} ${pounds(n.price)}`;
}

/** The toast a pushed notification raises: a title and the line above. */
export function notificationToastTitle(n: AppNotification): string {
  return n.kind === 'price_drop' ? 'Price drop' : 'New match';
}
