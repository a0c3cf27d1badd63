// The pros and cons of a review, each list cut to `limit` (3 on the detail page, 2 on /car-reviews).
import { Minus, Plus } from 'lucide-react';

export function ProsCons({ pros, cons, limit }: { pros: string[]; cons: string[]; limit?: number }) {
  const shownPros = limit === undefined ? pros : pros.slice(0, limit);
  const shownCons = limit === undefined ? cons : cons.slice(0, limit);
  if (shownPros.length === 0 && shownCons.length === 0) return null;
  return (
    <div className="grid gap-3 text-sm sm:grid-cols-2">
      {shownPros.length > 0 && (
        <div>
          <p className="font-semibold text-green-800">Pros</p>
          <ul aria-label="Pros" className="mt-1 space-y-1">
            {shownPros.map((pro) => (
              <li key={pro} className="flex gap-1.5 text-slate-700">
                <Plus aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                {pro}
              </li>
            ))}
          </ul>
        </div>
      )}
      {shownCons.length > 0 && (
        <div>
          <p className="font-semibold text-red-800">Cons</p>
          <ul aria-label="Cons" className="mt-1 space-y-1">
            {shownCons.map((con) => (
              <li key={con} className="flex gap-1.5 text-slate-700">
                <Minus aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-red-700" />
                {con}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
