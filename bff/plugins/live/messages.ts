// From what a batch of changes did to the search index to the messages of 000 §7. A batch is what
// one poll of the change feed read (one or more transactions), so a burst is one message per kind:
// one listing added is car_added, several are cars_bulk_added with a count.
import type { Category } from '../../../db/reference/types.js';
import type { IndexDelta } from '../search/search-index.js';
import type { ListingInfo } from './queries.js';
import { MAX_IDS_PER_MESSAGE, type LiveMessage, type LiveMessageType } from './types.js';

export interface Outgoing {
  message: LiveMessage;
  /** The account that owns every listing of the message (its sockets get `own: true`). */
  ownerUserId: number | null;
}

export function buildMessages(deltas: IndexDelta[], info: Map<number, ListingInfo>): Outgoing[] {
  const added = deltas.filter((d) => !d.before && d.after);
  const updated = deltas.filter((d) => d.before && d.after);
  const deleted = deltas.filter((d) => d.before && !d.after);
  const out: Outgoing[] = [];
  if (added.length) out.push(message(added.length === 1 ? 'car_added' : 'cars_bulk_added', added, info));
  if (updated.length) out.push(message('car_updated', updated, info));
  if (deleted.length) out.push(message('car_deleted', deleted, info));
  return out;
}

function message(type: LiveMessageType, deltas: IndexDelta[], info: Map<number, ListingInfo>): Outgoing {
  const categories = new Set<Category>();
  for (const d of deltas) {
    if (d.before) categories.add(d.before);
    if (d.after) categories.add(d.after);
  }
  const rows = deltas.map((d) => info.get(d.id));
  const first = deltas[0]!;
  const firstRow = rows[0];
  const data: LiveMessage['data'] = {
    ids: deltas.slice(0, MAX_IDS_PER_MESSAGE).map((d) => d.id),
    count: deltas.length,
    categories: [...categories].sort(),
  };
  if (firstRow) data.car = { id: first.id, title: firstRow.title, category: firstRow.category };
  // A dealer's name when one dealer made every change; a private seller is never named to everyone.
  const sellers = new Set(rows.map((r) => r?.seller_id));
  if (sellers.size === 1 && firstRow?.seller_type === 'trade') data.dealerName = firstRow.seller_name;
  const owners = new Set(rows.map((r) => r?.user_id ?? null));
  const owner = owners.size === 1 ? (firstRow?.user_id ?? null) : null;
  return { message: { type, data }, ownerUserId: owner };
}
