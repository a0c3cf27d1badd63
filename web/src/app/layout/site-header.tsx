// The header (000 §2): logo, main navigation, the live-updates light, the account side (signed out,
// signed in or loading), and below 768 px a menu button that opens the same links in a panel.
import { Menu, X } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { alertsLater } from './alerts-later';
import { BrandLogo } from './brand-logo';
import { HeaderAccount } from './header-account';
import { LiveIndicator } from './live-indicator';
import { loadLater } from '../../lib/load-later';
import { MAIN_NAV } from './nav-links';
import { useMobileMenu } from './use-mobile-menu';

const MOBILE_MENU_ID = 'mobile-menu';

// The menu's panel is no part of the first screen: its code comes once that screen is up, or at once
// when the button is pressed first (lib/load-later.ts).
const mobileMenuLater = loadLater(() => import('./mobile-menu'));

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

function desktopNavClass({ isActive }: { isActive: boolean }) {
  return `whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium transition-colors lg:px-3 ${focusRing} ${
    isActive ? 'bg-blue-50 text-blue-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;
}

export function SiteHeader() {
  const menu = useMobileMenu();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLogo onClick={menu.close} />

        <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex lg:gap-1">
          {MAIN_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end className={desktopNavClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2 md:gap-3">
          <LiveIndicator />
          <LaterBell onNavigate={menu.close} />
          <HeaderAccount />

          <button
            ref={menu.buttonRef}
            type="button"
            onClick={menu.toggle}
            aria-expanded={menu.open}
            aria-controls={MOBILE_MENU_ID}
            aria-label="Menu"
            className={`-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden ${focusRing}`}
          >
            {menu.open ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      <LaterMobileMenu id={MOBILE_MENU_ID} open={menu.open} onNavigate={menu.close} />
    </header>
  );
}

function LaterBell({ onNavigate }: { onNavigate: () => void }) {
  const Bell = alertsLater.useLoaded()?.NotificationBell;
  return Bell ? <Bell onNavigate={onNavigate} /> : null;
}

function LaterMobileMenu({ id, open, onNavigate }: { id: string; open: boolean; onNavigate: () => void }) {
  const MobileMenu = mobileMenuLater.useLoaded(open)?.MobileMenu;
  // Until it arrives, the panel the button controls is there, empty.
  return MobileMenu ? (
    <MobileMenu id={id} open={open} onNavigate={onNavigate} />
  ) : (
    <div id={id} hidden={!open} className="border-t border-slate-200 bg-white shadow-lg md:hidden" />
  );
}
