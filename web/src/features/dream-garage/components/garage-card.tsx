// One saved car on the garage page. 'View Details' and 'Remove' show over the picture on hover, and
// stay visible where there is no hover (touch screens) or while the card holds keyboard focus.
import { Link } from 'react-router-dom';
import { Eye, Trash2 } from 'lucide-react';
import type { GarageCar } from '../../../../../bff/plugins/garage/types';
import { paths } from '../../../config/paths';
import { miles, pounds } from '../../../lib/format';
import { NotesEditor } from './notes-editor';

const action =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium shadow focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function GarageCard({
  car,
  onRemove,
  removing,
}: {
  car: GarageCar;
  onRemove: (car: GarageCar) => void;
  removing: boolean;
}) {
  return (
    <article
      aria-label={car.title}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        <img src={car.image} alt="" className="h-full w-full object-cover" loading="lazy" />
        <div className="absolute inset-x-0 bottom-0 flex justify-center gap-2 bg-gradient-to-t from-slate-900/70 to-transparent p-3 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100">
          <Link
            to={paths.carDetail.href(car.id)}
            className={`${action} bg-white text-slate-900 hover:bg-slate-100`}
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            View Details<span className="sr-only">: {car.title}</span>
          </Link>
          <button
            type="button"
            onClick={() => onRemove(car)}
            disabled={removing}
            aria-label={`Remove ${car.title} from your dream garage`}
            className={`${action} bg-red-700 text-white hover:bg-red-800 disabled:opacity-70`}
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {removing ? 'Removing…' : 'Remove'}
          </button>
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h2 className="font-semibold leading-snug text-slate-900">
          <Link to={paths.carDetail.href(car.id)} className="hover:text-blue-700 hover:underline">
            {car.title}
          </Link>
        </h2>
        <p className="mt-1 text-xl font-bold text-slate-900">
          <span className="sr-only">Price: </span>
          {pounds(car.price)}
        </p>
        <dl className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
          <div>
            <dt className="sr-only">Year</dt>
            <dd>{car.year}</dd>
          </div>
          <div>
            <dt className="sr-only">Mileage</dt>
            <dd>{miles(car.mileage)}</dd>
          </div>
          <div>
            <dt className="sr-only">Fuel</dt>
            <dd>{car.fuelType}</dd>
          </div>
        </dl>
        <div className="mt-auto">
          <NotesEditor carId={car.id} title={car.title} notes={car.notes} />
        </div>
      </div>
    </article>
  );
}
