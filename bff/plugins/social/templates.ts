// The post templates (001 §3 'Social template'): what the post is about, the platforms it suits, and
// the lines the writer (content.ts) builds every platform's text from. Every line uses only the car's
// own data: no 'reduced', no 'full service history', no mpg unless the listing says so itself.
import type { Platform } from './platforms.js';

/** The car as the copy speaks of it (content.ts makes it from a MarketingCar). */
export interface CopyFacts {
  title: string;
  make: string;
  model: string;
  year: number;
  /** '£18,495' */
  price: string;
  /** '21,400 miles' */
  miles: string;
  colour: string;
  location: string;
  dealer: string;
  /** 'car', 'bike' or 'van' */
  noun: string;
  features: string[];
}

export interface SocialTemplate {
  id: string;
  name: string;
  description: string;
  platform: Platform[];
  preview: string;
}

interface TemplateCopy extends SocialTemplate {
  /** The post's first line (and a title where the network has one). */
  headline(f: CopyFacts): string;
  /** One or two sentences that open the body. */
  lead(f: CopyFacts): string;
  /** What to do next. */
  cta(f: CopyFacts): string;
  /** Hashtags of the template's theme, CamelCase without '#'. */
  tags: string[];
}

const ALL: Platform[] = ['facebook', 'instagram', 'tiktok', 'twitter', 'linkedin', 'youtube', 'pinterest'];
const drive = (f: CopyFacts) => (f.noun === 'bike' ? 'test ride' : 'test drive');
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const lower = (s: string) => s.toLowerCase();

export const TEMPLATES: readonly TemplateCopy[] = [
  {
    id: 'just-arrived',
    name: 'Just Arrived',
    description: 'Announce a car that has just come into stock',
    platform: ALL,
    preview: 'Just arrived: 2021 Volkswagen Golf Life 1.5 TSI, finished in grey with 21,400 miles.',
    headline: (f) => `Just arrived: ${f.title}`,
    lead: (f) =>
      `New into stock at ${f.dealer}: this ${f.year} ${f.make} ${f.model}, finished in ${lower(f.colour)} with ${f.miles}.`,
    cta: () => 'Be one of the first to see it: get in touch to arrange a viewing.',
    tags: ['JustArrived', 'NewInStock'],
  },
  {
    id: 'price-highlight',
    name: 'Price Highlight',
    description: 'Lead with the price and the key figures',
    platform: ['facebook', 'instagram', 'tiktok', 'twitter', 'pinterest'],
    preview: '2021 Volkswagen Golf Life 1.5 TSI for £18,495: 21,400 miles, petrol, manual.',
    headline: (f) => `${f.title} for ${f.price}`,
    lead: (f) => `Priced at ${f.price}: a ${f.year} ${f.make} ${f.model} with ${f.miles} on the clock.`,
    cta: () => 'See the full details and ask us about it today.',
    tags: ['ForSale'],
  },
  {
    id: 'feature-spotlight',
    name: 'Feature Spotlight',
    description: 'Show off the equipment the car comes with',
    platform: ['facebook', 'instagram', 'tiktok', 'linkedin', 'youtube', 'pinterest'],
    preview: '2021 Volkswagen Golf Life 1.5 TSI: Sat Nav, Heated Seats and more.',
    headline: (f) =>
      f.features.length ? `${f.title}: ${listOf(f.features.slice(0, 2))}` : `${f.title}: the details`,
    lead: (f) =>
      f.features.length
        ? `This ${f.year} ${f.make} ${f.model} comes with ${listOf(f.features.slice(0, 5))}.`
        : `Here is what this ${f.year} ${f.make} ${f.model} has to offer.`,
    cta: () => 'Take a closer look, and ask us anything about the specification.',
    tags: ['CarFeatures'],
  },
  {
    id: 'test-drive-invite',
    name: 'Test Drive Invitation',
    description: 'Invite people to come and drive it',
    platform: ['facebook', 'instagram', 'tiktok', 'twitter', 'linkedin'],
    preview: 'Book a test drive: 2021 Volkswagen Golf Life 1.5 TSI at Northgate Motors, Leeds.',
    headline: (f) => `Book a ${drive(f)}: ${f.title}`,
    lead: (f) =>
      `Fancy getting behind the wheel? This ${f.year} ${f.make} ${f.model} is ready for a ${drive(f)}.`,
    cta: (f) => `Contact ${f.dealer} to book your ${drive(f)} in ${f.location}.`,
    tags: ['TestDrive'],
  },
  {
    id: 'weekend-deal',
    name: 'Weekend Deal',
    description: 'Ask people to come and see the car this weekend',
    platform: ['facebook', 'instagram', 'tiktok', 'twitter'],
    preview: 'This weekend: 2021 Volkswagen Golf Life 1.5 TSI at £18,495. Come and see it.',
    headline: (f) => `This weekend: ${f.title} at ${f.price}`,
    lead: (f) =>
      `Make this the weekend you find your next ${f.noun}: this ${f.year} ${f.make} ${f.model} is ready to view.`,
    cta: (f) => `Come and see it at ${f.dealer} in ${f.location} this weekend: contact us to arrange a time.`,
    tags: ['WeekendDeal'],
  },
  {
    id: 'video-tour',
    name: 'Video Tour',
    description: 'Go with a short video of the car',
    platform: ['tiktok', 'youtube', 'instagram', 'facebook'],
    preview: 'Take the tour: 2021 Volkswagen Golf Life 1.5 TSI in grey, 21,400 miles.',
    headline: (f) => `Take the tour: ${f.title}`,
    lead: (f) => `Take a look around this ${f.year} ${f.make} ${f.model}, finished in ${lower(f.colour)}.`,
    cta: () => 'Like what you see? Ask us about a viewing.',
    tags: ['CarTour', 'Walkaround'],
  },
];

export const TEMPLATE_IDS = TEMPLATES.map((t) => t.id);

export function templateById(id: string): TemplateCopy | undefined {
  return TEMPLATES.find((t) => t.id === id);
}

/** The public list (GET /api/social/templates): without the writing functions. */
export function publicTemplates(): SocialTemplate[] {
  return TEMPLATES.map(({ id, name, description, platform, preview }) => ({
    id,
    name,
    description,
    platform: [...platform],
    preview,
  }));
}

export type { TemplateCopy };
