// The first-visit cookie banner: a compact bar at the bottom of the screen (above the compare tray)
// until the visitor chooses. Accept all, reject non-essential, or manage the four switches on the
// cookie policy. Not shown on the cookie policy itself, whose switches are the full choice.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import {
  ALL_ACCEPTED,
  forgetUnconsentedStorage,
  NECESSARY_ONLY,
  saveConsent,
  useConsent,
} from '../../../lib/consent';

const COOKIE_POLICY_PATH = paths.cookiePolicy.path;

/** Whether the banner shows: no choice yet (or a lapsed one), and not on the cookie policy itself. */
function useBannerOpen() {
  const consent = useConsent();
  const { pathname } = useLocation();
  return { consent, open: consent === null && pathname !== COOKIE_POLICY_PATH };
}

/**
 * The banner, first in the page (as GOV.UK places its own: met first by a screen reader or the Tab
 * key, and in the first paint of a page the server rendered, whatever the length of the page).
 */
export function ConsentBanner() {
  const { consent, open } = useBannerOpen();
  // No choice (or a lapsed one): nothing non-essential may stay from before.
  useEffect(() => {
    if (consent === null) forgetUnconsentedStorage();
  }, [consent]);
  // The page's early guess (index.html: a choice is stored, so the server's banner stays hidden)
  // gives way to the app's own reading of the choice, which also knows a malformed or lapsed one.
  useEffect(() => {
    delete document.documentElement.dataset.consentChosen;
  }, []);
  if (!open) return null;

  return (
    <section
      data-consent-banner
      aria-labelledby="consent-title"
      style={{ bottom: 'var(--compare-tray-height, 0px)' }}
      className="fixed inset-x-0 z-50 border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6 sm:px-6 lg:px-8">
        <div className="text-sm text-slate-700 sm:flex-1">
          <h2 id="consent-title" className="font-semibold text-slate-900">
            Cookies on AllMotors
          </h2>
          <p className="mt-0.5">
            We use necessary cookies to run the site. With your permission we also remember your comparison
            list on this device.{' '}
            <Link
              to={`${COOKIE_POLICY_PATH}#preferences`}
              className="rounded font-medium whitespace-nowrap text-blue-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              Manage choices
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            size="sm"
            variant="secondary"
            className="flex-1 sm:flex-none"
            onClick={() => saveConsent(NECESSARY_ONLY)}
          >
            Reject non-essential
          </Button>
          <Button size="sm" className="flex-1 sm:flex-none" onClick={() => saveConsent(ALL_ACCEPTED)}>
            Accept all
          </Button>
        </div>
      </div>
    </section>
  );
}

/** Keeps the end of the page reachable above the fixed banner: last in the page. */
export function ConsentBannerRoom() {
  const { open } = useBannerOpen();
  return open ? <div aria-hidden data-consent-banner className="h-36 sm:h-20" /> : null;
}
