// The dream garage rules: a person only ever sees and changes their own saved cars; a removed
// listing drops out of the lists (its row stays, so it comes back if the listing is relisted).
import type { Knex } from 'knex';
import { createError, notFound } from '../../lib/errors.js';
import type { SearchService } from '../search/service.js';
import * as queries from './queries.js';
import type { GarageCar, GarageSummary } from './types.js';

export class GarageService {
  constructor(
    private readonly knex: Knex,
    private readonly search: SearchService,
  ) {}

  async list(userId: number, listingId?: number): Promise<GarageCar[]> {
    const rows = await queries.savedRows(this.knex, userId, listingId);
    const cards = await this.search.cards(rows.map((r) => r.listing_id));
    const byId = new Map(cards.map((c) => [c.id, c]));
    return rows.flatMap((row) => {
      const card = byId.get(row.listing_id);
      return card ? [{ ...card, notes: row.notes, savedAt: new Date(row.created_at).toISOString() }] : [];
    });
  }

  async summary(userId: number): Promise<GarageSummary> {
    const cars = await this.list(userId);
    return { cars, count: cars.length, totalValue: cars.reduce((sum, c) => sum + c.price, 0) };
  }

  async add(userId: number, carId: number, notes: string): Promise<GarageCar> {
    await this.knex.transaction(async (trx) => {
      if (!(await queries.isActiveListing(trx, carId))) throw notFound('Car');
      if (!(await queries.insertSaved(trx, userId, carId, notes))) {
        throw createError('ALREADY_SAVED', 'carId: this car is already in your dream garage', 409);
      }
    });
    // Read after the commit: the card query runs on the pool, and PGlite has one connection.
    const [car] = await this.list(userId, carId);
    if (!car) throw notFound('Car');
    return car;
  }

  async remove(userId: number, carId: number): Promise<void> {
    await this.knex.transaction(async (trx) => {
      if ((await queries.deleteSaved(trx, userId, carId)) === 0) throw notFound('Saved car');
    });
  }

  async setNotes(userId: number, carId: number, notes: string): Promise<{ carId: number; notes: string }> {
    await this.knex.transaction(async (trx) => {
      if ((await queries.updateNotes(trx, userId, carId, notes)) === 0) throw notFound('Saved car');
    });
    return { carId, notes };
  }

  async check(userId: number, carId: number): Promise<{ saved: boolean }> {
    return { saved: await queries.hasSaved(this.knex, userId, carId) };
  }
}
