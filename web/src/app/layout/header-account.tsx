// The right-hand side of the desktop header in its three states (000 §2): a placeholder while the person
// loads; signed out: Join as Dealer, Saved, Sign In; signed in: the tools, Dream Garage and the account menu.
import { Heart } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { AccountMenu } from './account-menu';
import { Link, NavLink } from 'react-router-dom';
import { useUser } from '../../lib/auth';
import { loadLater } from '../../lib/load-later';
import { DREAM_GARAGE, SIGNED_OUT, toolsFor } from './nav-links';
import { useMediaQuery } from '../../lib/use-media-query';

// The account menu is for signed-in people only: its code is fetched as soon as someone is known to be
// signed in, and a visitor never loads it (lib/load-later.ts).
const accountMenuLater = loadLater(() => import('./account-menu'));

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

function linkClass({ isActive }: { isActive: boolean }) {
  return `inline-flex items-center gap-1.5 whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium lg:px-3 ${focusRing} ${
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;
}

export function AccountPlaceholder({ className = '' }: { className?: string }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">Loading your account…</span>
      <span aria-hidden="true" className="block h-9 w-28 animate-pulse rounded-lg bg-slate-200" />
    </div>
  );
}

export function HeaderAccount() {
  const { user, isLoading } = useUser();
  // Below 1280 px the tool links do not fit beside the main navigation: they move into the account menu.
  const wide = useMediaQuery('(min-width: 1280px)');

  if (isLoading) return <AccountPlaceholder className="hidden md:block" />;

  if (!user) {
    return (
      <div className="hidden items-center gap-1 md:flex lg:gap-2">
        <Link
          to={SIGNED_OUT.joinDealerDesktop}
          className={`whitespace-nowrap rounded-lg border border-blue-700 px-3 py-2 text-sm font-medium text-blue-700 hover:bg-blue-50 ${focusRing}`}
        >
          Join as Dealer
        </Link>
        <NavLink to={SIGNED_OUT.saved} className={linkClass}>
          <Heart aria-hidden="true" className="size-4" />
          {/* Between 768 and 1024 px the heart alone makes room for the live-updates light. */}
          <span className="md:max-lg:sr-only">Saved</span>
        </NavLink>
        <Link
          to={SIGNED_OUT.signIn}
          className={`whitespace-nowrap rounded-lg bg-blue-700 px-3 py-2 text-sm font-medium text-white hover:bg-blue-800 lg:px-4 ${focusRing}`}
        >
          Sign In
        </Link>
      </div>
    );
  }

  const tools = toolsFor(user.role);
  return (
    <div className="hidden items-center gap-1 md:flex">
      {wide && (
        <nav aria-label="Tools" className="flex items-center gap-0.5">
          {tools.map((tool) => (
            <NavLink key={tool.to} to={tool.to} className={linkClass}>
              {tool.label}
            </NavLink>
          ))}
        </nav>
      )}
      <NavLink to={DREAM_GARAGE.to} className={(state) => `hidden lg:inline-flex ${linkClass(state)}`}>
        <Heart aria-hidden="true" className="size-4" />
        {DREAM_GARAGE.label}
      </NavLink>
      <LaterAccountMenu user={user} extraLinks={wide ? [] : tools} />
    </div>
  );
}

function LaterAccountMenu(props: ComponentProps<typeof AccountMenu>) {
  const Menu = accountMenuLater.useLoaded(true)?.AccountMenu;
  return Menu ? <Menu {...props} /> : <AccountPlaceholder />;
}
