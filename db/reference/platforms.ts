// The eight source platforms of the demo configuration (spec 000 §2, DECISIONS 15). No real site is
// reachable from here, so these are served by the demo world (bff/world), a separate server the
// crawler treats like the internet; `weight` reflects the relative size the admin page once quoted
// (2M+, 400K+, 300K+, 15K+, 8K+, 500K+, 50K+, 200K+).
export type PlatformKind = 'html' | 'json' | 'feed';

export interface PlatformSpec {
  id: string;
  name: string;
  bit: number;
  weight: number;
  /** Share of the platform's stock that comes from private sellers. */
  privateShare: number;
  /** How the platform publishes its stock: HTML pages with JSON-LD, a JSON API, or a CSV/XML feed. */
  kind: PlatformKind;
  /** Where a crawl of it starts (below its base URL). */
  startPath: string;
  /** CRAWL-POLICY C7: a feed is a partner's, fetched with its credentials only. */
  access: 'allowed' | 'partner_feed';
}

export const PLATFORMS: PlatformSpec[] = [
  {
    id: 'autohub',
    name: 'AutoHub',
    bit: 0,
    weight: 2000,
    privateShare: 0.12,
    kind: 'html',
    startPath: '/used-vehicles',
    access: 'allowed',
  },
  {
    id: 'motormart',
    name: 'MotorMart',
    bit: 1,
    weight: 400,
    privateShare: 0.1,
    kind: 'json',
    startPath: '/api/v1/vehicles',
    access: 'allowed',
  },
  {
    id: 'drivelist',
    name: 'DriveList',
    bit: 2,
    weight: 300,
    privateShare: 0.15,
    kind: 'html',
    startPath: '/used-vehicles',
    access: 'allowed',
  },
  {
    id: 'pistonpost',
    name: 'PistonPost',
    bit: 3,
    weight: 15,
    privateShare: 0.35,
    kind: 'feed',
    startPath: '/feeds/stock.csv',
    access: 'partner_feed',
  },
  {
    id: 'wheelswap',
    name: 'WheelSwap',
    bit: 4,
    weight: 8,
    privateShare: 0.6,
    kind: 'json',
    startPath: '/api/v1/vehicles',
    access: 'allowed',
  },
  {
    id: 'localmotors',
    name: 'Local Motors Classifieds',
    bit: 5,
    weight: 500,
    privateShare: 0.55,
    kind: 'html',
    startPath: '/used-vehicles',
    access: 'allowed',
  },
  {
    id: 'dealerdirect',
    name: 'DealerDirect',
    bit: 6,
    weight: 50,
    privateShare: 0,
    kind: 'feed',
    startPath: '/feeds/stock.xml',
    access: 'partner_feed',
  },
  {
    id: 'carnation',
    name: 'CarNation',
    bit: 7,
    weight: 200,
    privateShare: 0.08,
    kind: 'html',
    startPath: '/used-vehicles',
    access: 'allowed',
  },
];

/** The demo world's default port (DEMO_SOURCES_PORT, else PORT + 1). */
export const DEMO_WORLD_DEFAULT_PORT = 3001;

/**
 * A demo platform's own site: each is a host of its own (`<id>.localhost`, which browsers and our
 * crawler resolve to loopback, RFC 6761), so robots.txt and politeness apply per platform.
 */
export function platformBaseUrl(id: string, port: number = DEMO_WORLD_DEFAULT_PORT): string {
  return `http://${id}.localhost:${port}`;
}

/**
 * The credential a demo partner feed asks for (`Authorization: Bearer …`). A real partner issues its
 * own; the product keeps it in the source's configuration, never in code.
 */
export function demoFeedKey(id: string): string {
  return `demo-${id}-partner-key`;
}
