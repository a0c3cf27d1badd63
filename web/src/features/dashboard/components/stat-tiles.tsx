import { Car, Eye, Heart, MessageSquare, type LucideIcon } from 'lucide-react';
import { number } from '../../../lib/format';

export function StatTiles({
  active,
  views,
  inquiries,
  garage,
}: {
  active: number | undefined;
  views: number | undefined;
  inquiries: number | undefined;
  /** null: the dream garage could not be read. */
  garage: number | null | undefined;
}) {
  const tiles: [string, number | null | undefined, LucideIcon][] = [
    ['Active Listings', active, Car],
    ['Total Views', views, Eye],
    ['Inquiries', inquiries, MessageSquare],
    ['Dream Garage', garage, Heart],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(([label, value, Icon]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="flex items-center gap-2 text-sm text-slate-600">
            <span className="rounded-lg bg-blue-50 p-1.5 text-blue-700">
              <Icon className="h-4 w-4" aria-hidden />
            </span>
            {label}
          </dt>
          <dd className="mt-2 text-2xl font-bold text-slate-900">
            {value === undefined ? (
              <span className="text-slate-400">…</span>
            ) : value === null ? (
              <span className="text-base font-medium text-slate-500">Unavailable</span>
            ) : (
              number(value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
