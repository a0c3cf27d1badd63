// One sample new car (001 §2, §3): at most three features and a '+n more' count, Configure & Price
// and Test Drive (DECISIONS 24).
import { Button } from '../../../components/ui/button';
import { pounds } from '../../../lib/format';
import type { NewCar } from '../lib/sample-new-cars';
import { CarIllustration } from './car-illustration';

const FEATURES_SHOWN = 3;

export function NewCarCard({
  car,
  onConfigure,
  onTestDrive,
}: {
  car: NewCar;
  onConfigure: (car: NewCar) => void;
  onTestDrive: (car: NewCar) => void;
}) {
  const more = car.features.length - FEATURES_SHOWN;
  return (
    <article
      aria-label={car.title}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative aspect-[16/10]">
        <CarIllustration colour={car.colours[0]!.hex} label={`Illustration of the ${car.title}`} />
        <span className="absolute left-2 top-2 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
          Sample offer
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="font-semibold leading-snug text-slate-900">{car.title}</h3>
        <p className="text-sm text-slate-700">{[car.bodyType, car.fuelType, car.transmission].join(' · ')}</p>
        <p>
          <span className="text-sm text-slate-700">From </span>
          <span className="text-2xl font-bold text-slate-900">{pounds(car.price)}</span>
          <span className="text-sm text-slate-700"> on the road</span>
        </p>
        <ul aria-label="Features" className="flex flex-wrap gap-1.5">
          {car.features.slice(0, FEATURES_SHOWN).map((f) => (
            <li key={f} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-800">
              {f}
            </li>
          ))}
          {more > 0 && (
            <li className="rounded-full bg-blue-50 px-2.5 py-1 text-xs font-medium text-blue-800">
              +{more} more
            </li>
          )}
        </ul>
        <p className="text-xs text-slate-600">
          {car.warranty}. Delivery: {car.delivery.toLowerCase()}. Sample dealer in {car.location}.
        </p>
        <div className="mt-auto flex gap-2 pt-2">
          <Button size="sm" className="flex-1" onClick={() => onConfigure(car)}>
            Configure &amp; Price <span className="sr-only">the {car.title}</span>
          </Button>
          <Button variant="secondary" size="sm" className="flex-1" onClick={() => onTestDrive(car)}>
            Test Drive <span className="sr-only">of the {car.title}</span>
          </Button>
        </div>
      </div>
    </article>
  );
}
