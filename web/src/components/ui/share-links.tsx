// Sharing to other sites (000 §2): X, Facebook, LinkedIn and WhatsApp links opening in a 600x400
// window, and the device's own share sheet where it has one. Shared by every share menu.
import type { MouseEvent } from 'react';
import { toast, type ToastInput } from './toast';

export function shareTargets(url: string, text: string) {
  const u = encodeURIComponent(url);
  return [
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
  ];
}

/** Native share only when the device supports it (000 §2). */
export const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * One list item per site. A click opens a 600x400 window; a blocked pop-up leaves the link to open in
 * a new tab as an ordinary link.
 */
export function ShareTargetItems({
  url,
  text,
  itemClassName,
  size = 'md',
  onOpened,
}: {
  url: string;
  text: string;
  itemClassName: string;
  size?: 'sm' | 'md';
  onOpened?: () => void;
}) {
  const open = (e: MouseEvent<HTMLAnchorElement>, href: string) => {
    const win = window.open(href, '_blank', 'width=600,height=400');
    if (win) {
      win.opener = null;
      e.preventDefault();
      onOpened?.();
    }
  };
  const badge = size === 'sm' ? 'h-4 w-4 text-[9px]' : 'h-5 w-5 text-[10px]';
  return (
    <>
      {shareTargets(url, text).map((target) => (
        <li key={target.name}>
          <a
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
            className={itemClassName}
            onClick={(e) => open(e, target.href)}
          >
            <span
              aria-hidden="true"
              className={`flex items-center justify-center rounded bg-slate-900 font-bold text-white ${badge}`}
            >
              {target.name[0]}
            </span>
            Share on {target.name}
            <span className="sr-only">(opens a new window)</span>
          </a>
        </li>
      ))}
    </>
  );
}

/** The device's share sheet; a cancelled or failed share is ignored silently (000 §8). */
export async function shareNatively(data: ShareData): Promise<boolean> {
  try {
    await navigator.share(data);
    return true;
  } catch {
    return false;
  }
}

/** Copies `url`, says so with `copied`, or explains a blocked clipboard. */
export async function copyLink(url: string, copied: ToastInput): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(url);
    toast(copied);
    return true;
  } catch {
    toast({
      title: 'Could not copy the link',
      description: 'Your browser blocked the clipboard. Copy the address from the address bar instead.',
      variant: 'destructive',
    });
    return false;
  }
}
