// The three featured deals of 000 §2: fixed samples (£299, £349, £399 a month, 36 months, 10,000
// miles a year), shown as examples of what a lease looks like, never as offers.
const SAMPLES = [
  { monthly: 299, kind: 'Family hatchback' },
  { monthly: 349, kind: 'Compact SUV' },
  { monthly: 399, kind: 'Executive saloon' },
];

export function FeaturedDeals() {
  return (
    <section aria-labelledby="featured-examples" className="mx-auto max-w-7xl px-4 pb-8">
      <h2 id="featured-examples" className="text-xl font-bold text-slate-900">
        Featured examples
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Illustrations of typical lease prices, not live offers. The real deals are listed below.
      </p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {SAMPLES.map((s) => (
          <li
            key={s.monthly}
            aria-label={`Example: ${s.kind}`}
            className="rounded-xl border border-dashed border-blue-300 bg-blue-50 p-5"
          >
            <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-blue-800 ring-1 ring-blue-200">
              Example
            </span>
            <h3 className="mt-3 font-semibold text-slate-900">{s.kind}</h3>
            <p className="mt-1">
              <span className="text-2xl font-bold text-slate-900">£{s.monthly}</span>
              <span className="text-slate-700"> per month</span>
            </p>
            <p className="text-sm text-slate-700">36 months · 10,000 miles a year</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
