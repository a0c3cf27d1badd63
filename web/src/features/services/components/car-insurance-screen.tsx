// Car insurance at /car-insurance (001 §2): cover types, the quote form (001 §3, §9 bands), and after
// 'Compare Quotes' the three fixed quotes of 001 §9, labelled as illustrative examples: nothing here is
// an offer, and no insurer is asked (docs/services.md).
import { Check, Star } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { pounds } from '../../../lib/format';
import {
  COVER_TYPES,
  EXAMPLE_QUOTES,
  INSURANCE_HELP,
  insuranceFormSchema,
  MILEAGE_BANDS,
  USAGES,
} from '../lib/insurance';
import { numberValue } from '../lib/warranty';
import { checkWith, useForm } from '../lib/use-form';
import { SelectField, TextField } from './fields';
import { HelpBlock } from './help-block';
import { Card, ExampleBadge, PageHero } from './page-hero';

const FIELDS = ['postcode', 'age', 'make', 'model', 'usage', 'annualMileage'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = {
  postcode: '',
  age: '',
  make: '',
  model: '',
  usage: '',
  annualMileage: '',
};

export function CarInsuranceScreen() {
  const { values, bind, showErrors } = useForm('ins', FIELDS, EMPTY);
  const [compared, setCompared] = useState(false);
  const results = useRef<HTMLHeadingElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(insuranceFormSchema, {
      ...values,
      age: numberValue(values.age),
      usage: values.usage || undefined,
      annualMileage: values.annualMileage || undefined,
    });
    if (!checked.ok) return showErrors(checked.errors);
    showErrors({});
    setCompared(true);
    setTimeout(() => results.current?.focus());
  };

  return (
    <>
      <PageHero title="Car Insurance">
        <p>
          Compare cover types and see how quotes compare. Shopping around could save you up to £300 a year.
        </p>
      </PageHero>
      <section aria-labelledby="ins-cover" className="mx-auto max-w-7xl px-4 py-8">
        <h2 id="ins-cover" className="text-2xl font-bold text-slate-900">
          Types of Cover
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {COVER_TYPES.map((cover) => (
            <li key={cover.name} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <h3 className="font-semibold text-slate-900">{cover.name}</h3>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {cover.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                    {f}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-4 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="space-y-6">
          <Card title="Get a Quote" id="ins-form-title">
            <form noValidate onSubmit={onSubmit} aria-labelledby="ins-form-title" className="mt-4 space-y-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  {...bind('postcode')}
                  label="Postcode"
                  autoComplete="postal-code"
                  placeholder="e.g. SW1A 1AA"
                />
                <TextField {...bind('age')} label="Driver's Age" inputMode="numeric" />
                <TextField {...bind('make')} label="Make" placeholder="e.g. Ford" />
                <TextField {...bind('model')} label="Model" placeholder="e.g. Focus" />
                <SelectField {...bind('usage')} label="Main Usage" options={USAGES} />
                <SelectField {...bind('annualMileage')} label="Annual Mileage" options={MILEAGE_BANDS} />
              </div>
              <Button type="submit" className="w-full sm:w-auto">
                Compare Quotes
              </Button>
            </form>
          </Card>
          {compared && (
            <section aria-labelledby="ins-results" className="space-y-4">
              <h2 id="ins-results" ref={results} tabIndex={-1} className="text-xl font-bold text-slate-900">
                Illustrative example quotes
              </h2>
              <ExampleBadge>
                These are illustrative examples, not real offers. They are the same for every driver and car;
                we have not asked any insurer for a price. Contact an insurer or a comparison site for a real
                quote.
              </ExampleBadge>
              <ul className="grid gap-4 md:grid-cols-3">
                {EXAMPLE_QUOTES.map((q) => (
                  <li key={q.provider} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                    <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">Example</p>
                    <h3 className="font-semibold text-slate-900">{q.provider}</h3>
                    <p className="text-sm text-slate-700">{q.coverType}</p>
                    <p className="mt-2 text-2xl font-bold text-slate-900">
                      {pounds(q.monthlyPrice)}
                      <span className="text-sm font-normal text-slate-700">/month</span>
                    </p>
                    <p className="text-sm text-slate-700">{pounds(q.annualPrice)}/year</p>
                    <p className="mt-1 text-sm text-slate-700">Excess {pounds(q.excess)}</p>
                    <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
                      <Star aria-hidden className="h-4 w-4 fill-amber-400 text-amber-500" />
                      Rating {q.rating.toFixed(1)} of 5
                    </p>
                    <ul className="mt-2 space-y-1 text-sm text-slate-700">
                      {q.features.map((f) => (
                        <li key={f} className="flex gap-2">
                          <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                          {f}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <HelpBlock id="ins-help" {...INSURANCE_HELP} />
      </div>
    </>
  );
}
