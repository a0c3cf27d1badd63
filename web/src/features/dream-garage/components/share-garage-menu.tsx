// 'Share Garage' (000 §2): the device's own share where the browser has one, four sites in 600x400
// windows, and Copy link. On touch screens a tap that ends a scroll (over 10 px) does not open it,
// and a scroll that starts while it is open closes it.
import { useEffect, useId, useRef, useState, type TouchEvent } from 'react';
import { ChevronDown, Link2, Share2 } from 'lucide-react';
import { pounds } from '../../../lib/format';
import { carCount, garageShareText, garageShareUrl, garageSummaryText } from '../lib/share';
import {
  ShareTargetItems,
  canShareNatively,
  copyLink,
  shareNatively,
} from '../../../components/ui/share-links';

const TAP_SLOP_PX = 10;
const item =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-blue-700';

export function ShareGarageMenu({
  firstName,
  count,
  totalValue,
}: {
  firstName: string | null | undefined;
  count: number;
  totalValue: number;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const touch = useRef<{ x: number; y: number; moved: boolean } | null>(null);

  const url = garageShareUrl(window.location.origin);
  const text = garageShareText(firstName);
  const summary = garageSummaryText(count, totalValue);
  const nativeShareAvailable = canShareNatively();

  useEffect(() => {
    if (!open) return;
    const startY = window.scrollY;
    const onScroll = () => Math.abs(window.scrollY - startY) > 0 && setOpen(false);
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    if (t) touch.current = { x: t.clientX, y: t.clientY, moved: false };
  };
  const onTouchMove = (e: TouchEvent) => {
    const t = e.touches[0];
    const start = touch.current;
    if (t && start && Math.hypot(t.clientX - start.x, t.clientY - start.y) > TAP_SLOP_PX) start.moved = true;
  };
  const onButtonClick = () => {
    const wasScroll = touch.current?.moved;
    touch.current = null;
    if (wasScroll) return;
    setOpen((o) => !o);
  };

  const nativeShare = async () => {
    if (await shareNatively({ title: text, text: summary, url })) setOpen(false);
  };
  const copy = async () => {
    if (await copyLink(url, { title: 'Link copied!', description: 'Dream garage link copied to clipboard' }))
      setOpen(false);
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onClick={onButtonClick}
        className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <Share2 aria-hidden="true" className="h-4 w-4" />
        Share Garage
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label="Share your dream garage"
          className="absolute left-0 z-30 mt-2 w-72 sm:left-auto sm:right-0 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="border-b border-slate-100 px-3 pb-2 pt-1">
            <p className="text-sm font-semibold text-slate-900">{carCount(count)} in your garage</p>
            <p className="text-sm text-slate-600">Total value {pounds(totalValue)}</p>
          </div>
          <ul className="mt-1 grid gap-0.5">
            {nativeShareAvailable && (
              <li>
                <button type="button" className={item} onClick={nativeShare}>
                  <Share2 aria-hidden="true" className="h-4 w-4 text-blue-700" />
                  Share via…
                </button>
              </li>
            )}
            <ShareTargetItems
              url={url}
              text={`${text} - ${summary}`}
              itemClassName={item}
              size="sm"
              onOpened={() => setOpen(false)}
            />
            <li>
              <button type="button" className={item} onClick={copy}>
                <Link2 aria-hidden="true" className="h-4 w-4 text-blue-700" />
                Copy link
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
