// The dashboard's 'Saved searches' tab (issue 14): each saved search with its filters in words, its
// unread count, a link that runs it, and its settings (name, e-mail frequency, e-mails on or off,
// delete). How a saved query becomes a search page's address is the search feature's; the dashboard
// route passes it in as `searchHref`.
import { Link } from 'react-router-dom';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useSavedSearches } from '../api/get-saved-searches';
import type { SavedSearch } from '../types';
import { SavedSearchRow } from './saved-search-row';

export function SavedSearchesSection({ searchHref }: { searchHref: (search: SavedSearch) => string }) {
  const list = useSavedSearches();

  if (list.isPending)
    return (
      <ul aria-busy="true" aria-label="Loading saved searches" className="space-y-3">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="h-28 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </ul>
    );
  if (list.isError)
    return <LoadError message="Failed to load your saved searches." onRetry={() => void list.refetch()} />;

  const searches = list.data.savedSearches;
  return (
    <section aria-labelledby="saved-searches-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="saved-searches-heading" className="text-xl font-semibold text-slate-900">
          Saved searches ({searches.length})
        </h2>
        <Link to={paths.notifications.href()} className="text-sm font-medium text-blue-700 hover:underline">
          All notifications
        </Link>
      </div>
      {searches.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">No saved searches yet</p>
          <p className="mt-1 text-slate-700">
            Search for cars, then choose ‘Save search’ to hear about new matches and price drops.
          </p>
          <Link
            to={paths.home.href()}
            className="mt-4 inline-block rounded-lg bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800"
          >
            Search cars
          </Link>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {searches.map((search) => (
            <li key={search.id}>
              <SavedSearchRow search={search} href={searchHref(search)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
