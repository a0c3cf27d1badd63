// Where a review leads: the whole review (ours at /car-reviews/{slug}, an imported one on its
// publisher's site) and the search for the model's listings.
import type { Category } from '../../../../../db/reference/types';
import type { Review } from '../../../../../bff/plugins/reviews/types';
import { paths } from '../../../config/paths';

/** Our own pages are opened in the app; anything with a scheme or host is the publisher's. */
export const isInternalUrl = (url: string) => url.startsWith('/') && !url.startsWith('//');

// The home search's category slugs (the search's URL state); cars are its default.
const SEARCH_CATEGORY: Record<Category, string | undefined> = {
  car: undefined,
  motorcycle: 'motorcycles',
  van: 'vans',
};

/** The home search for this make and model: `/?make=Ford&model=Puma` (with `category` for bikes and vans). */
export function searchHref(review: Pick<Review, 'make' | 'model' | 'vehicleType'>): string {
  const params = new URLSearchParams();
  const category = SEARCH_CATEGORY[review.vehicleType];
  if (category) params.set('category', category);
  params.set('make', review.make);
  params.set('model', review.model);
  return paths.home.href(`?${params.toString()}`);
}
