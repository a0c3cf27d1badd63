// The eight source platforms of the demo configuration (spec 000 §2, DECISIONS 15). No real site is
// reachable from here, so these are demo sources served by the product itself; `weight` reflects
// the relative size the admin page once quoted (2M+, 400K+, 300K+, 15K+, 8K+, 500K+, 50K+, 200K+).
export interface PlatformSpec {
  id: string;
  name: string;
  bit: number;
  weight: number;
  /** Share of the platform's stock that comes from private sellers. */
  privateShare: number;
}

export const PLATFORMS: PlatformSpec[] = [
  { id: 'autohub', name: 'AutoHub', bit: 0, weight: 2000, privateShare: 0.12 },
  { id: 'motormart', name: 'MotorMart', bit: 1, weight: 400, privateShare: 0.1 },
  { id: 'drivelist', name: 'DriveList', bit: 2, weight: 300, privateShare: 0.15 },
  { id: 'pistonpost', name: 'PistonPost', bit: 3, weight: 15, privateShare: 0.35 },
  { id: 'wheelswap', name: 'WheelSwap', bit: 4, weight: 8, privateShare: 0.6 },
  { id: 'localmotors', name: 'Local Motors Classifieds', bit: 5, weight: 500, privateShare: 0.55 },
  { id: 'dealerdirect', name: 'DealerDirect', bit: 6, weight: 50, privateShare: 0 },
  { id: 'carnation', name: 'CarNation', bit: 7, weight: 200, privateShare: 0.08 },
];

/** Where the demo source pages live on this server; a listing's external URL is below it. */
export function platformBaseUrl(id: string): string {
  return `/demo-sources/${id}`;
}
