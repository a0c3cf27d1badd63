// Why buy used (001 §2): what the product itself does for a buyer, nothing it does not.
import { BadgeCheck, History, MessageCircle } from 'lucide-react';

const REASONS = [
  {
    icon: BadgeCheck,
    title: 'Better value',
    text: 'A car a few years old has already taken most of its depreciation, so your money goes further.',
  },
  {
    icon: History,
    title: 'Price history',
    text: 'Each listing keeps the prices it has been advertised at, on every site it appears on.',
  },
  {
    icon: MessageCircle,
    title: 'Talk to the seller',
    text: 'Ask the dealer or private seller a question from the car page; replies come to your account.',
  },
];

export function WhyBuyUsed() {
  return (
    <section aria-labelledby="why-buy-used" className="border-t border-slate-200 bg-white px-4 py-12">
      <div className="mx-auto max-w-7xl">
        <h2 id="why-buy-used" className="text-2xl font-bold text-slate-900">
          Why buy used?
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
