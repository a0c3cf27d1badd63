// The lease calculator (DECISIONS 24: 'Lease Calculator' opens it, prefilled): the monthly rental
// from a price, contract length, annual mileage, initial rental and contract type, worked out by the
// same module that prices every deal (bff/plugins/lease-deals/lease-quote.ts) as the inputs change.
import { useId, useState, type ReactNode } from 'react';
import {
  ANNUAL_MILEAGES,
  CONTRACT_TYPES,
  INITIAL_MONTHS,
  LEASE_DEFAULTS,
  LEASE_TERMS,
  leaseQuote,
  MAX_LEASE_PRICE,
  MIN_LEASE_PRICE,
  residualPercent,
  type AnnualMileage,
  type ContractType,
  type InitialMonths,
  type LeaseTerm,
} from '../../../../../bff/plugins/lease-deals/lease-quote';
import { pounds } from '../../../lib/format';
import { contractLabel, initialLabel, mileageLabel, poundsAndPence, termLabel } from '../lib/options';

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/30';

/** The price field as typed (pounds, commas allowed) in pence, or an error to show. */
export function parsePrice(text: string): { pence: number } | { error: string } {
  const cleaned = text.replace(/[£,\s]/g, '');
  const range = `Enter a car price between ${pounds(MIN_LEASE_PRICE)} and ${pounds(MAX_LEASE_PRICE)}`;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return { error: range };
  const pence = Math.round(Number(cleaned) * 100);
  return pence < MIN_LEASE_PRICE || pence > MAX_LEASE_PRICE ? { error: range } : { pence };
}

export function LeaseCalculator({ initialPrice }: { initialPrice: number }) {
  const id = useId();
  const [priceText, setPriceText] = useState(String(Math.round(initialPrice / 100)));
  const [term, setTerm] = useState<LeaseTerm>(LEASE_DEFAULTS.term);
  const [annualMileage, setAnnualMileage] = useState<AnnualMileage>(LEASE_DEFAULTS.annualMileage);
  const [initialMonths, setInitialMonths] = useState<InitialMonths>(LEASE_DEFAULTS.initialMonths);
  const [contract, setContract] = useState<ContractType>(LEASE_DEFAULTS.contract);

  const price = parsePrice(priceText);
  const quote =
    'pence' in price
      ? leaseQuote({ price: price.pence, term, annualMileage, initialMonths, contract })
      : null;
  const vatNote = contract === 'personal' ? 'VAT included' : 'VAT excluded';

  return (
    <form
      className="grid gap-4 md:grid-cols-2 md:gap-6"
      onSubmit={(e) => e.preventDefault()}
      aria-label="Lease calculator"
    >
      <div className="space-y-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-price`} className="block text-sm font-medium text-slate-700">
            Car price (£)
          </label>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            value={priceText}
            onChange={(e) => setPriceText(e.target.value)}
            aria-invalid={'error' in price}
            aria-describedby={'error' in price ? `${id}-price-error` : undefined}
            className={control}
          />
          {'error' in price && (
            <p id={`${id}-price-error`} className="text-sm text-red-700">
              {price.error}
            </p>
          )}
        </div>
        <Choice label="Contract length" id={`${id}-term`}>
          <select
            id={`${id}-term`}
            value={term}
            onChange={(e) => setTerm(Number(e.target.value) as LeaseTerm)}
            className={control}
          >
            {LEASE_TERMS.map((t) => (
              <option key={t} value={t}>
                {termLabel(t)}
              </option>
            ))}
          </select>
        </Choice>
        <Choice label="Annual mileage" id={`${id}-mileage`}>
          <select
            id={`${id}-mileage`}
            value={annualMileage}
            onChange={(e) => setAnnualMileage(Number(e.target.value) as AnnualMileage)}
            className={control}
          >
            {ANNUAL_MILEAGES.map((m) => (
              <option key={m} value={m}>
                {mileageLabel(m)}
              </option>
            ))}
          </select>
        </Choice>
        <Choice label="Initial rental" id={`${id}-initial`}>
          <select
            id={`${id}-initial`}
            value={initialMonths}
            onChange={(e) => setInitialMonths(Number(e.target.value) as InitialMonths)}
            className={control}
          >
            {INITIAL_MONTHS.map((m) => (
              <option key={m} value={m}>
                {initialLabel(m)}
              </option>
            ))}
          </select>
        </Choice>
        <Choice label="Contract type" id={`${id}-contract`}>
          <select
            id={`${id}-contract`}
            value={contract}
            onChange={(e) => setContract(e.target.value as ContractType)}
            className={control}
          >
            {CONTRACT_TYPES.map((c) => (
              <option key={c} value={c}>
                {contractLabel(c)}
              </option>
            ))}
          </select>
        </Choice>
      </div>

      <div className="space-y-3">
        <section aria-label="Your lease quote" aria-live="polite" className="rounded-xl bg-blue-50 p-4">
          {quote ? (
            <>
              <p className="text-sm text-slate-700">Monthly rental ({vatNote})</p>
              <p className="text-3xl font-bold text-slate-900" data-testid="lease-monthly">
                {poundsAndPence(quote.monthly)}
              </p>
              <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-700">Initial rental</dt>
                <dd className="text-right font-medium text-slate-900">
                  {poundsAndPence(quote.initialRental)}
                </dd>
                <dt className="text-slate-700">Then</dt>
                <dd className="text-right font-medium text-slate-900">
                  {term - 1} × {poundsAndPence(quote.monthly)}
                </dd>
                <dt className="text-slate-700">Total cost</dt>
                <dd className="text-right font-medium text-slate-900">{poundsAndPence(quote.totalCost)}</dd>
                <dt className="text-slate-700">
                  Residual value ({residualPercent(term, annualMileage)}%, without VAT)
                </dt>
                <dd className="text-right font-medium text-slate-900">{pounds(quote.residualValue)}</dd>
                <dt className="text-slate-700">Depreciation (without VAT)</dt>
                <dd className="text-right font-medium text-slate-900">{pounds(quote.depreciation)}</dd>
                <dt className="text-slate-700">Finance charge (without VAT)</dt>
                <dd className="text-right font-medium text-slate-900">{pounds(quote.financeCharge)}</dd>
                {contract === 'personal' && (
                  <>
                    <dt className="text-slate-700">VAT in the total</dt>
                    <dd className="text-right font-medium text-slate-900">{pounds(quote.vat)}</dd>
                  </>
                )}
              </dl>
            </>
          ) : (
            <p className="text-sm text-slate-700">Enter a car price to see the monthly rental.</p>
          )}
        </section>
        <p className="text-xs text-slate-600">
          An estimate: (depreciation + finance charge) ÷ {initialMonths + term - 1} rentals
          {contract === 'personal' ? ', plus VAT' : ''}. The lender&rsquo;s own quote is final.
        </p>
      </div>
    </form>
  );
}

function Choice({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}
