// Choosing the car a video or post is about (001 §2: 8 cars in the pick list): the dealer's stock, a
// search to find others (debounced), and for admins any car on AllMotors. Shared by both pages.
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxField } from '../../../components/ui/form-fields';
import { paths } from '../../../config/paths';
import { miles, number, pounds } from '../../../lib/format';
import { PICK_LIST_SIZE, useCars } from '../api/get-cars';
import type { MarketingCar } from '../types';

const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function CarPicker({
  dealerId,
  isAdmin,
  selected,
  onSelect,
}: {
  dealerId: number;
  isAdmin: boolean;
  selected: MarketingCar | null;
  onSelect: (car: MarketingCar) => void;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const [all, setAll] = useState(false);
  const query = useDebounced(q.trim(), SEARCH_DELAY_MS);
  const cars = useCars({ dealerId, q: query, all });
  const list = cars.data?.cars ?? [];
  const total = cars.data?.total ?? 0;

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-800">
          Search cars
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          maxLength={100}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Make, model or title"
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-blue-700"
        />
      </div>
      {isAdmin && (
        <CheckboxField form={id} name="all" label="Any car on AllMotors" checked={all} onChange={setAll} />
      )}
      {selected && (
        <p className="rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900">
          Chosen: <strong>{selected.title}</strong>
        </p>
      )}
      {cars.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading cars…
        </p>
      ) : cars.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load the cars.{' '}
          <button type="button" className="font-medium underline" onClick={() => void cars.refetch()}>
            Try again
          </button>
        </p>
      ) : list.length === 0 ? (
        query || all ? (
          <p className="text-sm text-slate-600">No cars match “{query}”.</p>
        ) : (
          <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
            <p>You have no cars in stock yet, so there is nothing to make a video or post about.</p>
            <Link
              to={paths.dealerApplication.href()}
              className="mt-2 inline-block font-medium text-blue-700 underline"
            >
              How to connect your inventory
            </Link>
          </div>
        )
      ) : (
        <fieldset>
          <legend className="text-sm text-slate-600">
            {total > list.length
              ? `Showing ${list.length} of ${number(total)} cars: search to find others.`
              : `${number(total)} ${total === 1 ? 'car' : 'cars'}`}
          </legend>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2" aria-label="Cars">
            {list.slice(0, PICK_LIST_SIZE).map((car) => (
              // min-w-0: a grid item would otherwise grow to fit a long title instead of truncating it.
              <li key={car.id} className="min-w-0">
                <CarOption
                  car={car}
                  name={`${id}-car`}
                  checked={selected?.id === car.id}
                  onSelect={onSelect}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}

function CarOption({
  car,
  name,
  checked,
  onSelect,
}: {
  car: MarketingCar;
  name: string;
  checked: boolean;
  onSelect: (car: MarketingCar) => void;
}) {
  return (
    <label
      className={`flex min-w-0 cursor-pointer gap-3 rounded-lg border p-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700 ${
        checked ? 'border-blue-700 bg-blue-50' : 'border-slate-200 bg-white hover:border-slate-300'
      }`}
    >
      <input type="radio" name={name} checked={checked} onChange={() => onSelect(car)} className="sr-only" />
      {car.images[0] ? (
        <img src={car.images[0]} alt="" className="h-16 w-20 shrink-0 rounded bg-slate-100 object-cover" />
      ) : (
        <span aria-hidden="true" className="h-16 w-20 shrink-0 rounded bg-slate-100" />
      )}
      <span className="min-w-0 text-sm">
        <span className="line-clamp-2 font-medium break-words text-slate-900">{car.title}</span>
        <span className="block font-semibold text-blue-800">{pounds(car.price)}</span>
        <span className="block text-slate-600">
          {miles(car.mileage)} · {car.fuelType}
        </span>
      </span>
    </label>
  );
}
