// What a render is given and how it reports: the plugin's render function is swappable (tests inject a
// fake one so API tests need no ffmpeg), and the real one is render/pipeline.ts.
import type { MarketingCar } from '../../dealers/marketing-scope.js';
import type { VideoTemplate } from '../schemas.js';

export interface RenderFacts {
  /** The car's last price change from price_history; null when its price never changed. */
  priceChange: { previous: number; since: string } | null;
  /** Active listings of the same make and model (the car left out) and their median price. */
  market: { count: number; median: number | null };
}

export interface RenderSpec {
  videoId: number;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  template: VideoTemplate;
  car: MarketingCar;
  /** The listing's category, for its drawings (car, van, motorcycle). */
  category: string;
  dealerName: string;
  branding: {
    colors: { primary: string; secondary: string };
    watermark: boolean;
    logo: { contentType: string; data: Buffer } | null;
  };
  callToAction: string;
  facts: RenderFacts;
}

export interface RenderProgress {
  /** 0-100. */
  progress: number;
  stage: string;
}

export interface RenderOptions {
  /** Aborted when the job's lease is lost or the server stops: the render stops (ffmpeg is killed). */
  signal: AbortSignal;
  onProgress(progress: RenderProgress): void;
}

/** Renders the MP4 and returns its bytes. */
export type RenderFunction = (spec: RenderSpec, options: RenderOptions) => Promise<Buffer>;
