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
  url,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  title: string;
}) {
  const nativeShare = async () => {
    if (await shareNatively({ title, url })) onOpenChange(false);
  };
  const copy = async () => {
    if (await copyLink(url, { title: 'Link copied!' })) onOpenChange(false);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="bottom" title="Share this car" description={title}>
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
    </Sheet>
  );
}
