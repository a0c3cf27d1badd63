// Every route of the web app, in one place (000 §2). Only routes whose screens exist are registered.
export const paths = {
  home: { path: '/', href: (search = '') => `/${search}` },
  carDetail: { path: '/cars/:id', altPath: '/car/:id', href: (id: number | string) => `/cars/${id}` },
  /** /login and /auth show the same screen (DECISIONS 6). */
  auth: {
    path: '/auth',
    altPath: '/login',
    href: (error?: string) => (error ? `/auth?error=${error}` : '/auth'),
  },
  /** The e-mailed link that confirms a sign-up's address and signs the person in (issue 15). */
  registerConfirm: {
    path: '/register/confirm/:token',
    href: (token: string) => `/register/confirm/${encodeURIComponent(token)}`,
  },
  profile: { path: '/profile', href: () => '/profile' },
  dreamGarage: { path: '/dream-garage', href: () => '/dream-garage' },
  /** Lease deals (000 §2); sort and category are in the query (docs/lease-deals.md). */
  leaseDeals: { path: '/lease-deals', href: () => '/lease-deals' },
  /** The finance calculator, options and application (000 §2); `price` is pence (DECISIONS 1). */
  finance: {
    path: '/finance',
    href: (prefill?: { price: number; car?: number }) =>
      prefill ? `/finance?price=${prefill.price}${prefill.car ? `&car=${prefill.car}` : ''}` : '/finance',
  },
  /** The data management dashboard: admins only (DECISIONS 5). */
  admin: { path: '/admin', href: () => '/admin' },
  dashboard: { path: '/dashboard', href: (tab?: string) => (tab ? `/dashboard?tab=${tab}` : '/dashboard') },
  /** The five-step dealer onboarding wizard (001 §2). */
  dealerOnboarding: { path: '/dealer-onboarding', href: () => '/dealer-onboarding' },
  /** The simple dealer API application (001 §2). */
  dealerApplication: { path: '/dealer/upload-api', href: () => '/dealer/upload-api' },
  /** Admins certify dealer applications (DECISIONS 5). */
  dealerCertification: {
    path: '/admin/dealer-certification',
    href: (id?: number) => (id ? `/admin/dealer-certification?id=${id}` : '/admin/dealer-certification'),
  },
  /** The dealer marketing tools (001 §2, issue 13): signed-in dealers, and admins for any dealer (?dealerId=). */
  videoGenerator: {
    path: '/tiktok-generator',
    href: (dealerId?: number) => (dealerId ? `/tiktok-generator?dealerId=${dealerId}` : '/tiktok-generator'),
  },
  socialToolkit: {
    path: '/social-media-toolkit',
    href: (dealerId?: number) =>
      dealerId ? `/social-media-toolkit?dealerId=${dealerId}` : '/social-media-toolkit',
  },
  /** The legal pages (001 §2). */
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', href: () => '/terms-of-service' },
  cookiePolicy: { path: '/cookie-policy', href: () => '/cookie-policy' },
  /** Data deletion (001 §2, DECISIONS 22) and the e-mailed link that confirms a request. */
  deleteData: { path: '/delete-data', href: () => '/delete-data' },
  deleteDataConfirm: {
    path: '/delete-data/confirm',
    href: (token: string) => `/delete-data/confirm?token=${encodeURIComponent(token)}`,
  },
  /** The service pages (001 §2): part exchange with inspection booking, insurance and warranty examples. */
  partExchange: { path: '/part-exchange', href: () => '/part-exchange' },
  carInsurance: { path: '/car-insurance', href: () => '/car-insurance' },
  extendedWarranty: { path: '/extended-warranty', href: () => '/extended-warranty' },
  /** Used cars from search, filtered and sorted in the page (001 §2); filters are in the query. */
  usedCars: { path: '/used-cars', href: () => '/used-cars' },
  /** Expert reviews (001 §2); the filters are in the query. */
  carReviews: { path: '/car-reviews', href: (search = '') => `/car-reviews${search}` },
  /** One whole review; ours are addressed by their slug. */
  carReview: {
    path: '/car-reviews/:slug',
    href: (slug: string) => `/car-reviews/${encodeURIComponent(slug)}`,
  },
  /** The signed-in person's alerts: new matches for saved searches and price drops (issue 14). */
  notifications: { path: '/notifications', href: () => '/notifications' },
  /** The e-mailed link that stops one saved search's e-mails, without signing in (issue 14). */
  unsubscribe: {
    path: '/unsubscribe/:token',
    href: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  },
  /** Six built-in sample new-car offers (001 §2). */
  newCars: { path: '/new-cars', href: () => '/new-cars' },
  /** Editorial car guides (001 §2); the filters are in the query. */
  carGuides: { path: '/car-guides', href: () => '/car-guides' },
  /** One whole guide, addressed by its slug. */
  carGuide: { path: '/car-guides/:slug', href: (slug: string) => `/car-guides/${encodeURIComponent(slug)}` },
} as const;
