// Query keys of the alerts feature. Each starts with the API path it reads (the app's convention), so
// a live push or a change can refresh a family by path.
export const alertKeys = {
  savedSearches: ['/api/saved-searches'] as const,
  notifications: ['/api/notifications'] as const,
  unread: ['/api/notifications/unread'] as const,
  unsubscribe: (token: string) => ['/api/alerts/unsubscribe', token] as const,
};
