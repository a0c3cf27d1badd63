// Keys start with the API path they read (the app's convention): the listings feature invalidates
// '/api/user/listings' and '/api/user/analytics' after a change, which refreshes these too.
export const dashboardKeys = {
  listings: () => ['/api/user/listings'] as const,
  analytics: () => ['/api/user/analytics'] as const,
  garage: () => ['/api/user/dream-garage'] as const,
};
