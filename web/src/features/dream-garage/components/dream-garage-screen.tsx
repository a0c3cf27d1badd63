// The dream garage page (000 §2): a signed-in person's saved cars, their count and total value,
// notes per car, removal and sharing. A signed-out visitor is told and sent to sign in after 1 s.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft, Heart } from 'lucide-react';
import type { GarageCar } from '../../../../../bff/plugins/garage/types';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { pounds } from '../../../lib/format';
import { useGarage } from '../api/get-garage';
import { useRemoveCar } from '../api/save-car';
import { carCount } from '../lib/share';
import { GarageCard } from './garage-card';
import { ShareGarageMenu } from './share-garage-menu';

export const SIGN_IN_REDIRECT_MS = 1000;

export function DreamGarageScreen() {
  const { user } = useUser();
  const navigate = useNavigate();
  const garage = useGarage({ enabled: Boolean(user) });
  const remove = useRemoveCar();
  const [removingId, setRemovingId] = useState<number | null>(null);

  useEffect(() => {
    if (user !== null) return;
    toast({ title: 'Sign in required', description: 'Please sign in to access your dream garage.' });
    const timer = setTimeout(
      () => navigate(`${paths.auth.href()}?next=${encodeURIComponent(paths.dreamGarage.href())}`),
      SIGN_IN_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [user, navigate]);

  const onRemove = (car: GarageCar) => {
    setRemovingId(car.id);
    remove.mutate(car.id, {
      onSuccess: () =>
        toast({ title: 'Car removed', description: 'Car has been removed from your dream garage.' }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to remove car from dream garage.',
          variant: 'destructive',
        }),
      onSettled: () => setRemovingId(null),
    });
  };

  let body;
  if (user === null) {
    body = (
      <p className="mt-8 text-slate-700">
        Please sign in to access your dream garage.{' '}
        <Link to={paths.auth.href()} className="font-medium text-blue-700 underline">
          Sign in
        </Link>
      </p>
    );
  } else if (user === undefined || garage.isPending) {
    body = (
      <p role="status" className="mt-8 text-slate-600">
        Loading your dream garage...
      </p>
    );
  } else if (garage.isError) {
    body = (
      <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">Failed to fetch dream garage</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void garage.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (garage.data.count === 0) {
    body = (
      <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Heart aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
        <h2 className="mt-3 text-lg font-semibold text-slate-900">Your dream garage is empty</h2>
        <p className="mt-1 text-slate-600">Tap the heart on any car to keep it here.</p>
        <Button className="mt-5" onClick={() => navigate(paths.home.href())}>
          Browse Cars
        </Button>
      </div>
    );
  } else {
    const { cars, count, totalValue } = garage.data;
    body = (
      <>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <dl className="flex flex-wrap gap-x-6 gap-y-1">
            <div>
              <dt className="sr-only">Cars</dt>
              <dd className="font-semibold text-slate-900">{carCount(count)} in your garage</dd>
            </div>
            <div className="flex gap-1 text-slate-700">
              <dt>Total value</dt>
              <dd className="font-semibold text-slate-900">{pounds(totalValue)}</dd>
            </div>
          </dl>
          <ShareGarageMenu firstName={user.firstName} count={count} totalValue={totalValue} />
        </div>
        <ul
          className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-label="Saved cars"
        >
          {cars.map((car) => (
            <li key={car.id}>
              <GarageCard car={car} onRemove={onRemove} removing={removingId === car.id} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to={paths.home.href()}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Search
      </Link>
      <h1 className="mt-4 flex items-center gap-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        <Heart aria-hidden="true" className="h-7 w-7 fill-red-600 text-red-600" />
        My Dream Garage
      </h1>
      <p className="mt-1 text-slate-600">Keep track of cars you love and might want to buy</p>
      {body}
    </div>
  );
}
