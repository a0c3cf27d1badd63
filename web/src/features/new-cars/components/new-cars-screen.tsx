// The new cars page at /new-cars (001 §2): six built-in sample 2025 offers with a filter bar (in the
// URL, DECISIONS 25), Configure & Price and Test Drive on each, why buy new and Popular New Models.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Sheet } from '../../../components/ui/sheet';
import {
  filterNewCars,
  newFiltersToParams,
  parseNewFilters,
  type NewCarFilters,
} from '../lib/new-car-filter';
import { NEW_CARS, type NewCar } from '../lib/sample-new-cars';
import { ConfigurePanel } from './configure-panel';
import { NewCarCard } from './new-car-card';
import { NewCarsFilterBar } from './new-cars-filter-bar';
import { PopularModels, WhyBuyNew } from './new-cars-sections';
import { TestDriveForm } from './test-drive-form';

type Dialog = { kind: 'configure' | 'testDrive'; car: NewCar; key: number } | null;

export function NewCarsScreen() {
  const [params, setParams] = useSearchParams();
  const filters = parseNewFilters(params);
  const shown = filterNewCars(NEW_CARS, filters);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [open, setOpen] = useState(false);
  const show = (kind: 'configure' | 'testDrive', car: NewCar) => {
    setDialog((d) => ({ kind, car, key: (d?.key ?? 0) + 1 }));
    setOpen(true);
  };
  const change = (next: Partial<NewCarFilters>) =>
    setParams(newFiltersToParams({ ...filters, ...next }), { replace: true, preventScrollReset: true });

  return (
    <div className="bg-slate-50">
      <section className="bg-gradient-to-br from-slate-900 to-blue-800 px-4 py-12 text-white">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-bold sm:text-4xl">New Cars</h1>
          <p className="mt-3 max-w-2xl text-lg text-blue-100">
            Configure a 2025 model, see its price and work out the finance.
          </p>
        </div>
      </section>

      <section aria-labelledby="new-cars-title" className="mx-auto max-w-7xl px-4 py-8">
        <h2 id="new-cars-title" className="text-2xl font-bold text-slate-900">
          Sample new-car offers
        </h2>
        <p className="mt-2 max-w-3xl rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          AllMotors lists used cars and does not sell new cars from manufacturers. These six are sample offers
          at typical UK on-the-road list prices, to show how configuring works; a test drive request goes to
          our team, who put you in touch with a dealer.
        </p>
        <div className="mt-6">
          <NewCarsFilterBar filters={filters} onChange={change} />
        </div>
        <p className="mt-6 text-sm font-medium text-slate-900" aria-live="polite">
          Showing {shown.length} of {NEW_CARS.length} cars
        </p>
        {shown.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
            No sample cars match these filters. Try another body type or price range.
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((car) => (
              <li key={car.id}>
                <NewCarCard
                  car={car}
                  onConfigure={(c) => show('configure', c)}
                  onTestDrive={(c) => show('testDrive', c)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <WhyBuyNew />
      <PopularModels
        cars={NEW_CARS}
        onPick={(car) => change({ search: car.model, bodyType: 'all', priceRange: 'all' })}
      />

      {dialog && (
        <Sheet
          key={dialog.key}
          open={open}
          onOpenChange={setOpen}
          side="center"
          title={
            dialog.kind === 'configure'
              ? `Configure & Price: ${dialog.car.title}`
              : `Test drive: ${dialog.car.title}`
          }
          description={
            dialog.kind === 'configure'
              ? 'Choose a trim, a colour and options; the price updates as you go.'
              : 'Tell us how to reach you and when suits you.'
          }
        >
          {dialog.kind === 'configure' ? (
            <ConfigurePanel car={dialog.car} onTestDrive={() => show('testDrive', dialog.car)} />
          ) : (
            <TestDriveForm car={dialog.car} />
          )}
        </Sheet>
      )}
    </div>
  );
}
