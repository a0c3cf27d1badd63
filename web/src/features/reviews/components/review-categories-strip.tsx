// The review categories strip of /car-reviews (001 §2): each category with its count; choosing one
// sets the category filter, choosing it again clears it.
import type { ReviewCategory } from '../../../../../bff/plugins/reviews/schemas';
import { number } from '../../../lib/format';
import { useReviewCategories } from '../api/get-review-categories';
import { ReviewsError } from './reviews-error';

export function ReviewCategoriesStrip({
  selected,
  onSelect,
}: {
  selected: ReviewCategory | 'all';
  onSelect: (category: ReviewCategory | 'all') => void;
}) {
  const query = useReviewCategories();
  if (query.error) return <ReviewsError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading categories" className="flex gap-2">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-16 w-36 animate-pulse rounded-xl bg-slate-200" />
        ))}
      </div>
    );
  return (
    <ul aria-label="Review categories" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {query.data.categories.map((category) => {
        const active = category.id === selected;
        return (
          <li key={category.id}>
            <button
              type="button"
              aria-pressed={active}
              title={category.description}
              onClick={() => onSelect(active ? 'all' : category.id)}
              className={`w-full rounded-xl border p-3 text-left transition-colors focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                active
                  ? 'border-blue-700 bg-blue-50 text-blue-900'
                  : 'border-slate-200 bg-white text-slate-900 hover:border-slate-300'
              }`}
            >
              <span className="block font-semibold">{category.name}</span>
              <span className="block text-sm text-slate-600">
                {number(category.count)} {category.count === 1 ? 'review' : 'reviews'}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
