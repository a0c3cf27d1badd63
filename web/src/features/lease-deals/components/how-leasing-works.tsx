// 'How Leasing Works' (DECISIONS 24: the button opens an explanatory section): the steps of a
// contract hire and how this site works out its figures (docs/lease-deals.md).
import { forwardRef } from 'react';
import { LEASE_APR, VAT_RATE } from '../../../../../bff/plugins/lease-deals/lease-quote';

const STEPS = [
  {
    title: 'Choose a car and a contract',
    text: 'Pick the contract length (24, 36 or 48 months) and how many miles you expect to drive a year.',
  },
  {
    title: 'Pay the initial rental',
    text: 'The first payment is a number of monthly rentals at once (often 3, 6 or 9). A bigger one lowers each monthly rental.',
  },
  {
    title: 'Pay a fixed monthly rental',
    text: 'The rest of the term is a fixed rental each month. Servicing and insurance are usually yours to arrange.',
  },
  {
    title: 'Hand the car back',
    text: 'At the end you return the car. Miles over your allowance and damage beyond fair wear and tear are charged.',
  },
];

export const HowLeasingWorks = forwardRef<HTMLHeadingElement>(function HowLeasingWorks(_props, headingRef) {
  return (
    <section
      id="how-leasing-works"
      aria-labelledby="how-leasing-works-title"
      className="border-b border-slate-200 bg-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h2
          id="how-leasing-works-title"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none"
        >
          How Leasing Works
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-xl bg-slate-50 p-4">
              <span className="flex h-7 w-7 items-center justify-center rounded-full bg-blue-700 text-sm font-bold text-white">
                {i + 1}
              </span>
              <h3 className="mt-2 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <h3 className="mt-6 font-semibold text-slate-900">How we work out a monthly rental</h3>
        <p className="mt-1 max-w-3xl text-sm text-slate-700">
          From the cash price without VAT we take the value the car is expected to keep at the end (its
          residual value, from a table by contract length and mileage). What you pay is the value it loses
          plus a finance charge at {LEASE_APR}% APR on the money tied up in the car, spread over the initial
          rental and the monthly rentals. Personal contracts add VAT at {VAT_RATE * 100}%. Each card also
          shows &lsquo;From&rsquo; 2% of the car&rsquo;s price a month, a quick rule of thumb. Quotes are
          estimates: the lender&rsquo;s own quote is final.
        </p>
      </div>
    </section>
  );
});
