// 'Price dropped £500 on 12 Nov' on a result card: the listing's last price fall, on any platform
// (docs/buyer-intelligence.md, 'Days on market and price history').
import { TrendingDown } from 'lucide-react';
import type { PriceDrop } from '../../../../../bff/plugins/search/types';
import { pounds } from '../../../lib/format';

// UK dates, as a UK buyer reads them.
const dayMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'Europe/London',
});

export function PriceDropNote({ drop }: { drop: PriceDrop }) {
  return (
    <p className="-mt-1 inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
      <TrendingDown aria-hidden className="h-4 w-4" />
      Price dropped {pounds(drop.amount)} on {dayMonth.format(new Date(drop.at))}
    </p>
  );
}
