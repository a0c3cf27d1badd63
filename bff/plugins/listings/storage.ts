// The per-account photo storage quota (issue 15, item 13): photos live in the database, so one
// account filling listings with photos would fill the disk every other seller shares.
import type { Knex } from 'knex';
import { createError } from '../../lib/errors.js';
import type { Photo } from './photos.js';

const MB = 1024 * 1024;

/** Bytes of photos stored for the user's listings (removing a listing deletes its photos). */
export async function storedPhotoBytes(knex: Knex, userId: number): Promise<number> {
  const row = (await knex('listing_photos as p')
    .join('listings as l', 'l.id', 'p.listing_id')
    .join('sellers as s', 's.id', 'l.seller_id')
    .where('s.user_id', userId)
    .first(knex.raw('coalesce(sum(p.byte_size), 0)::bigint as bytes'))) as { bytes: string | number };
  return Number(row.bytes);
}

/**
 * Refuses (413) photos that would take the account past its quota. Called inside the write's
 * transaction after any photos it drops are deleted; the lock makes two uploads at once queue, so
 * both cannot pass on the same free space.
 */
export async function ensurePhotoRoom(
  trx: Knex.Transaction,
  userId: number,
  adding: Photo[],
  quotaBytes: number,
): Promise<void> {
  if (adding.length === 0) return;
  await trx.raw('select pg_advisory_xact_lock(?, ?)', [4105, userId]);
  const used = await storedPhotoBytes(trx, userId);
  const added = adding.reduce((sum, photo) => sum + photo.data.length, 0);
  if (used + added > quotaBytes)
    throw createError(
      'PHOTO_STORAGE_FULL',
      `photos: Your photo storage is full: ${size(used)} of ${size(quotaBytes)} used, and these photos ` +
        `need ${size(added)}. Remove photos or listings you no longer need to make room.`,
      413,
    );
}

function size(bytes: number): string {
  if (bytes >= MB) return `${Math.round((bytes / MB) * 10) / 10} MB`;
  return `${Math.round((bytes / 1024) * 10) / 10} KB`;
}
