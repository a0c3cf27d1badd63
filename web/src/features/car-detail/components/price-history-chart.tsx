// An inline SVG step chart of each platform's asking price over time (a price holds until it changes),
// every recorded price on every platform the vehicle was ever on (one that no longer lists it too),
// under the vehicle's days on market and relists,
// with a summary in words and a visually-hidden table of every recorded price for screen readers.
// Axis labels are HTML around the SVG so they stay readable when the chart shrinks to a phone's width.
import { useId } from 'react';
import type { CarDetail } from '../../../../../bff/plugins/search/types';
import { pounds } from '../../../lib/format';
import { longDate, shortDate } from '../utils/labels';
import { buildPriceSeries, type PriceSeries } from '../utils/price-history';
import { MarketHistory } from './market-history';

// Distinguishable on white at 3:1 or better; a dash pattern tells lines apart without colour.
const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7e22ce', '#be123c', '#0f766e'];
const DASHES = ['', '6 4', '2 3', '10 4 2 4', '4 2', '1 3'];
const W = 600;
const H = 200;

export function PriceHistoryChart({ car }: { car: CarDetail }) {
  const titleId = useId();
  const summaryId = useId();
  const series = buildPriceSeries(car);
  if (series.length === 0) return null;

  const times = series.flatMap((s) => [...s.points.map((p) => p.time), s.until]);
  const prices = series.flatMap((s) => s.points.map((p) => p.price));
  const t0 = Math.min(...times);
  const t1 = Math.max(...times, t0 + 86_400_000);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const pad = Math.max((hi - lo) * 0.15, lo * 0.02, 100);
  const yMin = lo - pad;
  const yMax = hi + pad;
  const x = (t: number) => ((t - t0) / (t1 - t0)) * W;
  const y = (p: number) => H - ((p - yMin) / (yMax - yMin)) * H;
  // The labels column is 160 px tall; a label is about 16 px high.
  const labelsClose = ((y(lo) - y(hi)) / H) * 160 < 18;

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Price history
      </h2>
      <MarketHistory market={car.market} />
      <ul id={summaryId} className="mt-2 space-y-1 text-sm text-slate-700">
        {series.map((s) => (
          <li key={s.platform}>
            <span className="font-medium text-slate-900">{s.platformName}:</span> <span>{s.summary}</span>
          </li>
        ))}
      </ul>

      <div className="mt-4 flex gap-2">
        <div
          className="relative h-40 w-16 shrink-0 self-start text-right text-xs text-slate-600"
          aria-hidden="true"
        >
          {/* Close prices would print their labels on top of each other: stack them instead. */}
          <span
            className={`absolute right-0 ${labelsClose ? '-translate-y-full' : '-translate-y-1/2'}`}
            style={{ top: `${(y(hi) / H) * 100}%` }}
          >
            {pounds(hi)}
          </span>
          {hi !== lo && (
            <span
              className={`absolute right-0 ${labelsClose ? '' : '-translate-y-1/2'}`}
              style={{ top: `${(y(lo) / H) * 100}%` }}
            >
              {pounds(lo)}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <svg
            role="img"
            aria-label="Price history chart"
            aria-describedby={summaryId}
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            className="block h-40 w-full overflow-visible rounded-md border border-slate-200 bg-slate-50"
          >
            <line x1={0} x2={W} y1={y(hi)} y2={y(hi)} stroke="#cbd5e1" vectorEffect="non-scaling-stroke" />
            <line x1={0} x2={W} y1={y(lo)} y2={y(lo)} stroke="#cbd5e1" vectorEffect="non-scaling-stroke" />
            {series.map((s, i) => (
              <SeriesLine key={s.platform} series={s} index={i} x={x} y={y} />
            ))}
          </svg>
          <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
            <span>{shortDate(new Date(t0).toISOString())}</span>
            <span>{shortDate(new Date(t1).toISOString())}</span>
          </div>
        </div>
      </div>

      {series.length > 1 && (
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Chart legend">
          {series.map((s, i) => (
            <li key={s.platform} className="flex items-center gap-2">
              <svg width="24" height="8" aria-hidden="true">
                <line
                  x1="0"
                  x2="24"
                  y1="4"
                  y2="4"
                  stroke={COLOURS[i % COLOURS.length]}
                  strokeWidth="3"
                  strokeDasharray={DASHES[i % DASHES.length]}
                />
              </svg>
              {s.platformName}
            </li>
          ))}
        </ul>
      )}

      <table className="sr-only">
        <caption>Recorded prices by platform</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Platform</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {car.priceHistory.map((p, i) => (
            <tr key={i}>
              <td>{longDate(p.recordedAt)}</td>
              <td>{p.platformName}</td>
              <td>{pounds(p.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SeriesLine({
  series,
  index,
  x,
  y,
}: {
  series: PriceSeries;
  index: number;
  x: (t: number) => number;
  y: (p: number) => number;
}) {
  const colour = COLOURS[index % COLOURS.length];
  const [first, ...rest] = series.points;
  if (!first) return null;
  let d = `M${x(first.time)},${y(first.price)}`;
  for (const p of rest) d += ` H${x(p.time)} V${y(p.price)}`;
  d += ` H${x(series.until)}`;
  // Zero-length round-capped segments draw round markers that the stretched viewBox cannot distort.
  const markers = series.points.map((p) => `M${x(p.time)},${y(p.price)} l0,0`).join(' ');
  return (
    <g>
      <path
        d={d}
        fill="none"
        stroke={colour}
        strokeWidth={2.5}
        strokeDasharray={DASHES[index % DASHES.length]}
        vectorEffect="non-scaling-stroke"
      />
      <path
        d={markers}
        fill="none"
        stroke={colour}
        strokeWidth={8}
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </g>
  );
}
