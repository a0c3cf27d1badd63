// The share sheet (000 §2): the device's own share first, only where the browser offers one, then
// X, Facebook, LinkedIn and WhatsApp in 600x400 windows (000 §9), then Copy Link.
import { Link2, Share2 } from 'lucide-react';
import {
  ShareTargetItems,
  canShareNatively,
  copyLink,
  shareNatively,
} from '../../../components/ui/share-links';
import { Sheet } from '../../../components/ui/sheet';

const row =
  'flex w-full items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export function ShareSheet({
  open,
  onOpenChange,
  path,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page shared, as a path of this site. */
  path: string;
  title: string;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="bottom" title="Share this car" description={title}>
      <ShareChoices path={path} title={title} onDone={() => onOpenChange(false)} />
    </Sheet>
  );
}

/** The sheet's choices: rendered only in an open sheet, so only in the browser, where the URL is known. */
function ShareChoices({ path, title, onDone }: { path: string; title: string; onDone: () => void }) {
  const url = new URL(path, window.location.origin).href;
  const nativeShare = async () => {
    if (await shareNatively({ title, url })) onDone();
  };
  const copy = async () => {
    if (await copyLink(url, { title: 'Link copied!' })) onDone();
  };

  return (
    <ul className="mx-auto grid w-full max-w-md gap-2">
      {canShareNatively() && (
        <li>
          <button type="button" className={row} onClick={nativeShare}>
            <Share2 aria-hidden="true" className="h-5 w-5 text-blue-700" />
            Share via…
          </button>
        </li>
      )}
      <ShareTargetItems url={url} text={title} itemClassName={row} />
      <li>
        <button type="button" className={row} onClick={copy}>
          <Link2 aria-hidden="true" className="h-5 w-5 text-blue-700" />
          Copy Link
        </button>
      </li>
    </ul>
  );
}
