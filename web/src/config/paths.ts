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
  profile: { path: '/profile', href: () => '/profile' },
  dreamGarage: { path: '/dream-garage', href: () => '/dream-garage' },
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
} as const;
