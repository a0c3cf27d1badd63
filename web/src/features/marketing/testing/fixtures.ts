// Sample answers of the marketing API for the pages' tests, shaped as the issue 13 contract says.
import type { PublicUser } from '../../../lib/auth';
import type {
  GeneratedContent,
  MarketingCar,
  Platform,
  SocialAnalytics,
  SocialPost,
  SocialTemplate,
  VideoJob,
  VideoTemplate,
} from '../types';

export function person(role: PublicUser['role']): PublicUser {
  return {
    id: role === 'admin' ? 1 : 7,
    username: role === 'admin' ? 'admin' : 'jsmith',
    email: `${role}@example.co.uk`,
    firstName: role === 'admin' ? 'Ada' : 'Jane',
    lastName: 'Smith',
    role,
    companyName: null,
    createdAt: '2026-01-05T10:00:00.000Z',
  };
}

export const DEALER = { id: 4, name: 'Kirkstall Motors', vehicles: 12 };
export const OTHER_DEALER = { id: 9, name: 'Aire Valley Volkswagen', vehicles: 50 };

const MODELS = [
  ['Ford', 'Fiesta', 'Petrol'],
  ['Volkswagen', 'Golf', 'Diesel'],
  ['Toyota', 'Yaris', 'Hybrid'],
  ['Nissan', 'Leaf', 'Electric'],
] as const;

export function car(n: number, overrides: Partial<MarketingCar> = {}): MarketingCar {
  const [make, model, fuelType] = MODELS[n % MODELS.length]!;
  const year = 2018 + (n % 6);
  return {
    id: 100 + n,
    title: `${year} ${make} ${model} ${n}`,
    make,
    model,
    year,
    price: 1_249_500 + n * 10_000,
    mileage: 32_000 + n * 1000,
    fuelType,
    transmission: 'Manual',
    bodyType: 'Hatchback',
    colour: 'Blue',
    location: 'Leeds',
    description: 'One owner, full service history.',
    features: ['Sat Nav', 'Bluetooth'],
    images: [`/api/media/listings/${100 + n}/1.svg`, `/api/media/listings/${100 + n}/2.svg`],
    ...overrides,
  };
}

/** The dealer's stock: 12 cars, of which the pick list shows 8. */
export const stock = () => Array.from({ length: 12 }, (_, i) => car(i));
/** Cars of other dealers, for an admin's 'Any car on AllMotors'. */
export const marketCars = () => [car(40, { title: '2021 BMW 320d M Sport', make: 'BMW', model: '3 Series' })];

export const videoTemplates = (): VideoTemplate[] => [
  {
    id: 'spotlight',
    name: 'Spotlight',
    description: 'The car in its best light.',
    default: true,
    scenes: [
      { id: 'title', name: 'Title card', kind: 'title', share: 0.1 },
      { id: 'photos', name: 'Photo sequence', kind: 'photos', share: 0.4 },
      { id: 'specs', name: 'Key specs', kind: 'specs', share: 0.2 },
      { id: 'price', name: 'Price', kind: 'price', share: 0.1 },
      { id: 'cta', name: 'Call to action', kind: 'cta', share: 0.1 },
      { id: 'branding', name: 'Branding', kind: 'branding', share: 0.1 },
    ],
  },
  {
    id: 'price-drop',
    name: 'Price Drop',
    description: 'Tell people the price has fallen.',
    default: false,
    scenes: [
      { id: 'title', name: 'Title card', kind: 'title', share: 0.2 },
      { id: 'price', name: 'Old and new price', kind: 'price', share: 0.5 },
      { id: 'cta', name: 'Call to action', kind: 'cta', share: 0.3 },
    ],
  },
];

export function videoJob(overrides: Partial<VideoJob> = {}): VideoJob {
  const base = car(0);
  return {
    id: 31,
    status: 'queued',
    progress: 0,
    stage: null,
    config: {
      template: 'spotlight',
      duration: 30,
      aspectRatio: '9:16',
      dealerId: DEALER.id,
      carId: base.id,
      dealerBranding: { logo: null, colors: { primary: '#3B82F6', secondary: '#1E40AF' }, watermark: true },
      callToAction: 'Visit us today for a test drive!',
    },
    car: { id: base.id, title: base.title },
    width: 1080,
    height: 1920,
    outputUrl: null,
    downloadUrl: null,
    processingTime: null,
    sizeBytes: null,
    error: null,
    createdAt: '2026-11-26T08:00:00.000Z',
    updatedAt: '2026-11-26T08:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

export const completed = (overrides: Partial<VideoJob> = {}) =>
  videoJob({
    status: 'completed',
    progress: 100,
    stage: null,
    outputUrl: '/api/media/videos/k3y.mp4',
    downloadUrl: '/api/media/videos/k3y.mp4?download=1',
    processingTime: 12_400,
    sizeBytes: 2_400_000,
    completedAt: '2026-11-26T08:00:12.000Z',
    ...overrides,
  });

export const socialTemplates = (): SocialTemplate[] => [
  {
    id: 'just-arrived',
    name: 'Just Arrived',
    description: 'A new car on the forecourt.',
    platform: ['facebook', 'instagram', 'twitter'],
    preview: 'Just arrived: …',
  },
  {
    id: 'price-highlight',
    name: 'Price Highlight',
    description: 'Lead with the price.',
    platform: ['facebook', 'instagram', 'tiktok'],
    preview: 'Only £…',
  },
];

/** A long description (over 200 characters) and 8 hashtags, as a real generation of Facebook gives. */
export const LONG_TEXT =
  'Just arrived at Kirkstall Motors: this 2018 Ford Fiesta 0 with 32,000 miles, one owner and a full service history. ' +
  'Sat Nav and Bluetooth as standard, finished in Blue. Come and see it in Leeds, or ask us about finance today. ' +
  'Part exchange welcome.';

export function content(platform: Platform): GeneratedContent {
  const description = platform === 'twitter' ? 'Just arrived: 2018 Ford Fiesta 0, £12,495.' : LONG_TEXT;
  const hashtags = ['UsedCars', 'Ford', 'Fiesta', 'Leeds', 'CarDeals', 'Petrol', 'ForSale', 'Kirkstall'].map(
    (t) => `#${t}`,
  );
  return {
    platform,
    title: 'Just arrived: 2018 Ford Fiesta 0',
    description,
    hashtags: platform === 'twitter' ? hashtags.slice(0, 2) : hashtags,
    characterCount: description.length + 2 + hashtags.join(' ').length,
    limits: {
      maxLength: platform === 'twitter' ? 280 : platform === 'instagram' ? 2200 : 63206,
      maxHashtags: platform === 'instagram' ? 30 : 10,
      recommendedHashtags: 5,
    },
  };
}

export function post(n: number, overrides: Partial<SocialPost> = {}): SocialPost {
  return {
    id: 500 + n,
    status: 'published',
    createdAt: '2026-11-25T10:00:00.000Z',
    platform: 'facebook',
    templateId: 'just-arrived',
    content: { platform: 'facebook', title: `Post ${n}`, description: LONG_TEXT, hashtags: ['#UsedCars'] },
    car: { id: 100, title: '2018 Ford Fiesta 0' },
    link: { code: `c0de${n}`, url: `http://localhost:3000/r/c0de${n}` },
    media: { imageUrl: '/api/media/listings/100/1.svg', videoId: null, videoUrl: null },
    delivery: {
      state: 'not_configured',
      message: 'Facebook is not connected: the post was stored, not sent.',
    },
    analytics: {
      metrics: { views: 7, reach: 5, enquiries: 1, saves: 1, likes: null, shares: null, comments: null },
    },
    ...overrides,
  };
}

export const emptyAnalytics = (): SocialAnalytics => ({
  days: 30,
  summary: { views: 0, reach: 0, posts: 0, engagements: 0, avgEngagementRate: null },
  byPlatform: [],
  daily: Array.from({ length: 30 }, (_, i) => ({ date: day(i), views: 0, reach: 0 })),
  topPerformingPosts: [],
});

export const analytics = (): SocialAnalytics => ({
  days: 30,
  summary: { views: 42, reach: 30, posts: 3, engagements: 3, avgEngagementRate: 10 },
  byPlatform: [
    { platform: 'facebook', posts: 2, views: 30, reach: 21, engagements: 2 },
    { platform: 'instagram', posts: 1, views: 12, reach: 9, engagements: 1 },
  ],
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: day(i),
    views: i === 28 ? 30 : i === 29 ? 12 : 0,
    reach: i === 28 ? 21 : i === 29 ? 9 : 0,
  })),
  topPerformingPosts: [
    {
      id: 501,
      platform: 'facebook',
      title: 'Post 1',
      views: 30,
      reach: 21,
      engagements: 2,
      engagement_rate: 9.5,
    },
  ],
});

function day(i: number) {
  const d = new Date(Date.UTC(2026, 9, 28 + i));
  return d.toISOString().slice(0, 10);
}
