import { Share2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { miles, pounds } from '../../../lib/format';
import type { DreamGarage } from '../api/get-dream-garage';

async function share(title: string, id: number) {
  const url = new URL(paths.carDetail.href(id), window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    await navigator.share({ title, url }).catch(() => {});
    return;
  }
  await navigator.clipboard.writeText(url).then(
    () => toast({ title: 'Link copied!' }),
    () => toast({ title: 'Could not copy the link', description: url, variant: 'destructive' }),
  );
}

export function GarageTab({ garage, isError }: { garage: DreamGarage | null | undefined; isError: boolean }) {
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        Failed to fetch dream garage
      </p>
    );
  if (garage === undefined) return <p className="text-slate-600">Loading your dream garage…</p>;
  if (garage === null) return <p className="text-slate-600">The dream garage is not available right now.</p>;
  if (garage.cars.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <p className="font-medium text-slate-900">No cars in your dream garage yet</p>
        <p className="mt-1 text-sm text-slate-600">
          Save cars from search with the heart button and they appear here.
        </p>
        <Link to={paths.home.href()} className="mt-3 inline-block font-medium text-blue-700 hover:underline">
          Search cars
        </Link>
      </div>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {garage.cars.map((car) => (
        <li
          key={car.id}
          className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <img
            src={car.image}
            alt={`Photo of the ${car.title}`}
            className="aspect-[4/3] w-full bg-slate-100 object-cover"
          />
          <div className="flex flex-1 flex-col p-4">
            <h3 className="font-semibold text-slate-900">{car.title}</h3>
            <p className="mt-1 text-lg font-bold text-blue-700">{pounds(car.price)}</p>
            <p className="text-sm text-slate-600">
              {car.year} · {miles(car.mileage)} · {car.fuelType}
            </p>
            <div className="mt-auto flex gap-2 pt-4">
              <Link
                to={paths.carDetail.href(car.id)}
                className="inline-flex flex-1 items-center justify-center rounded-lg bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                View Details
              </Link>
              <button
                type="button"
                aria-label={`Share ${car.title}`}
                onClick={() => void share(car.title, car.id)}
                className="rounded-lg border border-slate-300 px-3 py-1.5 text-slate-700 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                <Share2 className="h-4 w-4" aria-hidden />
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
