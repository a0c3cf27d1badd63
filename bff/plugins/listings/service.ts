// A private seller's listings (DECISIONS 13): create, edit and remove them, each write in one
// transaction, then wait for the change feed to apply it, so this process's search shows it at once.
import type { Knex } from 'knex';
import { districtOf, resolveLocation } from '../../../db/reference/uk-places.js';
import { createError, notFound } from '../../lib/errors.js';
import type { SearchService } from '../search/service.js';
import type { ChangeFeed } from '../../lib/changes/feed.js';
import type { Photo } from './photos.js';
import * as queries from './queries.js';
import { ensurePhotoRoom } from './storage.js';
import type { ListingInput } from './schemas.js';
import type { UserListingsResponse } from './types.js';

export const FIRST_PARTY = { id: 'allmotors', bit: 8 } as const;
const DAY = 86_400_000;

export class ListingsService {
  constructor(
    private readonly knex: Knex,
    private readonly search: SearchService,
    private readonly feed: ChangeFeed,
  ) {}

  async create(
    userId: number,
    input: ListingInput,
    photos: Photo[],
    photoQuotaBytes: number,
  ): Promise<{ id: number }> {
    const place = locate(input.postcode);
    const id = await registrationGuard(
      this.knex.transaction(async (trx) => {
        const sellerId = await this.sellerFor(trx, userId, input, place);
        const [row] = (await trx('listings')
          .insert({
            ...columns(input, place, photos.length),
            seller_id: sellerId,
            seller_type: 'private',
            platform: FIRST_PARTY.id,
            external_url: '',
            platform_mask: 1 << FIRST_PARTY.bit,
            offer_count: 1,
          })
          .returning('id')) as { id: number }[];
        const listingId = row!.id;
        await trx('listings')
          .where({ id: listingId })
          .update({ external_url: `/cars/${listingId}` });
        const [offer] = (await trx('offers')
          .insert({
            listing_id: listingId,
            platform: FIRST_PARTY.id,
            external_id: `listing-${listingId}`,
            external_url: `/cars/${listingId}`,
            price: input.price,
          })
          .returning('id')) as { id: number }[];
        await trx('price_history').insert({
          listing_id: listingId,
          offer_id: offer!.id,
          platform: FIRST_PARTY.id,
          price: input.price,
        });
        await ensurePhotoRoom(trx, userId, photos, photoQuotaBytes);
        await insertPhotos(trx, listingId, photos, 0);
        return listingId;
      }),
    );
    await this.feed.sync();
    return { id };
  }

  async update(
    userId: number,
    id: number,
    input: ListingInput,
    keep: number[] | undefined,
    photos: Photo[],
    photoQuotaBytes: number,
  ) {
    const place = locate(input.postcode);
    const owned = await queries.ownedListing(this.knex, userId, id);
    if (!owned || owned.status !== 'active') throw notFound('Listing');
    await registrationGuard(
      this.knex.transaction(async (trx) => {
        await this.sellerFor(trx, userId, input, place);
        const current = (await trx('listing_photos').select('id', 'position').where({ listing_id: id })) as {
          id: number;
          position: number;
        }[];
        const kept = keep ?? current.map((p) => p.position).sort((a, b) => a - b);
        if (kept.length + photos.length > 10)
          throw createError('TOO_MANY_PHOTOS', 'photos: at most 10 photos per listing', 400);
        const byPosition = new Map(current.map((p) => [p.position, p.id]));
        if (kept.some((p) => !byPosition.has(p)) || new Set(kept).size !== kept.length)
          throw createError('BAD_KEEP', 'keepPhotos: must list current photo positions once each', 400);
        // Renumber in two steps so the unique (listing_id, position) never collides mid-way.
        await trx('listing_photos').where({ listing_id: id }).whereNotIn('position', kept).delete();
        await trx('listing_photos')
          .where({ listing_id: id })
          .update({ position: trx.raw('position + 100') });
        for (const [n, position] of kept.entries())
          await trx('listing_photos')
            .where({ id: byPosition.get(position) })
            .update({ position: n });
        await ensurePhotoRoom(trx, userId, photos, photoQuotaBytes);
        await insertPhotos(trx, id, photos, kept.length);
        await trx('listings')
          .where({ id })
          .update({ ...columns(input, place, kept.length + photos.length), updated_at: trx.fn.now() });
        if (input.price !== owned.price) {
          const offer = (await trx('offers').where({ listing_id: id, platform: FIRST_PARTY.id }).first()) as {
            id: number;
          };
          await trx('offers')
            .where({ id: offer.id })
            .update({ price: input.price, last_seen_at: trx.fn.now() });
          await trx('price_history').insert({
            listing_id: id,
            offer_id: offer.id,
            platform: FIRST_PARTY.id,
            price: input.price,
          });
        }
      }),
    );
    await this.feed.sync();
    return { id };
  }

  async remove(userId: number, id: number): Promise<void> {
    const owned = await queries.ownedListing(this.knex, userId, id);
    if (!owned || owned.status !== 'active') throw notFound('Listing');
    await this.knex.transaction(async (trx) => {
      await trx('listings')
        .where({ id })
        .update({ status: 'removed', removed_at: trx.fn.now(), updated_at: trx.fn.now() });
      await trx('offers').where({ listing_id: id }).update({ status: 'removed' });
      // A removed listing's photos are never served again; deleting them frees the seller's storage.
      await trx('listing_photos').where({ listing_id: id }).delete();
    });
    await this.feed.sync();
  }

  async list(userId: number): Promise<UserListingsResponse> {
    const rows = await queries.userListingRows(this.knex, userId);
    const live = rows.filter((r) => r.status === 'active');
    // Paired by id: cards() leaves out any id it cannot find, so positions may not line up.
    const cards = new Map((await this.search.cards(live.map((r) => r.id))).map((c) => [c.id, c]));
    const now = Date.now();
    return {
      cars: live.flatMap((row) => {
        const card = cards.get(row.id);
        if (!card) return [];
        return [
          {
            ...card,
            status: row.status,
            views: row.views,
            enquiries: row.enquiries,
            photoCount: row.photo_count,
            daysListed: Math.floor((now - new Date(row.first_seen_at).getTime()) / DAY),
            form: {
              description: row.description,
              features: row.features,
              registration: row.registration,
              postcode: row.postcode,
              town: row.town,
            },
          },
        ];
      }),
      stats: { active: live.length, total: rows.length },
    };
  }

  async photo(listingId: number, position: number) {
    const row = (await this.knex('listing_photos as p')
      .join('listings as l', 'l.id', 'p.listing_id')
      .select('p.content_type', 'p.data', 'p.id')
      .where({ 'p.listing_id': listingId, 'p.position': position, 'l.status': 'active' })
      .first()) as { content_type: string; data: Uint8Array; id: number } | undefined;
    if (!row) throw notFound('Photo');
    return { contentType: row.content_type, data: Buffer.from(row.data), etag: `p${row.id}` };
  }

  /** One seller row per user, created on their first listing; its town follows their latest form. */
  private async sellerFor(trx: Knex.Transaction, userId: number, input: ListingInput, place: Place) {
    const existing = await queries.sellerIdOf(trx, userId);
    const fields = { town: input.town, postcode: place.postcode, lat: place.lat, lon: place.lon };
    if (existing) {
      await trx('sellers').where({ id: existing }).update(fields);
      return existing;
    }
    const [row] = (await trx('sellers')
      .insert({ ...fields, user_id: userId, seller_type: 'private', name: 'Private seller' })
      .returning('id')) as { id: number }[];
    return row!.id;
  }
}

interface Place {
  postcode: string;
  lat: number;
  lon: number;
}

function locate(postcode: string): Place {
  const place = districtOf(postcode) ? resolveLocation(postcode) : null;
  if (!place) throw createError('BAD_POSTCODE', `postcode: '${postcode}' is not a UK postcode we know`, 400);
  return { postcode: place.label, lat: place.lat, lon: place.lon };
}

/** The listing's columns from the form; the title reads like the sources' titles. */
function columns(input: ListingInput, place: Place, photos: number) {
  const trim = input.variant.startsWith(input.model)
    ? input.variant.slice(input.model.length).trim()
    : input.variant;
  const engine = input.engineSize > 0 ? input.engineSize.toFixed(1) : '';
  const title = [input.year, input.make, input.model, trim, engine].filter(Boolean).join(' ');
  // Relevance as the seed scores it: completeness, a neutral price score (no expected value for a
  // vehicle typed in by hand) and full freshness, with the private sellers' weight.
  const completeness =
    Math.min(1, input.features.length / 10) * 0.5 +
    (input.serviceHistory === 'full' ? 0.3 : 0.1) +
    (input.registration ? 0.2 : 0);
  const relevance = Math.round((0.35 * completeness + 0.35 * 0.5 + 0.2 + 0.04) * 1000) / 1000;
  return {
    category: input.category,
    title,
    make: input.make,
    model: input.model,
    variant: input.variant,
    year: input.year,
    price: input.price,
    mileage: input.mileage,
    fuel_type: input.fuelType,
    transmission: input.transmission,
    body_type: input.bodyType,
    engine_size: Math.round(input.engineSize * 10) / 10,
    doors: input.doors,
    seats: input.seats,
    color: input.color,
    previous_owners: input.previousOwners,
    is_electric: input.fuelType === 'Electric',
    description: input.description,
    features: input.features,
    service_history: input.serviceHistory,
    registration: input.registration,
    image_count: photos,
    postcode: place.postcode,
    lat: place.lat,
    lon: place.lon,
    relevance,
  };
}

async function insertPhotos(trx: Knex.Transaction, listingId: number, photos: Photo[], from: number) {
  for (const [n, photo] of photos.entries()) {
    await trx('listing_photos').insert({
      listing_id: listingId,
      position: from + n,
      content_type: photo.contentType,
      data: photo.data,
      byte_size: photo.data.length,
    });
  }
}

/** A registration already on sale is the seller's mistake to fix, named as such (not a bare 409). */
async function registrationGuard<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const pg = error as { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'listings_registration_uq')
      throw createError(
        'DUPLICATE_REGISTRATION',
        'registration: a vehicle with this registration is already on sale',
        409,
      );
    throw error;
  }
}
