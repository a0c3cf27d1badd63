// The comparison grid: one column per car (scrolls sideways on narrow screens, row labels stay put),
// rows from compare-rows.ts with differing rows highlighted and best values labelled 'Best' in text.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { pounds } from '../../../lib/format';
import { removeFromCompare } from '../hooks/use-compare';
import { COMPARE_ROWS, bestIds, rowDiffers } from '../lib/compare-rows';
import type { CompareCar } from '../lib/compare-store';

export function CompareTable({ cars, onNavigate }: { cars: CompareCar[]; onNavigate: () => void }) {
  return (
    <div
      className="flex-1 overflow-auto focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700"
      tabIndex={0}
      role="region"
      aria-label="Comparison table"
    >
      <table className="w-full min-w-max border-separate border-spacing-0 text-sm">
        <caption className="sr-only">Chosen cars compared feature by feature</caption>
        <thead>
          <tr>
            <td className="sticky left-0 z-20 w-24 sm:top-0 border-b border-slate-200 bg-white sm:w-44" />
            {cars.map((car) => (
              <th
                key={car.id}
                scope="col"
                className="w-44 min-w-44 border-b border-l border-slate-200 bg-white p-3 text-left align-top font-normal sm:sticky sm:top-0 sm:z-10 sm:w-64"
              >
                <img
                  src={car.image}
                  alt={car.title}
                  className="h-24 w-full rounded-lg bg-slate-100 object-cover sm:h-32"
                />
                <Link
                  to={paths.carDetail.href(car.id)}
                  onClick={onNavigate}
                  className="mt-2 block font-semibold text-blue-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
                >
                  {car.title}
                </Link>
                <p className="mt-0.5 text-base font-semibold text-slate-900">{pounds(car.price)}</p>
                <button
                  type="button"
                  onClick={() => removeFromCompare(car.id)}
                  aria-label={`Remove ${car.title} from comparison`}
                  className="mt-2 rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
                >
                  Remove
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => {
            const differs = cars.length > 1 && rowDiffers(row, cars);
            const best = bestIds(row, cars);
            return (
              <tr
                key={row.label}
                data-differs={differs || undefined}
                className={differs ? 'bg-amber-50' : undefined}
              >
                <th
                  scope="row"
                  className={`sticky left-0 z-10 border-b border-slate-200 px-3 py-2.5 text-left align-top font-medium text-slate-700 ${
                    differs ? 'bg-amber-50' : 'bg-slate-50'
                  }`}
                >
                  {row.label}
                  {differs && ' '}
                  {differs && (
                    <span className="mt-0.5 block text-xs font-normal text-amber-900">Differs</span>
                  )}
                </th>
                {cars.map((car) => {
                  const isBest = best.has(car.id);
                  return (
                    <td
                      key={car.id}
                      className="border-b border-l border-slate-200 px-3 py-2.5 align-top text-slate-900"
                    >
                      <span className={isBest ? 'font-semibold text-green-900' : undefined}>
                        {row.display(car)}
                      </span>
                      {isBest && (
                        <span className="ml-2 inline-flex items-center rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                          Best
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
