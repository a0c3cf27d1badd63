// Result cards by listing id, each kept as the JSON text the API sends (queries.cardTexts), so a page
// of results reads from the database only the cards it has not kept, in one query, and is written
// out without parsing or serialising a card. Never stale: the change feed names every listing whose
// row, offers, photos or seller changed (db/change-triggers.ts), and SearchService.apply drops their
// cards once the index has applied them.
import type { Knex } from 'knex';
import type { SearchIndex } from './search-index.js';
import * as queries from './queries.js';
import type { CarCard } from './types.js';

export class Cards {
  /** Least recently used first. */
  private readonly kept = new Map<number, string>();

  constructor(
    private readonly knex: Knex,
    private readonly index: SearchIndex,
    /** Cards kept at most (0: none). */
    private readonly entries: number,
  ) {}

  /** Drops the cards of these listings (after the index has applied their changes). */
  forget(ids: number[]): void {
    for (const id of ids) this.kept.delete(id);
  }

  clear(): void {
    this.kept.clear();
  }

  /** The cards of `ids`, in that order (an id with no listing is left out); each a copy of its own. */
  async get(ids: number[]): Promise<CarCard[]> {
    return (await this.texts(ids)).map(({ card }) => JSON.parse(card) as CarCard);
  }

  /**
   * The cards of `ids` as JSON text, in that order (an id with no listing is left out). A card read
   * while a change was being applied (the index version moved) is used but not kept.
   */
  async texts(ids: number[]): Promise<queries.CardText[]> {
    if (this.entries === 0) return inOrder(ids, await queries.cardTexts(this.knex, ids));
    const found: queries.CardText[] = [];
    const missing: number[] = [];
    for (const id of ids) {
      const card = this.kept.get(id);
      if (card) {
        this.kept.delete(id);
        this.kept.set(id, card);
        found.push({ id, card });
      } else missing.push(id);
    }
    if (missing.length > 0) {
      const version = this.index.version;
      const read = await queries.cardTexts(this.knex, missing);
      // A change applied meanwhile may have been committed after these rows were read: keep none.
      const keep = this.index.version === version;
      for (const { id, card } of read) {
        found.push({ id, card });
        if (!keep) continue;
        this.kept.set(id, card);
        if (this.kept.size > this.entries) this.kept.delete(this.kept.keys().next().value!);
      }
    }
    return inOrder(ids, found);
  }
}

/** The cards in the order of `ids`, those with no card left out. */
function inOrder(ids: number[], cards: queries.CardText[]): queries.CardText[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}
