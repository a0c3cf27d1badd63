// Keys start with the API path they read (the app's convention). Every key of an application starts
// with the list's path, so one invalidation after a Test, Approve or Reject refreshes the lists (and
// their counts) and every detail.
export type ListScope = 'pending' | 'all';

export const certificationKeys = {
  applications: () => ['/api/admin/dealer-applications'] as const,
  list: (scope: ListScope) => ['/api/admin/dealer-applications', { scope }] as const,
  detail: (id: number) => ['/api/admin/dealer-applications', id] as const,
  supportRequests: () => ['/api/admin/support-requests'] as const,
};
