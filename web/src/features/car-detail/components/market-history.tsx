// 'Listed for 48 days across 2 platforms · relisted once': the vehicle's whole life on the market,
// on every platform we have seen it on, through relists (docs/buyer-intelligence.md).
import type { MarketHistory as Market } from '../../../../../bff/plugins/search/types';
import { longDate } from '../utils/labels';

const count = (n: number, word: string) => `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;
const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

export function marketSummary(market: Market): string {
  const days = market.daysOnMarket === 0 ? 'less than a day' : count(market.daysOnMarket, 'day');
  const line = `Listed for ${days} across ${count(market.platformsSeen, 'platform')}`;
  return market.relists > 0 ? `${line} · relisted ${times(market.relists)}` : line;
}

export function MarketHistory({ market }: { market: Market }) {
  return (
    <p className="mt-1 text-sm text-slate-700">
      <span className="font-medium text-slate-900">{marketSummary(market)}</span>
      <span className="text-slate-600"> (first seen {longDate(market.firstSeenAt)})</span>
    </p>
  );
}
