// One saved search on the dashboard: summary and unread count, 'Run search', and its settings. Each
// setting is saved as it changes; a rename is saved with its own button; delete asks first.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { summariseFilters } from '../lib/describe-search';
import type { AlertFrequency, SavedSearch, SavedSearchChange } from '../types';
import { NAME_MAX } from './save-search-dialog';

const FREQUENCIES = [
  ['instant', 'Instant'],
  ['daily', 'Daily digest'],
] as const;

const control =
  'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 focus:outline-2 focus:outline-blue-700';

export function SavedSearchRow({ search, href }: { search: SavedSearch; href: string }) {
  const id = useId();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();

  const change = (patch: SavedSearchChange, after?: () => void) => {
    setError(undefined);
    update.mutate(
      { id: search.id, change: patch },
      {
        onSuccess: after,
        onError: (e) =>
          setError(
            (e instanceof ApiError && e.status === 400 && e.serverMessage) ||
              'Failed to save the change. Please try again.',
          ),
      },
    );
  };

  const onRename = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError('Enter a name for this search');
    change({ name: trimmed }, () => setRenaming(false));
  };

  const onDelete = () =>
    remove.mutate(search.id, {
      onSuccess: () => toast({ title: 'Saved search deleted', description: search.name }),
      onError: () => setError('Failed to delete the search. Please try again.'),
    });

  return (
    <article
      aria-labelledby={`${id}-name`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {renaming ? (
            <form onSubmit={onRename} aria-label={`Rename ${search.name}`} className="flex flex-wrap gap-2">
              <label htmlFor={`${id}-rename`} className="sr-only">
                Name
              </label>
              <input
                id={`${id}-rename`}
                value={name}
                maxLength={NAME_MAX}
                onChange={(e) => setName(e.target.value)}
                className={`${control} min-w-0 flex-1`}
                autoFocus
              />
              <Button type="submit" size="sm" disabled={update.isPending}>
                Save
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setRenaming(false);
                  setName(search.name);
                }}
              >
                Cancel
              </Button>
            </form>
          ) : (
            <h3 id={`${id}-name`} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <span className="break-words">{search.name}</span>
              {search.unread > 0 && (
                <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                  {search.unread} new
                </span>
              )}
            </h3>
          )}
          <ul aria-label="Filters" className="mt-2 flex flex-wrap gap-1.5">
            {summariseFilters(search.category, search.query).map((part) => (
              <li key={part} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                {part}
              </li>
            ))}
          </ul>
        </div>
        <Link
          to={href}
          className="shrink-0 rounded-lg bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          aria-label={`Run search ${search.name}`}
        >
          Run search
        </Link>
      </div>

      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-slate-100 pt-3 text-sm">
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            checked={search.emailAlerts}
            onChange={(e) => change({ emailAlerts: e.target.checked })}
            className="size-4 accent-blue-700"
          />
          E-mail alerts
        </label>
        <label className="flex min-w-0 items-center gap-2 text-slate-800">
          <span>Frequency</span>
          <select
            value={search.frequency}
            disabled={!search.emailAlerts}
            onChange={(e) => change({ frequency: e.target.value as AlertFrequency })}
            className={`${control} min-w-0`}
          >
            {FREQUENCIES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-1 justify-end gap-2">
          {!renaming && (
            <Button size="sm" variant="ghost" onClick={() => setRenaming(true)}>
              Rename
            </Button>
          )}
          {confirming ? (
            <span role="group" aria-label="Confirm delete" className="flex items-center gap-2">
              <span className="text-slate-800">Delete this search?</span>
              <Button size="sm" variant="danger" onClick={onDelete} disabled={remove.isPending}>
                Yes, delete
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
                Keep
              </Button>
            </span>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </article>
  );
}
