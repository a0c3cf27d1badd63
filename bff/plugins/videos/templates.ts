// The video templates (issue 13 item 2): each a list of named scenes whose shares of the duration sum
// to 1. The renderer draws each scene by its id (render/scenes.ts); the page shows the same list as the
// layout before a render. price-drop and comparison only ever show real figures (DECISIONS 11): the
// car's price history and the active listings of its make and model (render/facts.ts).
import type { SceneSpec, TemplateId, VideoTemplate } from './schemas.js';

const scene = (id: string, name: string, kind: SceneSpec['kind'], share: number): SceneSpec => ({
  id,
  name,
  kind,
  share,
});

export const TEMPLATES: VideoTemplate[] = [
  {
    id: 'spotlight',
    name: 'Spotlight',
    description:
      'The car in the spotlight: its pictures with a slow pan and zoom, the key facts and the price.',
    default: true,
    scenes: [
      scene('title', 'Title card', 'title', 0.12),
      scene('photos', 'Photo sequence', 'photos', 0.38),
      scene('specs', 'Key specs', 'specs', 0.18),
      scene('price', 'Price', 'price', 0.14),
      scene('cta', 'Call to action', 'cta', 0.1),
      scene('branding', 'Dealer branding', 'branding', 0.08),
    ],
  },
  {
    id: 'walkaround',
    name: 'Walkaround',
    description: 'Every view of the car in turn, then its equipment and the call to action.',
    default: false,
    scenes: [
      scene('title', 'Title card', 'title', 0.08),
      scene('photos', 'Walkaround', 'photos', 0.52),
      scene('features', 'Equipment', 'specs', 0.16),
      scene('cta', 'Call to action', 'cta', 0.14),
      scene('branding', 'Dealer branding', 'branding', 0.1),
    ],
  },
  {
    id: 'price-drop',
    name: 'Price drop',
    description:
      'Leads with the price: the reduction from its price history when there was one, else the current price as it is.',
    default: false,
    scenes: [
      scene('title', 'Title card', 'title', 0.1),
      scene('price-drop', 'Price change', 'price', 0.28),
      scene('photos', 'Photo sequence', 'photos', 0.3),
      scene('specs', 'Key specs', 'specs', 0.12),
      scene('cta', 'Call to action', 'cta', 0.12),
      scene('branding', 'Dealer branding', 'branding', 0.08),
    ],
  },
  {
    id: 'comparison',
    name: 'Comparison',
    description:
      'The car against the market: its price beside the median of the active listings of the same make and model.',
    default: false,
    scenes: [
      scene('title', 'Title card', 'title', 0.1),
      scene('photos', 'Photo sequence', 'photos', 0.26),
      scene('market', 'Against the market', 'price', 0.3),
      scene('specs', 'Key specs', 'specs', 0.14),
      scene('cta', 'Call to action', 'cta', 0.12),
      scene('branding', 'Dealer branding', 'branding', 0.08),
    ],
  },
];

export function templateOf(id: TemplateId): VideoTemplate {
  return TEMPLATES.find((t) => t.id === id) ?? TEMPLATES[0]!;
}
