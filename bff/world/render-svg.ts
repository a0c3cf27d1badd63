// Placeholder photos: a panel in the vehicle's colour naming the make and model, so adverts have images.
import { escapeXml } from './render-feed.js';
import type { Vehicle } from './model.js';

const PAINT: Record<string, string> = {
  Beige: '#b8a47e',
  Black: '#1f1f1f',
  Blue: '#1d4ed8',
  Bronze: '#8c5a2b',
  Brown: '#6b4226',
  Burgundy: '#6d1a36',
  Gold: '#a8841c',
  Green: '#166534',
  Grey: '#6b7280',
  Indigo: '#3730a3',
  Maroon: '#7f1d1d',
  Multicolour: '#7c3aed',
  Navy: '#1e3a5f',
  Orange: '#c2410c',
  Pink: '#be185d',
  Purple: '#6b21a8',
  Red: '#b91c1c',
  Silver: '#8e9aa6',
  Turquoise: '#0f766e',
  White: '#d1d5db',
  Yellow: '#ca8a04',
};

export function vehicleSvg(v: Vehicle, n: number): string {
  const row = v.row;
  const fill = PAINT[row.color] ?? '#4b5563';
  const ink =
    row.color === 'White' || row.color === 'Silver' || row.color === 'Beige' ? '#111827' : '#ffffff';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img" aria-label="${escapeXml(`${row.make} ${row.model}`)}">
<rect width="640" height="480" fill="${fill}"/>
<text x="320" y="225" font-family="sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="${ink}">${escapeXml(row.make)}</text>
<text x="320" y="275" font-family="sans-serif" font-size="30" text-anchor="middle" fill="${ink}">${escapeXml(row.model)}</text>
<text x="320" y="440" font-family="sans-serif" font-size="18" text-anchor="middle" fill="${ink}">${row.year} · ${escapeXml(row.color)} · photo ${n} of ${row.image_count}</text>
</svg>
`;
}
