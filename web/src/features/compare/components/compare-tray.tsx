// The compare tray (000 §2, §4): fixed to the bottom of the screen once at least one car is chosen,
// with each car's thumbnail, title and price, Clear, and 'Compare Now' from 2 cars.
import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { loadLater } from '../../../lib/load-later';
import { pounds } from '../../../lib/format';
import { clearCompare, removeFromCompare, useCompareItems } from '../hooks/use-compare';
import { COMPARE_MAX, COMPARE_MIN_TO_VIEW } from '../lib/compare-store';

// The comparison view (a Radix dialog and the table) is fetched once the tray shows and the page is
// idle, or at once on 'Compare Now'.
const view = loadLater(() => import('./compare-dialog'));

export function CompareTray() {
  const items = useCompareItems();
  const [open, setOpen] = useState(false);
  // Removing the last car from inside the view closes it, so it does not reopen with the next add.
  useEffect(() => {
    if (items.length === 0) setOpen(false);
  }, [items.length]);
  const trayRef = useTrayHeightVariable(items.length > 0);
  if (items.length === 0) return null;
  const canCompare = items.length >= COMPARE_MIN_TO_VIEW;

  return (
    <>
      <section
        ref={trayRef}
        aria-label="Comparison"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
      >
        {/* Actions come first (left on wide screens) so a toast in the bottom-right corner never hides them. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
          <div className="flex shrink-0 items-center justify-between gap-3 sm:flex-col sm:items-start sm:gap-1.5">
            <h2 className="text-sm font-semibold text-slate-900">
              Compare{' '}
              <span className="font-normal text-slate-600">
                ({items.length} of {COMPARE_MAX})
              </span>
            </h2>
            <div className="flex items-center gap-2">
              <Button variant="ghost" size="sm" onClick={clearCompare}>
                Clear
              </Button>
              <Button
                size="sm"
                disabled={!canCompare}
                aria-describedby={canCompare ? undefined : 'compare-needs-two'}
                onClick={() => setOpen(true)}
              >
                Compare Now
              </Button>
            </div>
          </div>
          <ul
            className="flex min-w-0 flex-1 gap-2 overflow-x-auto pb-1"
            aria-label="Cars chosen for comparison"
          >
            {items.map(({ id, title, car }) => (
              <li
                key={id}
                className="flex w-56 shrink-0 items-center gap-2 rounded-lg border border-slate-200 bg-white p-1.5 pr-1"
              >
                <img
                  src={car.image}
                  alt=""
                  className="h-10 w-14 shrink-0 rounded bg-slate-100 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900" title={title}>
                    {title}
                  </p>
                  <p className="text-sm text-slate-700">{pounds(car.price)}</p>
                </div>
                <button
                  type="button"
                  aria-label={`Remove ${title} from comparison`}
                  onClick={() => removeFromCompare(id)}
                  className="shrink-0 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
                >
                  <X aria-hidden className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
          {!canCompare && (
            <p id="compare-needs-two" className="text-sm text-slate-600 sm:max-w-40">
              Add one more car to compare
            </p>
          )}
        </div>
      </section>
      <CompareView open={open} onOpenChange={setOpen} />
    </>
  );
}

function CompareView({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const loaded = view.useLoaded(open);
  return loaded ? <loaded.CompareDialog open={open} onOpenChange={onOpenChange} /> : null;
}

/**
 * Publishes the tray's height as the CSS variable --compare-tray-height on the page, so other fixed
 * bottom elements (the search's quick-filter bar, the cookie banner) can sit above it and the layout
 * leaves that much room below the footer, without knowing about this feature.
 */
function useTrayHeightVariable(shown: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const el = ref.current;
    if (!shown || !el) {
      root.style.removeProperty('--compare-tray-height');
      return;
    }
    const update = () => root.style.setProperty('--compare-tray-height', `${el.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--compare-tray-height');
    };
  }, [shown]);
  return ref;
}
