// The app shell around every route: skip link, header, the routed screen in <main id="main">, footer.
import { Outlet } from 'react-router-dom';
import { ConsentBanner, ConsentBannerRoom } from '../../features/legal/components/consent-banner';
import { ScreenBoundary } from './screen-boundary';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useFirstScreen } from './use-first-screen';

export function AppLayout() {
  useFirstScreen();
  return (
    // Room below the footer for the compare tray, fixed to the bottom (its height: --compare-tray-height).
    <div className="flex min-h-screen flex-col" style={{ paddingBottom: 'var(--compare-tray-height, 0px)' }}>
      <ConsentBanner />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-blue-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <ScreenBoundary>
          <Outlet />
        </ScreenBoundary>
      </main>
      <SiteFooter />
      <ConsentBannerRoom />
    </div>
  );
}
