// Keys start with the API path they read (the app's convention). A dealer's work is keyed by its id, so
// an admin switching dealers never sees another dealer's list for a moment.
export interface CarQuery {
  dealerId: number;
  q: string;
  all: boolean;
}

export const marketingKeys = {
  dealers: () => ['/api/marketing/dealers'] as const,
  cars: (query: CarQuery) => ['/api/marketing/cars', query] as const,
  videoTemplates: () => ['/api/tiktok/templates'] as const,
  recentVideos: (dealerId: number) => ['/api/tiktok/recent', { dealerId }] as const,
  video: (id: number) => ['/api/tiktok/videos', id] as const,
  socialTemplates: () => ['/api/social/templates'] as const,
  posts: (dealerId: number) => ['/api/social/posts', dealerId] as const,
  analytics: (dealerId: number) => ['/api/social/analytics', dealerId] as const,
};
