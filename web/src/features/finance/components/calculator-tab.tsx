// The Calculator tab (000 §2 'Finance', §5, §9): price, deposit, term and APR in; the monthly payment
// (to the penny), amount financed, total interest and total payable out, from the shared formula.
// 'Get This Quote' carries the figures to the Apply tab (DECISIONS 24).
import {
  FINANCE_LIMITS,
  FINANCE_TERMS,
  calculateQuote,
  type QuoteInput,
} from '../../../../../bff/plugins/finance/calculator';
import { Button } from '../../../components/ui/button';
import { checkQuote, poundsAndPence, type QuoteForm } from '../lib/quote-form';
import { SelectField, TextField } from './fields';

const TERM_OPTIONS = Object.fromEntries(FINANCE_TERMS.map((t) => [String(t), `${t} months`]));

export function CalculatorTab({
  form,
  onChange,
  onGetQuote,
}: {
  form: QuoteForm;
  onChange: (form: QuoteForm) => void;
  onGetQuote: (quote: QuoteInput) => void;
}) {
  const checked = checkQuote(form);
  const errors = checked.ok ? {} : checked.errors;
  const figures = checked.ok ? calculateQuote(checked.quote) : null;
  const set = (name: keyof QuoteForm) => (value: string) => onChange({ ...form, [name]: value });
  const shown = (pence: number | undefined) => (pence === undefined ? '—' : poundsAndPence(pence));

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        aria-label="Finance calculator"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 className="text-lg font-semibold text-slate-900">Work out your payments</h2>
        <TextField
          name="price"
          label="Car Price"
          prefix="£"
          type="number"
          inputMode="decimal"
          min={0}
          max={FINANCE_LIMITS.maxPrice / 100}
          step={100}
          value={form.price}
          onChange={set('price')}
          error={errors.price}
        />
        <TextField
          name="deposit"
          label="Deposit"
          prefix="£"
          type="number"
          inputMode="decimal"
          min={0}
          step={100}
          value={form.deposit}
          onChange={set('deposit')}
          error={errors.deposit}
        />
        <SelectField
          name="termMonths"
          label="Loan Term (months)"
          options={TERM_OPTIONS}
          value={form.termMonths}
          onChange={set('termMonths')}
          error={errors.termMonths}
        />
        <TextField
          name="apr"
          label="Interest Rate (APR %)"
          type="number"
          inputMode="decimal"
          min={0}
          max={FINANCE_LIMITS.maxApr}
          step={0.1}
          value={form.apr}
          onChange={set('apr')}
          error={errors.apr}
        />
      </form>

      <section
        aria-labelledby="finance-figures"
        className="flex flex-col rounded-2xl border border-blue-100 bg-blue-50 p-4 sm:p-6"
      >
        <h2 id="finance-figures" className="text-lg font-semibold text-slate-900">
          Your quote
        </h2>
        <dl className="mt-4 space-y-3">
          <div className="rounded-xl bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-700">Monthly Payment</dt>
            <dd className="mt-1 text-3xl font-bold text-blue-800" aria-live="polite">
              {shown(figures?.monthlyPayment)}
            </dd>
          </div>
          <Figure label="Amount Financed" value={shown(figures?.amountFinanced)} />
          <Figure label="Total Interest" value={shown(figures?.totalInterest)} />
          <Figure label="Total Amount Payable" value={shown(figures?.totalPayable)} />
        </dl>
        {!checked.ok && (
          <p className="mt-3 text-sm text-slate-700">Correct the highlighted figures to see your quote.</p>
        )}
        <Button
          className="mt-6 w-full"
          disabled={!checked.ok}
          onClick={() => checked.ok && onGetQuote(checked.quote)}
        >
          Get This Quote
        </Button>
        <p className="mt-2 text-xs text-slate-600">
          Takes these figures to the application form. A guide only: the rate you are offered depends on your
          circumstances.
        </p>
      </section>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-blue-100 pb-2 last:border-0">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
