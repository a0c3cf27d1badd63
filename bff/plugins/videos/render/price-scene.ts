// The price scenes, with real figures only (DECISIONS 11): the plain price; price-drop's reduction
// from the car's price history (none → the current price, said as it is); comparison's price against
// the median of the other active listings of its make and model (none → said so).
import { longDate, margin, miles, pounds, text, wrap, WHITE, type Frame } from './draw.js';
import type { RenderSpec } from './types.js';

export function priceScene(spec: RenderSpec, f: Frame, sceneId: string): string {
  const car = spec.car;
  const cx = f.W / 2;
  const big = f.u * (f.landscape ? 150 : 160);
  const y = f.H * 0.47;
  const line = (t: string, dy: number, size: number, bold = false, opacity = 1) =>
    text(wrap(t, f.W - 2 * margin(f), size, 3, bold), cx, y + dy, {
      size,
      fill: WHITE,
      bold,
      anchor: 'middle',
      opacity,
    });
  const change = spec.facts.priceChange;
  if (sceneId === 'price-drop' && change && change.previous > car.price) {
    const was = `Was ${pounds(change.previous)}`;
    const wasY = y - big * 1.3;
    const strike = was.length * 0.58 * f.u * 60;
    return (
      line(was, -big * 1.3, f.u * 60, false, 0.75) +
      `<rect x="${cx - strike / 2}" y="${wasY - f.u * 22}" width="${strike}" height="${f.u * 6}" fill="${WHITE}" opacity=".75"/>` +
      line('Now', -big * 0.55, f.u * 56, false, 0.85) +
      line(pounds(car.price), big * 0.35, big, true) +
      line(`Save ${pounds(change.previous - car.price)}`, big * 1.25, f.u * 70, true) +
      line(`Reduced on ${longDate(change.since)}`, big * 1.25 + f.u * 90, f.u * 40, false, 0.8)
    );
  }
  if (sceneId === 'market') {
    const { median, count } = spec.facts.market;
    const model = `${car.make} ${car.model}`;
    if (median === null || count === 0)
      return (
        line(pounds(car.price), 0, big, true) +
        line(`The only ${model} listed on AllMotors right now`, big * 0.8, f.u * 46, false, 0.9)
      );
    const diff = median - car.price;
    const verdict =
      Math.abs(diff) < 100 * 100
        ? 'In line with the market'
        : diff > 0
          ? `${pounds(diff)} below the median`
          : `${pounds(-diff)} above the median`;
    return (
      line('This car', -big * 1.35, f.u * 44, false, 0.8) +
      line(pounds(car.price), -big * 0.45, big * 0.8, true) +
      line(
        `Median of ${count} ${model}${count === 1 ? '' : 's'} listed: ${pounds(median)}`,
        big * 0.45,
        f.u * 44,
        false,
        0.9,
      ) +
      line(verdict, big * 0.45 + f.u * 150, f.u * 70, true)
    );
  }
  // No drop in its history (or the plain price scene): the price as it is, nothing invented.
  return (
    line('Our price', -big * 1.1, f.u * 56, false, 0.8) +
    line(pounds(car.price), 0, big, true) +
    line(`${miles(car.mileage)} · ${car.location}`, big * 0.8, f.u * 46, false, 0.85)
  );
}
