// The shell's link targets (000 §2). Routes not built yet show the not-found screen until their issue lands.
export const BRAND = {
  name: 'AllMotors',
  tagline: 'All platforms, one search',
  motto: 'Own the deal, 100%',
} as const;

/** The footer's logo download saves the logo under this name (download-logo.ts). */
export const LOGO_FILE_NAME = 'allmotors-uk-logo.png';

export const MAIN_NAV = [
  { label: 'Search Cars', to: '/' },
  { label: 'Lease Deals', to: '/lease-deals' },
  { label: 'Finance', to: '/finance' },
] as const;

// Signed-out actions. 'Join as Dealer' differs by layout: the desktop header goes to the short API application,
// the mobile menu to the full onboarding (000 §2). 'Saved' goes to the dream garage (DECISIONS 9).
export const SIGNED_OUT = {
  joinDealerDesktop: '/dealer/upload-api',
  joinDealerMobile: '/dealer-onboarding',
  saved: '/dream-garage',
  signIn: '/auth',
} as const;

// Signed-in links (000 §2). Admin shows only to admins (DECISIONS 5) and is called 'Data Sources' in
// the mobile menu. The account menu's items follow the header's order of 000 §2.
export const SIGNED_IN_TOOLS = [
  { label: 'Short videos', mobileLabel: 'Short videos', to: '/tiktok-generator', adminOnly: false },
  { label: 'Social', mobileLabel: 'Social', to: '/social-media-toolkit', adminOnly: false },
  { label: 'Admin', mobileLabel: 'Data Sources', to: '/admin', adminOnly: true },
] as const;

export const DREAM_GARAGE = { label: 'Dream Garage', to: '/dream-garage' } as const;

export const ACCOUNT_LINKS = [
  { label: 'My Account', to: '/dashboard' },
  { label: 'Dream Garage', to: '/dream-garage' },
  { label: 'My Listings', to: '/dashboard?tab=listings' },
  { label: 'Profile', to: '/profile' },
] as const;

/** The tools a person may see: Admin only with the admin role. */
export function toolsFor(role: string) {
  return SIGNED_IN_TOOLS.filter((tool) => !tool.adminOnly || role === 'admin');
}

export const FOOTER_GROUPS = [
  {
    title: 'Buying',
    links: [
      { label: 'Used Cars', to: '/used-cars' },
      { label: 'New Cars', to: '/new-cars' },
      { label: 'Car Reviews', to: '/car-reviews' },
      { label: 'Car Guides', to: '/car-guides' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Car Finance', to: '/finance' },
      { label: 'Part Exchange', to: '/part-exchange' },
      { label: 'Car Insurance', to: '/car-insurance' },
      { label: 'Extended Warranty', to: '/extended-warranty' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
      { label: 'Cookie Policy', to: '/cookie-policy' },
    ],
  },
] as const;

/** Below this width the header collapses into the menu button (000 §9). */
export const MOBILE_BREAKPOINT_PX = 768;
/** A scroll of more than this many pixels closes the open mobile menu (000 §9). */
export const MENU_CLOSE_SCROLL_PX = 5;
