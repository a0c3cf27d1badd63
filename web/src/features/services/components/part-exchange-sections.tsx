// The part-exchange page's static sections (001 §2): four benefit tiles, the four-step how-it-works
// and three testimonials, clearly labelled as samples (they are not from real customers).
import { BadgeCheck, CalendarCheck, Clock, PoundSterling } from 'lucide-react';
import { VALUATION } from '../../../../../bff/plugins/part-exchange/valuation';

const BENEFITS = [
  {
    title: 'Instant Valuation',
    text: 'Enter a few details and see an estimate straight away, with private-sale and retail figures to compare.',
    Icon: Clock,
  },
  {
    title: `${VALUATION.guaranteedDays}-Day Guarantee`,
    text: `Your valuation is guaranteed for ${VALUATION.guaranteedDays} days, subject to an inspection of the car.`,
    Icon: BadgeCheck,
  },
  {
    title: 'Free Inspection',
    text: 'Book a time that suits you; an inspector checks the car against what you told us.',
    Icon: CalendarCheck,
  },
  {
    title: 'Money Off Your Next Car',
    text: 'The agreed value comes off the price of the car you buy, with no private-sale hassle.',
    Icon: PoundSterling,
  },
];

export function PartExchangeBenefits() {
  return (
    <section aria-labelledby="px-benefits" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="px-benefits" className="sr-only">
        Why part exchange with us
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <Icon aria-hidden className="h-7 w-7 text-blue-700" />
            <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
            <p className="mt-1 text-sm text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STEPS = [
  { title: 'Enter Details', text: 'Your registration, mileage, condition and service history.' },
  { title: 'Instant Valuation', text: 'See your estimate, with private-sale and dealer-retail values.' },
  { title: 'Book Inspection', text: 'Choose a day in the next two weeks and a time slot.' },
  { title: 'Complete Exchange', text: 'Once the inspection confirms the value, it comes off your next car.' },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="px-how" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="px-how" className="text-2xl font-bold text-slate-900">
        How It Works
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, i) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <span
              aria-hidden
              className="flex h-9 w-9 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
            >
              {i + 1}
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const TESTIMONIALS = [
  {
    quote:
      'The online estimate was close to what the inspector agreed, and it came straight off my next car.',
    who: 'Sample customer, Leeds',
  },
  {
    quote: 'Booking the inspection took a minute and they called the next morning to confirm.',
    who: 'Sample customer, Bristol',
  },
  {
    quote: 'No haggling and no strangers test-driving my car. Much easier than selling privately.',
    who: 'Sample customer, Glasgow',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="px-testimonials" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="px-testimonials" className="text-2xl font-bold text-slate-900">
        What Customers Say
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Sample testimonials: illustrative examples of the service, not quotes from real customers.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.who} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <figure>
              <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">
                Sample testimonial
              </p>
              <blockquote className="mt-2 text-slate-800">&ldquo;{t.quote}&rdquo;</blockquote>
              <figcaption className="mt-2 text-sm text-slate-600">{t.who}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
