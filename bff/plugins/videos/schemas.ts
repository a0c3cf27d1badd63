// The video generator's API shapes (001 §7; the issue 13 contract): the generate body, the queries, and
// the VideoJob the page and the social toolkit read. Every failure names its field.
import * as v from 'valibot';

export const DURATIONS = [15, 30, 60] as const;
export const ASPECT_RATIOS = ['9:16', '1:1', '16:9'] as const;
export const TEMPLATE_IDS = ['spotlight', 'walkaround', 'price-drop', 'comparison'] as const;
export const VIDEO_STATUSES = ['queued', 'rendering', 'completed', 'failed'] as const;

export type Duration = (typeof DURATIONS)[number];
export type AspectRatio = (typeof ASPECT_RATIOS)[number];
export type TemplateId = (typeof TEMPLATE_IDS)[number];
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** The output frame of each aspect ratio (the issue: 1080×1920, 1080×1080, 1920×1080). */
export const FRAME: Record<AspectRatio, { width: number; height: number }> = {
  '9:16': { width: 1080, height: 1920 },
  '1:1': { width: 1080, height: 1080 },
  '16:9': { width: 1920, height: 1080 },
};

export const DEFAULT_CALL_TO_ACTION = 'Visit us today for a test drive!';
export const DEFAULT_COLOURS = { primary: '#3B82F6', secondary: '#1E40AF' };

const id = (what: string) =>
  v.pipe(
    v.number(`must be ${what}`),
    v.integer(`must be ${what}`),
    v.minValue(1, `must be ${what}`),
    v.maxValue(2 ** 31 - 1, `must be ${what}`),
  );
const colour = v.pipe(
  v.string('must be a colour such as #3B82F6'),
  v.trim(),
  v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #3B82F6'),
  v.toUpperCase(),
);
const logoId = v.pipe(v.string('must be a logo id'), v.regex(/^[A-Za-z0-9_-]{10,40}$/, 'must be a logo id'));

export const brandingSchema = v.optional(
  v.object({
    logo: v.optional(v.nullable(logoId), null),
    colors: v.optional(
      v.object({
        primary: v.optional(colour, DEFAULT_COLOURS.primary),
        secondary: v.optional(colour, DEFAULT_COLOURS.secondary),
      }),
      { ...DEFAULT_COLOURS },
    ),
    watermark: v.optional(v.boolean('must be true or false'), true),
  }),
  { logo: null, colors: { ...DEFAULT_COLOURS }, watermark: true },
);

/** The body of POST /api/tiktok/generate without `dealerId`: what the social toolkit passes too. */
export const generateInputSchema = v.object({
  carId: id('a car number'),
  template: v.optional(v.picklist(TEMPLATE_IDS, `must be one of ${TEMPLATE_IDS.join(', ')}`), 'spotlight'),
  duration: v.optional(v.picklist(DURATIONS, 'must be 15, 30 or 60 (seconds)'), 30),
  aspectRatio: v.optional(v.picklist(ASPECT_RATIOS, 'must be 9:16, 1:1 or 16:9'), '9:16'),
  dealerBranding: brandingSchema,
  callToAction: v.optional(
    v.pipe(
      v.string('must be text'),
      v.trim(),
      v.minLength(1, 'must be 1 to 80 characters'),
      v.maxLength(80, 'must be 1 to 80 characters'),
    ),
    DEFAULT_CALL_TO_ACTION,
  ),
});
export type GenerateVideoInput = v.InferInput<typeof generateInputSchema>;
export type VideoConfigInput = v.InferOutput<typeof generateInputSchema>;

export const generateSchema = v.object({
  dealerId: v.optional(v.nullable(id('a dealer number'))),
  ...generateInputSchema.entries,
});

const queryInt = (fallback: number, min: number, max: number, what: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,9}$/, `must be ${what}`),
      v.transform(Number),
      v.minValue(min, `must be at least ${min}`),
      v.maxValue(max, `must be at most ${max}`),
    ),
    String(fallback),
  );
const queryDealer = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'must be a dealer number'),
    v.transform(Number),
    v.minValue(1, 'must be a dealer number'),
  ),
);

export const dealerQuerySchema = v.object({ dealerId: queryDealer });
export const recentQuerySchema = v.object({
  dealerId: queryDealer,
  limit: queryInt(10, 1, 50, 'a whole number'),
});
export const carsQuerySchema = v.object({
  dealerId: queryDealer,
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'must be at most 100 characters')), ''),
  limit: queryInt(8, 1, 50, 'a whole number'),
  offset: queryInt(0, 0, 1_000_000, 'a whole number'),
  all: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
      v.transform((s) => s === 'true' || s === '1'),
    ),
    'false',
  ),
});
export const videoParamsSchema = v.object({
  id: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, 'must be a video number'),
    v.transform(Number),
    v.minValue(1, 'must be a video number'),
  ),
});
export const fileParamsSchema = v.object({
  key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be a video key')),
});
export const fileQuerySchema = v.object({
  download: v.optional(v.picklist(['1', 'true', '0', 'false'], 'must be 1 or 0')),
});
export const logoParamsSchema = v.object({ id: logoId });

export interface VideoConfig {
  template: TemplateId;
  duration: Duration;
  aspectRatio: AspectRatio;
  dealerId: number;
  carId: number;
  dealerBranding: {
    logo: string | null;
    colors: { primary: string; secondary: string };
    watermark: boolean;
  };
  callToAction: string;
}

export interface VideoJob {
  id: number;
  status: VideoStatus;
  /** 0-100, real: the scenes drawn, then ffmpeg's own progress. */
  progress: number;
  stage: string | null;
  config: VideoConfig;
  car: { id: number; title: string };
  width: number;
  height: number;
  outputUrl: string | null;
  downloadUrl: string | null;
  /** Milliseconds the last render took. */
  processingTime: number | null;
  sizeBytes: number | null;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export interface VideoTemplate {
  id: TemplateId;
  name: string;
  description: string;
  default: boolean;
  scenes: SceneSpec[];
}

export type SceneKind = 'title' | 'photos' | 'specs' | 'price' | 'cta' | 'branding';

export interface SceneSpec {
  id: string;
  name: string;
  kind: SceneKind;
  /** The fraction of the duration; a template's shares sum to 1. */
  share: number;
}
