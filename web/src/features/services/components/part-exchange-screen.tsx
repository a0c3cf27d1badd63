// Part exchange at /part-exchange (001 §2): hero, four benefits, the valuation form and its result
// panel (001 §9's formula, valuation.ts), 'Book Inspection' (DECISIONS 24), how it works and three
// sample testimonials.
import { useEffect, useRef, useState } from 'react';
import type { VehicleInput } from '../../../../../bff/plugins/part-exchange/schemas';
import { InspectionForm } from './inspection-form';
import { PageHero } from './page-hero';
import { HowItWorks, PartExchangeBenefits, Testimonials } from './part-exchange-sections';
import { ValuationForm } from './valuation-form';
import { ValuationResult } from './valuation-result';

export function PartExchangeScreen() {
  const [car, setCar] = useState<VehicleInput | null>(null);
  // Each valuation gets its own booking form, so a recalculation books the car as now described.
  const [valuation, setValuation] = useState(0);
  const [booking, setBooking] = useState(false);
  const bookingRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (booking) bookingRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [booking]);

  return (
    <>
      <PageHero title="Part Exchange Your Car">
        <p>
          Get an instant estimate for your current car and put it towards your next one. Your valuation is
          guaranteed for 7 days, subject to inspection.
        </p>
      </PageHero>
      <PartExchangeBenefits />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-4 lg:grid-cols-[minmax(0,1fr)_380px]">
        <ValuationForm
          valued={car !== null}
          onValue={(next) => {
            setCar(next);
            setValuation((n) => n + 1);
          }}
        />
        <div className="space-y-6">
          <ValuationResult car={car} booking={booking} onBook={() => setBooking(true)} />
        </div>
      </div>
      {car && booking && (
        <div ref={bookingRef} className="mx-auto max-w-7xl scroll-mt-20 px-4 py-4">
          <InspectionForm key={valuation} car={car} />
        </div>
      )}
      <HowItWorks />
      <Testimonials />
    </>
  );
}
