// 'Save search' beside the results (issue 14): saves the search on screen, as the search feature
// hands it over (the API's query). A signed-out visitor goes to sign in and comes back to this search
// with the dialog open (?saveSearch=1).
import { BellPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Category } from '../../../../../db/reference/types';
import { Button } from '../../../components/ui/button';
import { useUser } from '../../../lib/auth';
import { signInAndReturnHref } from '../../../lib/sign-in-return';
import type { SavedSearchQuery } from '../types';
import { loadLater } from '../../../lib/load-later';

// The dialog's code comes when it is first opened (or after the first screen).
const dialog = loadLater(() => import('./save-search-dialog'));

const RETURN_PARAM = 'saveSearch';

export function SaveSearchButton({ category, query }: { category: Category; query: SavedSearchQuery }) {
  const { user } = useUser();
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const returning = params.get(RETURN_PARAM) === '1';
  const SaveSearchDialog = dialog.useLoaded(open)?.SaveSearchDialog;

  // Back from signing in: carry on where they left off, and leave the URL as the search alone.
  useEffect(() => {
    if (!returning || !user) return;
    setOpen(true);
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.delete(RETURN_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [returning, user, setParams]);

  const onClick = () => {
    if (user === undefined) return;
    if (user === null) {
      navigate(signInAndReturnHref(location, RETURN_PARAM));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant="secondary" size="sm" onClick={onClick} aria-haspopup="dialog">
        <BellPlus aria-hidden="true" className="size-4" />
        Save search
      </Button>
      {user && open && SaveSearchDialog && (
        <SaveSearchDialog category={category} query={query} open={open} onOpenChange={setOpen} />
      )}
    </>
  );
}
