// The quote 'Get This Quote' carried to the Apply tab, sent with the application.
import { calculateQuote, type QuoteInput } from '../../../../../bff/plugins/finance/calculator';
import { Button } from '../../../components/ui/button';
import { poundsAndPence } from '../lib/quote-form';

export function QuoteSummary({
  quote,
  carTitle,
  onChange,
  onRemove,
}: {
  quote: QuoteInput;
  carTitle?: string | undefined;
  onChange: () => void;
  onRemove: () => void;
}) {
  const f = calculateQuote(quote);
  return (
    <section
      aria-labelledby="finance-quote-summary"
      className="rounded-2xl border border-blue-100 bg-blue-50 p-4 sm:p-6"
    >
      <h2 id="finance-quote-summary" className="text-lg font-semibold text-slate-900">
        Your quote{carTitle ? ` for the ${carTitle}` : ''}
      </h2>
      <p className="mt-1 text-2xl font-bold text-blue-800">
        {poundsAndPence(f.monthlyPayment)} <span className="text-base font-medium">a month</span>
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Item label="Car price" value={poundsAndPence(quote.price)} />
        <Item label="Deposit" value={poundsAndPence(quote.deposit)} />
        <Item label="Term" value={`${quote.termMonths} months`} />
        <Item label="APR" value={`${quote.apr}%`} />
        <Item label="Amount financed" value={poundsAndPence(f.amountFinanced)} />
        <Item label="Total interest" value={poundsAndPence(f.totalInterest)} />
        <Item label="Total amount payable" value={poundsAndPence(f.totalPayable)} />
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onChange}>
          Change quote
        </Button>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          Apply without a quote
        </Button>
      </div>
    </section>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
