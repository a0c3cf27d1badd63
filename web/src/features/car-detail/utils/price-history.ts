// Turns a listing's price history (oldest first, every platform mixed) into one series per platform
// and a plain-words summary of how each platform's price has moved.
import type { CarDetail } from '../../../../../bff/plugins/search/types';
import { pounds } from '../../../lib/format';
import { shortDate } from './labels';

export interface PricePoint {
  time: number;
  price: number;
}

export interface PriceSeries {
  platform: string;
  platformName: string;
  points: PricePoint[];
  /** When the platform was last seen still asking its latest price: the line runs on to here. */
  until: number;
  /** The platform's current asking price. */
  latest: number;
  /** 'Price dropped £500 since 3 Oct', 'Price rose …', 'Price unchanged since …' */
  summary: string;
}

export function buildPriceSeries(car: Pick<CarDetail, 'priceHistory' | 'offers'>): PriceSeries[] {
  const byPlatform = new Map<string, { platformName: string; points: PricePoint[] }>();
  for (const entry of car.priceHistory) {
    const series = byPlatform.get(entry.platform) ?? { platformName: entry.platformName, points: [] };
    series.points.push({ time: Date.parse(entry.recordedAt), price: entry.price });
    byPlatform.set(entry.platform, series);
  }
  const result: PriceSeries[] = [];
  for (const [platform, { platformName, points }] of byPlatform) {
    points.sort((a, b) => a.time - b.time);
    const first = points[0];
    const last = points[points.length - 1];
    if (!first || !last) continue;
    const offer = car.offers.find((o) => o.platform === platform);
    const seen = offer ? Date.parse(offer.lastSeenAt) : last.time;
    result.push({
      platform,
      platformName,
      points,
      until: Math.max(seen, last.time),
      latest: last.price,
      // A platform that no longer lists the vehicle (it left, or the car was relisted elsewhere) keeps
      // its line: the history is the vehicle's, across platforms.
      summary:
        describeChange(first.price, last.price, first.time) + (offer ? '' : ' (no longer listed there)'),
    });
  }
  // The platform asking least today comes first, as it does in the offers list.
  return result.sort((a, b) => a.latest - b.latest);
}

function describeChange(from: number, to: number, since: number): string {
  const date = shortDate(new Date(since).toISOString());
  if (to < from) return `Price dropped ${pounds(from - to)} since ${date}`;
  if (to > from) return `Price rose ${pounds(to - from)} since ${date}`;
  return `Price unchanged since ${date}`;
}
