// Five stars for a rating out of 10 (rating / 2, half stars), read out as one figure.
import { Star, StarHalf } from 'lucide-react';
import { stars } from '../lib/rating';

export function Stars({ rating, size = 'h-4 w-4' }: { rating: number; size?: string }) {
  const { full, half, empty, value } = stars(rating);
  return (
    <span role="img" aria-label={`${value} out of 5 stars`} className="inline-flex items-center gap-0.5">
      {Array.from({ length: full }, (_, i) => (
        <Star key={`f${i}`} aria-hidden="true" className={`${size} fill-amber-400 text-amber-500`} />
      ))}
      {half && (
        <span className="relative inline-flex" data-star="half">
          <Star aria-hidden="true" className={`${size} text-slate-300`} />
          <StarHalf aria-hidden="true" className={`${size} absolute inset-0 fill-amber-400 text-amber-500`} />
        </span>
      )}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`e${i}`} aria-hidden="true" className={`${size} text-slate-300`} />
      ))}
    </span>
  );
}
