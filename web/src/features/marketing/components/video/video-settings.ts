// The video page's settings as one value: what POST /api/tiktok/generate is sent and what the preview
// draws. Defaults from 001 §9.
import type { AspectRatio, Duration, MarketingCar } from '../../types';
import { DEFAULTS } from '../../lib/video';

export interface VideoSettings {
  car: MarketingCar | null;
  template: string;
  duration: Duration;
  aspectRatio: AspectRatio;
  primary: string;
  secondary: string;
  logo: { id: string; url: string } | null;
  watermark: boolean;
  callToAction: string;
}

export const initialSettings = (): VideoSettings => ({
  car: null,
  template: DEFAULTS.template,
  duration: DEFAULTS.duration,
  aspectRatio: DEFAULTS.aspectRatio,
  primary: DEFAULTS.primary,
  secondary: DEFAULTS.secondary,
  logo: null,
  watermark: DEFAULTS.watermark,
  callToAction: DEFAULTS.callToAction,
});

export type SettingsChange = (change: Partial<VideoSettings>) => void;
