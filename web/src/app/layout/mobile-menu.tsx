// The header's links as a panel under the header bar, shown below 768 px when the menu button is pressed.
// Not a modal: the page stays scrollable, and scrolling or a touch move closes it (000 §2).
import { Heart } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { MAIN_NAV, SIGNED_OUT } from './nav-links';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

function itemClass({ isActive }: { isActive: boolean }) {
  return `block rounded-lg px-3 py-3 text-base font-medium ${focusRing} ${
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-800 hover:bg-slate-100'
  }`;
}

export function MobileMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
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
          <li>
            <NavLink to={SIGNED_OUT.saved} className={itemClass} onClick={onNavigate}>
              <span className="inline-flex items-center gap-2">
                <Heart aria-hidden="true" className="size-4" />
                Saved
              </span>
            </NavLink>
          </li>
        </ul>
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
      </nav>
    </div>
  );
}
