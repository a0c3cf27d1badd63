// A result card's optional 'true monthly cost' line (issue 14): finance, road tax and fuel or charging
// by the car page's formula, at the buyer's remembered postcode and figures or the defaults, and says
// which. Switched on by 'Show monthly cost' in the results header (`monthlyCost=1`).
import { Info } from 'lucide-react';
import type { CarCard } from '../../../../../bff/plugins/search/types';
import { Tooltip } from '../../../components/ui/tooltip';
import { number, pounds } from '../../../lib/format';
import type { CardMonthlyCost } from '../api/get-running-costs';

const LINE_WORDS: Record<string, string> = {
  electricity: 'charging',
  'fuel and electricity': 'fuel and charging',
};

const listed = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

export function MonthlyCostLine({ car, cost }: { car: CarCard; cost: CardMonthlyCost }) {
  if (cost.status === 'pending') {
    return (
      <p aria-busy="true" className="h-5 w-40 animate-pulse rounded bg-slate-100">
        <span className="sr-only">Working out the monthly cost…</span>
      </p>
    );
  }
  if (cost.status === 'error' || !cost.cost) {
    return (
      <p className="text-xs text-slate-600">
        {cost.status === 'error'
          ? 'Monthly cost not available just now'
          : `No monthly cost for this ${car.category}`}
      </p>
    );
  }
  const { inputs, unknownPostcode } = cost;
  const figures = cost.cost;
  const includes = listed(figures.includes.map((line) => LINE_WORDS[line] ?? line));
  const where = inputs.postcode
    ? `at your postcode ${inputs.postcode.input.toUpperCase()}`
    : unknownPostcode
      ? `UK average (postcode ${unknownPostcode} not recognised)`
      : 'UK average, no postcode set';
  const finance =
    figures.finance === null
      ? 'No finance figure: the listing gives no price.'
      : `Finance: ${pounds(figures.deposit)} deposit (${Math.round(inputs.depositShare * 100)}% of the price), ${inputs.termMonths} months at ${inputs.apr}% APR.`;
  const explanation = `${finance} Road tax: the listing's rate ÷ 12. Fuel or charging: ${number(inputs.annualMiles)} miles a year at official consumption and average UK prices. Not included: insurance, servicing and repairs, clean air zone charges.`;

  return (
    <div className="text-sm">
      <p className="flex items-center gap-1 font-semibold text-slate-900">
        <span>≈ {pounds(figures.monthlyTotal)}/month all-in</span>
        <Tooltip content={<span className="block max-w-xs">{explanation}</span>}>
          <button
            type="button"
            aria-label="What the monthly cost includes"
            className="relative z-10 rounded-full p-0.5 text-slate-500 hover:text-slate-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <Info aria-hidden className="h-3.5 w-3.5" />
          </button>
        </Tooltip>
      </p>
      <p className="text-xs text-slate-600">
        {includes} · {where}
      </p>
      {figures.cleanAir === 'charged' && (
        <p className="text-xs text-amber-800">A clean air zone near you charges this {car.category} daily</p>
      )}
    </div>
  );
}
