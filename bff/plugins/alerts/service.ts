// Saved searches and notifications, as their owner sees them: a person only ever reads and changes
// their own (another person's search is 404, like an unknown one). Every write is one transaction.
// The unsubscribe link's two calls need no session: the token is the proof.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { createError, notFound } from '../../lib/errors.js';
import * as queries from './queries.js';
import {
  MAX_SAVED_SEARCHES,
  type CreateInput,
  type ListNotificationsInput,
  type MarkReadInput,
  type UpdateInput,
} from './schemas.js';
import { toNotification, toSavedSearch } from './shape.js';
import type { NotificationPage, SavedSearch, UnsubscribeState } from './types.js';

/** 24 random bytes, URL-safe: unguessable, one per saved search. */
export const newUnsubscribeToken = () => randomBytes(24).toString('base64url');

export class AlertsService {
  constructor(private readonly knex: Knex) {}

  async list(userId: number): Promise<SavedSearch[]> {
    return (await queries.savedSearchRows(this.knex, userId)).map(toSavedSearch);
  }

  async create(userId: number, input: CreateInput): Promise<SavedSearch> {
    const id = await this.knex.transaction(async (trx) => {
      // One person's creates take turns, so two at once cannot pass the limit together.
      await trx.raw('select id from users where id = ? for update', [userId]);
      if ((await queries.countSavedSearches(trx, userId)) >= MAX_SAVED_SEARCHES)
        throw createError(
          'TOO_MANY_SAVED_SEARCHES',
          `You can keep at most ${MAX_SAVED_SEARCHES} saved searches: delete one to save another`,
          409,
        );
      return queries.insertSavedSearch(trx, {
        user_id: userId,
        name: input.name,
        category: input.category,
        query: input.query,
        frequency: input.frequency,
        unsubscribe_token: newUnsubscribeToken(),
      });
    });
    return this.get(userId, id);
  }

  async get(userId: number, id: number): Promise<SavedSearch> {
    const [row] = await queries.savedSearchRows(this.knex, userId, id);
    if (!row) throw notFound('Saved search');
    return toSavedSearch(row);
  }

  async update(userId: number, id: number, input: UpdateInput): Promise<SavedSearch> {
    await this.knex.transaction(async (trx) => {
      const patch = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
        ...(input.emailAlerts !== undefined ? { email_alerts: input.emailAlerts } : {}),
      };
      if ((await queries.updateSavedSearch(trx, userId, id, patch)) === 0) throw notFound('Saved search');
    });
    return this.get(userId, id);
  }

  /** Deletes the search and the notifications it made (the dream garage's stay). */
  async remove(userId: number, id: number): Promise<void> {
    await this.knex.transaction(async (trx) => {
      if ((await queries.deleteSavedSearch(trx, userId, id)) === 0) throw notFound('Saved search');
    });
  }

  async notifications(userId: number, input: ListNotificationsInput): Promise<NotificationPage> {
    // One more than the page: whether there is an older page.
    const rows = await queries.notificationRows(this.knex, userId, {
      limit: input.limit + 1,
      ...(input.before !== undefined ? { before: input.before } : {}),
    });
    const page = rows.slice(0, input.limit);
    return {
      notifications: page.map(toNotification),
      unread: await queries.unreadCount(this.knex, userId),
      nextBefore: rows.length > input.limit ? Number(page[page.length - 1]!.id) : null,
    };
  }

  async unread(userId: number): Promise<{ unread: number }> {
    return { unread: await queries.unreadCount(this.knex, userId) };
  }

  /** Marks the person's notifications read (ids not theirs are ignored); the unread count after. */
  async markRead(userId: number, input: MarkReadInput): Promise<{ unread: number }> {
    return this.knex.transaction(async (trx) => {
      await queries.markRead(trx, userId, input.all ? 'all' : (input.ids ?? []));
      return { unread: await queries.unreadCount(trx, userId) };
    });
  }

  async unsubscribeState(token: string): Promise<UnsubscribeState> {
    const row = await queries.searchByToken(this.knex, token);
    if (!row) throw notFound('Unsubscribe link');
    return { savedSearchName: row.name, emailAlerts: row.email_alerts };
  }

  /** Turns e-mail off for the token's search only; the same answer however often it is called. */
  async unsubscribe(token: string): Promise<UnsubscribeState> {
    const row = await this.knex.transaction((trx) => queries.turnOffEmail(trx, token));
    if (!row) throw notFound('Unsubscribe link');
    return { savedSearchName: row.name, emailAlerts: false };
  }
}
