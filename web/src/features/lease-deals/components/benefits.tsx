// The three benefit blurbs of 000 §2: lower monthly payments, newer cars, warranty coverage.
import { PiggyBank, ShieldCheck, Sparkles } from 'lucide-react';

const BENEFITS = [
  {
    title: 'Lower Monthly Payments',
    text: 'You pay for the value the car loses while you drive it, not its whole price, so rentals are usually lower than finance to buy.',
    Icon: PiggyBank,
  },
  {
    title: 'Drive a Newer Car',
    text: 'Hand the car back at the end of the contract and choose another: a newer model every two to four years.',
    Icon: Sparkles,
  },
  {
    title: 'Warranty Coverage',
    text: "Cars we offer are at most five years old, so many are still under the maker's warranty; check the terms with the dealer.",
    Icon: ShieldCheck,
  },
];

export function Benefits() {
  return (
    <section aria-labelledby="lease-benefits" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="lease-benefits" className="sr-only">
        Why lease
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {BENEFITS.map(({ title, text, Icon }) => (
          <li
            key={title}
            className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:block sm:p-5"
          >
            <Icon aria-hidden className="h-7 w-7 shrink-0 text-blue-700" />
            <div>
              <h3 className="font-semibold text-slate-900 sm:mt-3">{title}</h3>
              <p className="mt-1 text-sm text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
