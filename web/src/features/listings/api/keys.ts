// Query keys start with the API path they read (the app's convention), so the dashboard feature's
// reads of the same paths are refreshed when a listing changes.
export const USER_LISTINGS_PATH = '/api/user/listings';
export const USER_ANALYTICS_PATH = '/api/user/analytics';

export const listingKeys = {
  mine: () => [USER_LISTINGS_PATH] as const,
  analytics: () => [USER_ANALYTICS_PATH] as const,
};
