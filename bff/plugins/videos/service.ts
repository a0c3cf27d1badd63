// The video generator's rules (issue 13): who may make a video of which car, the job's machine moves
// (each in one transaction with its row), logos, and the finished file. Used by the routes and by the
// social toolkit (`server.app.videos.create` / `get`).
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import * as v from 'valibot';
import { ActorHost } from '../../lib/actors/host.js';
import { createError, notFound } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/image-reencode.js';
import { issuesMessage } from '../../lib/validate.js';
import type { Credentials } from '../auth/index.js';
import {
  carInScope,
  dealerCars,
  marketingDealers,
  resolveDealerScope,
  type DealerScope,
  type MarketingCar,
  type MarketingDealer,
} from '../dealers/marketing-scope.js';
import { sniffImage } from '../listings/photos.js';
import { videoActorId, videoDefinition } from './definitions.js';
import {
  comparables,
  lastPriceChange,
  listingCategory,
  recentVideos,
  searchListings,
  videoRow,
} from './queries.js';
import type { VideoRow } from './queries.js';
import type { RenderSpec } from './render/types.js';
import {
  FRAME,
  generateInputSchema,
  type GenerateVideoInput,
  type VideoConfig,
  type VideoJob,
} from './schemas.js';
import { templateOf, TEMPLATES } from './templates.js';

export type { DealerScope };
export const MAX_LOGO_BYTES = 1024 * 1024;

const token = (bytes: number) => randomBytes(bytes).toString('base64url');
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toVideoJob(row: VideoRow): VideoJob {
  const done = row.status === 'completed';
  const url = `/api/media/videos/${row.output_key}.mp4`;
  return {
    id: row.id,
    status: row.status,
    progress: done ? 100 : row.progress,
    stage: row.stage,
    config: row.config,
    car: { id: row.listing_id, title: row.car_title },
    width: row.width,
    height: row.height,
    outputUrl: done ? url : null,
    downloadUrl: done ? `${url}?download=1` : null,
    processingTime: done ? row.processing_ms : null,
    sizeBytes: done ? row.size_bytes : null,
    error: row.status === 'failed' ? row.error : null,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    completedAt: iso(row.completed_at),
  };
}

export class VideoService {
  readonly host: ActorHost;

  constructor(readonly knex: Knex) {
    this.host = new ActorHost(knex);
  }

  templates() {
    return { templates: TEMPLATES };
  }

  /** The dealers the caller may work for; anyone but an admin or an approved dealer gets a 403. */
  async dealers(credentials: Credentials): Promise<{ dealers: MarketingDealer[]; canChoose: boolean }> {
    const isAdmin = credentials.user.role === 'admin';
    if (!isAdmin) await resolveDealerScope(this.knex, credentials);
    return { dealers: await marketingDealers(this.knex, credentials), canChoose: isAdmin };
  }

  async cars(
    credentials: Credentials,
    query: { dealerId?: number; q: string; limit: number; offset: number; all: boolean },
  ): Promise<{ cars: MarketingCar[]; total: number }> {
    if (!query.all) {
      const scope = await resolveDealerScope(this.knex, credentials, query.dealerId);
      return dealerCars(this.knex, scope.dealerId, query);
    }
    if (credentials.user.role !== 'admin')
      throw createError('ADMINS_ONLY', 'all: only an admin may search every listing', 403);
    const { ids, total } = await searchListings(this.knex, query);
    const anyCar = { dealerId: 0, dealerName: '', isAdmin: true };
    const cars = await Promise.all(ids.map((id) => carInScope(this.knex, anyCar, id)));
    return { cars, total };
  }

  /** Asks for a video: the job row and its machine (which queues the render), in one transaction. */
  async create(scope: DealerScope, input: GenerateVideoInput): Promise<VideoJob> {
    const parsed = v.safeParse(generateInputSchema, input);
    if (!parsed.success) throw createError('INVALID_INPUT', issuesMessage(parsed.issues), 400);
    const body = parsed.output;
    const car = await carInScope(this.knex, scope, body.carId);
    const logo = body.dealerBranding.logo;
    if (
      logo &&
      !(await this.knex('marketing_logos').where({ id: logo, dealer_id: scope.dealerId }).first('id'))
    )
      throw createError('UNKNOWN_LOGO', 'dealerBranding.logo: upload the logo first', 400);
    const config: VideoConfig = { ...body, dealerId: scope.dealerId, carId: car.id };
    const frame = FRAME[body.aspectRatio];
    const id = await this.knex.transaction(async (trx) => {
      const [row] = (await trx('video_jobs')
        .insert({
          dealer_id: scope.dealerId,
          listing_id: car.id,
          car_title: car.title,
          config: JSON.stringify(config),
          width: frame.width,
          height: frame.height,
          output_key: token(18),
        })
        .returning('id')) as { id: number }[];
      await this.host.create(trx, videoDefinition, videoActorId(row!.id), { videoId: row!.id });
      return row!.id;
    });
    return this.get(scope, id);
  }

  /** One video, if the scope may see it (an admin any); else 404, as if there were none. */
  async get(scope: DealerScope, id: number): Promise<VideoJob> {
    return toVideoJob(await this.row(scope, id));
  }

  /** Whose video it is (admins open a video without naming its dealer). */
  async dealerOf(id: number): Promise<number> {
    const row = (await this.knex('video_jobs').where({ id }).first('dealer_id')) as
      { dealer_id: number } | undefined;
    if (!row) throw notFound('Video');
    return row.dealer_id;
  }

  async recent(scope: DealerScope, limit: number): Promise<{ videos: VideoJob[] }> {
    return { videos: (await recentVideos(this.knex, scope.dealerId, limit)).map(toVideoJob) };
  }

  /** 'Try Again': a failed video is queued for a new render attempt (409 in any other state). */
  async retry(scope: DealerScope, id: number): Promise<VideoJob> {
    await this.row(scope, id);
    await this.host.sendWithRetry(this.knex, videoDefinition, videoActorId(id), { type: 'RETRY' });
    return this.get(scope, id);
  }

  async uploadLogo(scope: DealerScope, data: Buffer): Promise<{ logo: { id: string; url: string } }> {
    if (data.length === 0) throw createError('INVALID_LOGO', 'logo: send the image as the request body', 400);
    if (data.length > MAX_LOGO_BYTES) throw createError('INVALID_LOGO', 'logo: must be at most 1 MiB', 400);
    const type = sniffImage(data);
    if (type !== 'image/png' && type !== 'image/jpeg')
      throw createError('INVALID_LOGO', 'logo: must be a PNG or JPEG image', 400);
    // Stored as a decoded and re-encoded copy (no metadata; a PNG stays PNG for its transparency).
    const copy = await reencodeImage(data, type, { keepPng: true });
    if (!copy.ok) throw createError('INVALID_LOGO', 'logo: is not an image we can read', 400);
    const id = token(15);
    await this.knex('marketing_logos').insert({
      id,
      dealer_id: scope.dealerId,
      content_type: copy.contentType,
      data: copy.data,
    });
    return { logo: { id, url: `/api/media/logos/${id}` } };
  }

  async logo(id: string): Promise<{ contentType: string; data: Buffer }> {
    const row = (await this.knex('marketing_logos').where({ id }).first('content_type', 'data')) as
      { content_type: string; data: Uint8Array } | undefined;
    if (!row) throw notFound('Logo');
    return { contentType: row.content_type, data: Buffer.from(row.data) };
  }

  /** A finished video's bytes by its public key; a video not completed is not there yet (404). */
  async file(key: string): Promise<{ data: Buffer; name: string }> {
    const row = (await this.knex('video_jobs as j')
      .join('video_files as f', 'f.video_id', 'j.id')
      .where({ 'j.output_key': key, 'j.status': 'completed' })
      .first('j.id', 'j.listing_id', 'f.data')) as
      { id: number; listing_id: number; data: Uint8Array } | undefined;
    if (!row) throw notFound('Video');
    return { data: Buffer.from(row.data), name: `allmotors-${row.listing_id}-${row.id}.mp4` };
  }

  /** Everything a render needs, read fresh when the job starts (the car as it is now). */
  async renderSpec(videoId: number): Promise<RenderSpec> {
    const row = await videoRow(this.knex, videoId);
    if (!row) throw notFound('Video');
    const config = row.config;
    const dealer = (await this.knex('dealers').where({ id: row.dealer_id }).first('name')) as {
      name: string;
    };
    let car: MarketingCar;
    try {
      car = await carInScope(
        this.knex,
        { dealerId: row.dealer_id, dealerName: '', isAdmin: true },
        row.listing_id,
      );
    } catch {
      throw createError('CAR_GONE', 'The car is no longer listed', 409);
    }
    const logo = config.dealerBranding.logo
      ? await this.logo(config.dealerBranding.logo).catch(() => null)
      : null;
    return {
      videoId,
      width: row.width,
      height: row.height,
      duration: config.duration,
      template: templateOf(config.template),
      car,
      category: await listingCategory(this.knex, car.id),
      dealerName: dealer.name,
      branding: { colors: config.dealerBranding.colors, watermark: config.dealerBranding.watermark, logo },
      callToAction: config.callToAction,
      facts: {
        priceChange: await lastPriceChange(this.knex, car.id, car.price),
        market: await comparables(this.knex, car),
      },
    };
  }

  private async row(scope: DealerScope, id: number): Promise<VideoRow> {
    const row = await videoRow(this.knex, id);
    if (!row || (!scope.isAdmin && row.dealer_id !== scope.dealerId)) throw notFound('Video');
    return row;
  }
}
