// The result panel (001 §2, §9): the estimate, private sale 1.15× and dealer retail 1.3×, the 7-day
// guarantee; 'Book Inspection' opens the booking form and 'Browse Our Cars' goes to search
// (DECISIONS 24). Before 'Get Valuation' it only says where the result will appear.
import { Link } from 'react-router-dom';
import type { VehicleInput } from '../../../../../bff/plugins/part-exchange/schemas';
import { VALUATION, valueCar } from '../../../../../bff/plugins/part-exchange/valuation';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { miles, pounds } from '../../../lib/format';

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export function ValuationResult({
  car,
  onBook,
  booking,
}: {
  car: VehicleInput | null;
  onBook: () => void;
  booking: boolean;
}) {
  return (
    <section
      aria-labelledby="px-result-title"
      aria-live="polite"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="px-result-title" className="text-lg font-semibold text-slate-900">
        Your Valuation
      </h2>
      {car ? <Figures car={car} onBook={onBook} booking={booking} /> : <Empty />}
    </section>
  );
}

function Empty() {
  return (
    <p className="mt-3 text-slate-700">
      Fill in your car&rsquo;s details and press &lsquo;Get Valuation&rsquo; to see your estimate here.
    </p>
  );
}

function Figures({ car, onBook, booking }: { car: VehicleInput; onBook: () => void; booking: boolean }) {
  const v = valueCar(car);
  return (
    <div className="mt-3 space-y-4">
      <p className="text-sm text-slate-700">
        {car.registration} · {miles(car.mileage)}
      </p>
      <dl className="space-y-3">
        <div className="rounded-xl bg-blue-50 p-4">
          <dt className="text-sm font-medium text-blue-900">Part exchange estimate</dt>
          <dd className="text-3xl font-bold text-blue-900">{pounds(v.estimate)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 pb-2">
          <dt className="text-slate-700">Private sale value</dt>
          <dd className="font-semibold text-slate-900">{pounds(v.privateSale)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 pb-2">
          <dt className="text-slate-700">Dealer retail value</dt>
          <dd className="font-semibold text-slate-900">{pounds(v.dealerRetail)}</dd>
        </div>
      </dl>
      {v.floored && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          At this mileage our online formula reaches £0: book an inspection and we will value your car in
          person.
        </p>
      )}
      <p className="text-sm text-slate-700">
        Valuation guaranteed for {VALUATION.guaranteedDays} days subject to inspection.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onBook} aria-expanded={booking} aria-controls="px-booking">
          Book Inspection
        </Button>
        <Link to={paths.home.href()} className={linkButton}>
          Browse Our Cars
        </Link>
      </div>
    </div>
  );
}
