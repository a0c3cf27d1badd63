// The JSON API platforms (motormart, wheelswap): `GET /api/v1/vehicles?limit=L&cursor=C`.
import type { PostingView } from './view.js';

export function apiVehicle(v: PostingView): Record<string, unknown> {
  return {
    id: v.id,
    url: v.url,
    title: v.title,
    category: v.category,
    make: v.make,
    model: v.model,
    variant: v.variant,
    year: v.year,
    price_gbp: v.price,
    mileage: v.mileage,
    fuel: v.fuel,
    transmission: v.transmission,
    body: v.body,
    engine_litres: v.engineLitres,
    power_bhp: v.powerBhp,
    doors: v.doors,
    seats: v.seats,
    colour: v.colour,
    owners: v.owners,
    registration: v.registration,
    vin: v.vin,
    service_history: v.serviceHistory,
    mot_expiry: v.motExpiry,
    features: v.features,
    description: v.description,
    images: v.images,
    seller: {
      type: v.seller.type,
      name: v.seller.name,
      town: v.seller.town,
      postcode: v.seller.postcode,
      phone: v.seller.phone,
    },
    listed_at: v.listedAt,
    updated_at: v.updatedAt,
  };
}

export function apiPage(views: PostingView[], total: number, nextCursor: string | null): string {
  return JSON.stringify({ data: views.map(apiVehicle), meta: { total, next_cursor: nextCursor } });
}

/** The cursor is opaque to clients: the seq of the last posting they were given. */
export function encodeCursor(seq: number): string {
  return Buffer.from(`s${seq}`).toString('base64url');
}

export function decodeCursor(cursor: string): number | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^s(\d{1,15})$/.exec(text);
  return match ? Number(match[1]) : null;
}

export function apiError(message: string): string {
  return JSON.stringify({ error: message });
}
