// The signed-in account menu (000 §2): a menu button with the person's label, opening My Account,
// Dream Garage, My Listings, Profile and Sign Out. Keyboard: Enter, Space or ArrowDown opens on the first
// item, ArrowUp on the last; arrows, Home and End move; Escape closes and returns focus; Tab closes.
import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { userLabel, type PublicUser } from '../../lib/auth';
import { ACCOUNT_LINKS } from './nav-links';
import { useSignOut } from './use-sign-out';

const itemClass =
  'flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm text-slate-800 hover:bg-slate-100 focus:bg-blue-50 focus:text-blue-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700';

export function AccountMenu({
  user,
  extraLinks = [],
}: {
  user: PublicUser;
  /** Links the header has no room for at this width (the tools below 1280 px). */
  extraLinks?: readonly { label: string; to: string }[];
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [focusOn, setFocusOn] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { signOut, isPending } = useSignOut();
  const label = userLabel(user);

  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const all = items();
    (focusOn === 'first' ? all[0] : all[all.length - 1])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focusOn]);

  const openOn = (where: 'first' | 'last') => {
    setFocusOn(where);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openOn(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openOn('first'))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex max-w-48 items-center gap-2 rounded-lg py-1.5 pr-2 pl-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-700 text-sm font-semibold text-white"
        >
          {label.charAt(0).toUpperCase()}
        </span>
        <span className="truncate">{label}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      </button>
      {open && (
        <div className="absolute right-0 z-40 mt-2 w-60 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg">
          <p className="border-b border-slate-100 px-4 py-2.5">
            <span className="block truncate text-sm font-semibold text-slate-900">{label}</span>
            <span className="block truncate text-xs text-slate-600">{user.email}</span>
          </p>
          <ul
            ref={listRef}
            id={`${id}-menu`}
            role="menu"
            aria-label="Account"
            onKeyDown={onMenuKeyDown}
            className="py-1"
          >
            {[...ACCOUNT_LINKS, ...extraLinks].map((link) => (
              <li key={link.to} role="presentation">
                <Link
                  role="menuitem"
                  tabIndex={-1}
                  to={link.to}
                  onClick={() => close(false)}
                  className={itemClass}
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li role="presentation" className="mt-1 border-t border-slate-100 pt-1">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={isPending}
                onClick={() => {
                  close(true);
                  signOut();
                }}
                className={itemClass}
              >
                <LogOut aria-hidden="true" className="size-4" />
                {isPending ? 'Signing out…' : 'Sign Out'}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
