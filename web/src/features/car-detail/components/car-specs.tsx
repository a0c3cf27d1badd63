// Key specs at a glance, then the full specification list. Only what the listing states is shown:
// a figure the source did not give reads 'Not stated' rather than a guess.
import { Calendar, Fuel, Gauge, Settings2 } from 'lucide-react';
import type { CarDetail } from '../../../../../bff/plugins/search/types';
import { miles, number } from '../../../lib/format';
import { longDate, serviceHistoryLabel } from '../utils/labels';

const NOT_STATED = 'Not stated';

export function KeySpecs({ car }: { car: CarDetail }) {
  const items = [
    { label: 'Year', value: String(car.year), Icon: Calendar },
    { label: 'Mileage', value: miles(car.mileage), Icon: Gauge },
    { label: 'Fuel', value: car.fuelType, Icon: Fuel },
    { label: 'Gearbox', value: car.transmission, Icon: Settings2 },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(({ label, value, Icon }) => (
        <div key={label} className="rounded-lg bg-slate-50 p-3">
          <dt className="flex items-center gap-1.5 text-xs text-slate-600">
            <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-blue-700" />
            {label}
          </dt>
          <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FullSpecifications({ car }: { car: CarDetail }) {
  const rows: [string, string][] = [
    ['Year', String(car.year)],
    ['Mileage', miles(car.mileage)],
    ['Fuel type', car.fuelType],
    ['Gearbox', car.transmission],
    ['Body type', car.bodyType],
    [
      'Engine size',
      car.isElectric && !car.engineSize ? 'Not applicable' : `${car.engineSize.toFixed(1)} litres`,
    ],
    ['Power', car.powerBhp != null ? `${number(car.powerBhp)} bhp` : NOT_STATED],
    ['Doors', String(car.doors)],
    ['Seats', String(car.seats)],
    ['Colour', car.color],
    ['Previous owners', String(car.previousOwners)],
    ['MOT expiry', car.motExpiry ? longDate(car.motExpiry) : NOT_STATED],
    ['Road tax', car.roadTax != null ? `£${number(car.roadTax)}/year` : NOT_STATED],
    ['Insurance group', car.insuranceGroup != null ? String(car.insuranceGroup) : NOT_STATED],
    ['Service history', serviceHistoryLabel(car.serviceHistory)],
  ];
  if (car.isElectric) {
    rows.push(['Electric range', car.electricRange != null ? miles(car.electricRange) : NOT_STATED]);
    rows.push(['Charging type', car.chargingType ?? NOT_STATED]);
  }
  rows.push(['Registration', car.registration ?? NOT_STATED]);

  return (
    <section
      aria-labelledby="full-specifications"
      className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="full-specifications" className="text-lg font-semibold text-slate-900">
        Full specifications
      </h2>
      <dl className="mt-3 grid gap-x-8 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-2 text-sm">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
