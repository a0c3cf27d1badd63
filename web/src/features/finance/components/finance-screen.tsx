// Finance at /finance (000 §2 'Finance'): the Calculator, Options and Apply tabs. The tab is in the URL
// (?tab=options|apply). The calculator starts from the defaults of 000 §9 or from a car's price
// ('Finance this car': ?price=<pence>&car=<id>); 'Get This Quote' carries its figures to Apply.
import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { RATES_FROM_APR, type QuoteInput } from '../../../../../bff/plugins/finance/calculator';
import { TabList } from '../../../components/ui/tab-list';
import { paths } from '../../../config/paths';
import { pounds } from '../../../lib/format';
import { useFinancedCar } from '../api/get-financed-car';
import { formFromQuote, initialQuote, type QuoteForm } from '../lib/quote-form';
import { ApplyTab } from './apply-tab';
import { CalculatorTab } from './calculator-tab';
import { OptionsTab } from './options-tab';

type Tab = 'calculator' | 'options' | 'apply';
const TABS: { id: Tab; label: string }[] = [
  { id: 'calculator', label: 'Calculator' },
  { id: 'options', label: 'Finance Options' },
  { id: 'apply', label: 'Apply' },
];

export function FinanceScreen() {
  const [params, setParams] = useSearchParams();
  const start = useRef(initialQuote(params)).current;
  const [form, setForm] = useState<QuoteForm>(() => formFromQuote(start.quote));
  const [quote, setQuote] = useState<QuoteInput | null>(null);
  const car = useFinancedCar(start.listingId);
  const carTitle = car.data?.title;

  const active = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'calculator';
  const select = (tab: Tab) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      if (tab === 'calculator') next.delete('tab');
      else next.set('tab', tab);
      return next;
    });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Car Finance</h1>
      <p className="mt-1 max-w-2xl text-slate-700">
        Rates from {RATES_FROM_APR}% APR. Work out your monthly payments, compare the ways to pay and apply
        online.
      </p>
      {start.listingId && car.data && (
        <p className="mt-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
          Financing the{' '}
          <Link
            to={paths.carDetail.href(car.data.id)}
            className="font-medium text-blue-700 underline underline-offset-2"
          >
            {car.data.title}
          </Link>{' '}
          ({pounds(car.data.price)})
        </p>
      )}
      <div className="mt-6">
        <TabList label="Finance sections" tabs={TABS} active={active} onSelect={select} />
        <div
          role="tabpanel"
          id={`panel-${active}`}
          aria-labelledby={`tab-${active}`}
          tabIndex={0}
          className="pt-6 focus-visible:outline-none"
        >
          {active === 'calculator' && (
            <CalculatorTab
              form={form}
              onChange={setForm}
              onGetQuote={(q) => {
                setQuote(q);
                select('apply');
              }}
            />
          )}
          {active === 'options' && <OptionsTab />}
          {active === 'apply' && (
            <ApplyTab
              quote={quote}
              listingId={car.data?.id}
              carTitle={carTitle}
              onChangeQuote={() => select('calculator')}
              onRemoveQuote={() => setQuote(null)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
