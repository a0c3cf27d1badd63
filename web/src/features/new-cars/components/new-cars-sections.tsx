// Why buy new and the Popular New Models strip (001 §2). The strip's models are the sample offers;
// choosing one filters the list to it.
import { CalendarCheck, ShieldCheck, Sparkles } from 'lucide-react';
import type { NewCar } from '../lib/sample-new-cars';

const REASONS = [
  {
    icon: ShieldCheck,
    title: 'Full manufacturer warranty',
    text: 'A new car comes with the maker’s warranty from day one, from 3 to 7 years depending on the brand.',
  },
  {
    icon: Sparkles,
    title: 'Built to your spec',
    text: 'Choose the trim, paint and options you want rather than what happens to be on a forecourt.',
  },
  {
    icon: CalendarCheck,
    title: 'No MOT for three years',
    text: 'In the UK a new car needs its first MOT only when it is three years old.',
  },
];

export function WhyBuyNew() {
  return (
    <section aria-labelledby="why-buy-new" className="border-t border-slate-200 bg-white px-4 py-12">
      <div className="mx-auto max-w-7xl">
        <h2 id="why-buy-new" className="text-2xl font-bold text-slate-900">
          Why buy new?
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-5">
              <Icon aria-hidden="true" className="h-7 w-7 text-blue-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function PopularModels({ cars, onPick }: { cars: readonly NewCar[]; onPick: (car: NewCar) => void }) {
  return (
    <section aria-labelledby="popular-new-models" className="px-4 py-12">
      <div className="mx-auto max-w-7xl">
        <h2 id="popular-new-models" className="text-2xl font-bold text-slate-900">
          Popular New Models
        </h2>
        <ul className="mt-4 flex gap-3 overflow-x-auto pb-2">
          {cars.map((car) => (
            <li key={car.id} className="shrink-0">
              <button
                type="button"
                onClick={() => {
                  onPick(car);
                  document.getElementById('new-cars-title')?.scrollIntoView?.({ behavior: 'smooth' });
                }}
                className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                {car.make} {car.model}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
