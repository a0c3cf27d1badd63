// The share sheet (000 §2): the device's own share first, only where the browser offers one, then
// X, Facebook, LinkedIn and WhatsApp in 600x400 windows (000 §9), then Copy Link.
import { Link2, Share2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { toast } from '../../../components/ui/toast';

const row =
  'flex w-full items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

function shareTargets(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

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
    try {
      await navigator.share({ title, url });
      onOpenChange(false);
    } catch {
      // A cancelled or failed native share is ignored silently (000 §8).
    }
  };

  const openWindow = (e: MouseEvent<HTMLAnchorElement>, href: string) => {
    const win = window.open(href, '_blank', 'width=600,height=400');
    if (win) {
      win.opener = null;
      e.preventDefault();
    }
    // A blocked pop-up leaves the link to open in a new tab as an ordinary link.
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      onOpenChange(false);
      toast({ title: 'Link copied!' });
    } catch {
      toast({
        title: 'Could not copy the link',
        description: 'Your browser blocked the clipboard. Copy the address from the address bar instead.',
        variant: 'destructive',
      });
    }
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
        {shareTargets(url, title).map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className={row}
              onClick={(e) => openWindow(e, target.href)}
            >
              <span
                aria-hidden="true"
                className="flex h-5 w-5 items-center justify-center rounded bg-slate-900 text-[10px] font-bold text-white"
              >
                {target.name[0]}
              </span>
              Share on {target.name}
              <span className="sr-only">(opens a new window)</span>
            </a>
          </li>
        ))}
        <li>
          <button type="button" className={row} onClick={copyLink}>
            <Link2 aria-hidden="true" className="h-5 w-5 text-blue-700" />
            Copy Link
          </button>
        </li>
      </ul>
    </Sheet>
  );
}
