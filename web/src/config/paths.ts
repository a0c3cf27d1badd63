// Every route of the web app, in one place (000 §2). Only routes whose screens exist are registered.
export const paths = {
  home: { path: '/', href: (search = '') => `/${search}` },
  carDetail: { path: '/cars/:id', altPath: '/car/:id', href: (id: number | string) => `/cars/${id}` },
} as const;
