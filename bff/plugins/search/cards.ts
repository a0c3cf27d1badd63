// Result cards by listing id, so a page of results reads from the database only the cards it has not
// kept (one query: the listings with their sellers, their active offers and their photos' counts).
// Never stale: the change feed names every listing whose row, offers, photos or seller changed
// (db/change-triggers.ts), and SearchService.apply drops their cards once the index has applied them.
import type { Knex } from 'knex';
import type { SearchIndex } from './search-index.js';
import * as queries from './queries.js';
import type { CarCard } from './types.js';

export class Cards {
  /** Least recently used first. */
  private readonly kept = new Map<number, CarCard>();

  constructor(
    private readonly knex: Knex,
    private readonly index: SearchIndex,
    /** Cards kept at most (0: none). */
    private readonly entries: number,
    private readonly platformName: (id: string) => string,
  ) {}

  /** Drops the cards of these listings (after the index has applied their changes). */
  forget(ids: number[]): void {
    for (const id of ids) this.kept.delete(id);
  }

  clear(): void {
    this.kept.clear();
  }

  /**
   * The cards of `ids`, in that order (an id with no listing is left out); each a copy of its own. A
   * card read while a change was being applied (the index version moved) is used but not kept.
   */
  async get(ids: number[]): Promise<CarCard[]> {
    if (this.entries === 0) return this.read(ids);
    const found = new Map<number, CarCard>();
    const missing: number[] = [];
    for (const id of ids) {
      const card = this.kept.get(id);
      if (card) {
        this.kept.delete(id);
        this.kept.set(id, card);
        found.set(id, card);
      } else missing.push(id);
    }
    if (missing.length > 0) {
      const version = this.index.version;
      const read = await this.read(missing);
      // A change applied meanwhile may have been committed after these rows were read: keep none.
      const keep = this.index.version === version;
      for (const card of read) {
        found.set(card.id, card);
        if (!keep) continue;
        this.kept.set(card.id, card);
        if (this.kept.size > this.entries) this.kept.delete(this.kept.keys().next().value!);
      }
    }
    // Callers add to a card (a search its distance): a shallow copy keeps the kept one as it was.
    return ids.flatMap((id) => {
      const card = found.get(id);
      return card ? [{ ...card }] : [];
    });
  }

  private async read(ids: number[]): Promise<CarCard[]> {
    const rows = await queries.cardRows(this.knex, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [this.shape(row, row.offers, row.photo_count)] : [];
    });
  }

  /** A card from its rows (the detail page's too). */
  shape(row: queries.CardRow, offers: queries.CardOffer[], photos = 0): CarCard {
    // Uploaded photos when the seller gave some; otherwise the drawn pictures.
    const images =
      photos > 0
        ? Array.from({ length: photos }, (_, n) => `/api/media/photos/${row.id}/${n}`)
        : Array.from(
            { length: Math.max(1, row.image_count) },
            (_, n) => `/api/media/listings/${row.id}/${n}.svg`,
          );
    return {
      id: row.id,
      category: row.category,
      title: row.title,
      make: row.make,
      model: row.model,
      variant: row.variant,
      year: row.year,
      price: row.price,
      mileage: row.mileage,
      fuelType: row.fuel_type,
      transmission: row.transmission,
      bodyType: row.body_type,
      engineSize: row.engine_size,
      powerBhp: row.power_bhp,
      doors: row.doors,
      seats: row.seats,
      color: row.color,
      previousOwners: row.previous_owners,
      isElectric: row.is_electric,
      electricRange: row.electric_range,
      chargingType: row.charging_type,
      serviceHistory: row.service_history,
      image: images[0] as string,
      images,
      platform: row.platform,
      platformName: this.platformName(row.platform),
      externalUrl: row.external_url,
      offers: offers.map((o) => ({
        platform: o.platform,
        platformName: this.platformName(o.platform),
        price: o.price,
        externalUrl: o.external_url,
      })),
      sellerType: row.seller_type,
      dealerName: row.seller_name,
      dealerLocation: row.seller_town,
      postcodeDistrict: row.postcode.split(' ')[0] as string,
      firstSeenAt: new Date(row.first_seen_at).toISOString(),
      dealRating: row.deal_rating,
      priceDrop:
        row.price_drop !== null && row.price_dropped_at !== null
          ? { amount: row.price_drop, at: new Date(row.price_dropped_at).toISOString() }
          : null,
    };
  }
}
