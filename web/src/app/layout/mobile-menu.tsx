// The header's links as a panel under the header bar, shown below 768 px when the menu button is pressed.
// Not a modal: the page stays scrollable, and scrolling or a touch move closes it (000 §2).
import { Heart, LogOut } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import type { ComponentProps } from 'react';
import type { NotificationsMenuLink } from '../../features/alerts/components/notification-bell';
import { alertsLater } from './alerts-later';
import { userLabel, useUser, type PublicUser } from '../../lib/auth';
import { AccountPlaceholder } from './header-account';
import { ACCOUNT_LINKS, MAIN_NAV, SIGNED_OUT, toolsFor } from './nav-links';
import { useSignOut } from './use-sign-out';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

function itemClass({ isActive }: { isActive: boolean }) {
  return `block rounded-lg px-3 py-3 text-base font-medium ${focusRing} ${
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-800 hover:bg-slate-100'
  }`;
}

function SignedOutActions({ onNavigate }: { onNavigate: () => void }) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-2 border-t border-slate-200 pt-3">
      <Link
        to={SIGNED_OUT.joinDealerMobile}
        onClick={onNavigate}
        className={`rounded-lg border border-blue-700 px-3 py-2.5 text-center text-sm font-medium text-blue-700 hover:bg-blue-50 ${focusRing}`}
      >
        Join as Dealer
      </Link>
      <Link
        to={SIGNED_OUT.signIn}
        onClick={onNavigate}
        className={`rounded-lg bg-blue-700 px-3 py-2.5 text-center text-sm font-medium text-white hover:bg-blue-800 ${focusRing}`}
      >
        Sign In
      </Link>
    </div>
  );
}

function SignedInActions({ user, onNavigate }: { user: PublicUser; onNavigate: () => void }) {
  const { signOut, isPending } = useSignOut();
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <p className="px-3 pb-1 text-sm text-slate-600">
        Signed in as <span className="font-semibold text-slate-900">{userLabel(user)}</span>
      </p>
      <ul className="space-y-1">
        {ACCOUNT_LINKS.filter((link) => link.to !== '/dream-garage').map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={itemClass({ isActive: false })} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={isPending}
            onClick={() => {
              onNavigate();
              signOut();
            }}
            className={`flex w-full items-center gap-2 rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100 ${focusRing}`}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}

export function MobileMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const { user, isLoading } = useUser();
  const signedInLinks = user
    ? [
        ...toolsFor(user.role).map((tool) => ({ label: tool.mobileLabel, to: tool.to })),
        { label: 'Dream Garage', to: '/dream-garage' },
      ]
    : [];
  return (
    <div id={id} hidden={!open} className="border-t border-slate-200 bg-white shadow-lg md:hidden">
      <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 pt-2 pb-4">
        <ul className="space-y-1">
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={itemClass} onClick={onNavigate}>
                {item.label}
              </NavLink>
            </li>
          ))}
          {signedInLinks.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={itemClass} onClick={onNavigate}>
                {item.label}
              </NavLink>
            </li>
          ))}
          {user && (
            <li>
              <LaterMenuLink className={itemClass} onNavigate={onNavigate} />
            </li>
          )}
          {!user && !isLoading && (
            <li>
              <NavLink to={SIGNED_OUT.saved} className={itemClass} onClick={onNavigate}>
                <span className="inline-flex items-center gap-2">
                  <Heart aria-hidden="true" className="size-4" />
                  Saved
                </span>
              </NavLink>
            </li>
          )}
        </ul>
        {isLoading ? (
          <AccountPlaceholder className="mt-3 border-t border-slate-200 pt-3" />
        ) : user ? (
          <SignedInActions user={user} onNavigate={onNavigate} />
        ) : (
          <SignedOutActions onNavigate={onNavigate} />
        )}
      </nav>
    </div>
  );
}

function LaterMenuLink(props: ComponentProps<typeof NotificationsMenuLink>) {
  const MenuLink = alertsLater.useLoaded(true)?.NotificationsMenuLink;
  return MenuLink ? <MenuLink {...props} /> : null;
}
