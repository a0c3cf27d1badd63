// A rating out of 10 in its threshold colour (000 §9), with its stars.
import { outOfTen, ratingColourClass } from '../lib/rating';
import { Stars } from './stars';

export function RatingBadge({ rating }: { rating: number }) {
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <span
        className={`rounded-lg px-2.5 py-1 text-sm font-bold tabular-nums ${ratingColourClass(rating)}`}
        data-testid="rating-badge"
      >
        <span className="sr-only">Rated </span>
        {outOfTen(rating)}
      </span>
      <Stars rating={rating} />
    </div>
  );
}
