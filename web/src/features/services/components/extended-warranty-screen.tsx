// Extended warranty at /extended-warranty (001 §2): three plans, the quote form (001 §3, §9), and
// after 'Get My Quote' 001 §9's fixed quote labelled as an example (docs/services.md); benefits, four
// expandable FAQs and contact help.
import { Check } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { pounds } from '../../../lib/format';
import {
  AGE_BANDS,
  EXAMPLE_WARRANTY_QUOTE as QUOTE,
  FAQS,
  numberValue,
  PLANS,
  WARRANTY_HELP,
  WARRANTY_LENGTHS,
  warrantyFormSchema,
} from '../lib/warranty';
import { checkWith, useForm } from '../lib/use-form';
import { SelectField, TextField } from './fields';
import { HelpBlock } from './help-block';
import { Card, ExampleBadge, PageHero } from './page-hero';

const FIELDS = ['make', 'model', 'vehicleAge', 'mileage', 'length'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { make: '', model: '', vehicleAge: '', mileage: '', length: '' };

const BENEFITS = [
  'Repairs paid directly to the garage',
  'Any VAT-registered UK garage',
  'Cover transfers if you sell the car',
  'Monthly or annual payments',
];

export function ExtendedWarrantyScreen() {
  const { values, bind, showErrors } = useForm('war', FIELDS, EMPTY);
  const [quoted, setQuoted] = useState(false);
  const result = useRef<HTMLHeadingElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkWith(warrantyFormSchema, {
      ...values,
      mileage: numberValue(values.mileage),
      vehicleAge: values.vehicleAge || undefined,
      length: values.length || undefined,
    });
    if (!checked.ok) return showErrors(checked.errors);
    showErrors({});
    setQuoted(true);
    setTimeout(() => result.current?.focus());
  };

  return (
    <>
      <PageHero title="Extended Warranty">
        <p>Protect yourself from unexpected repair bills once the manufacturer&rsquo;s warranty ends.</p>
      </PageHero>
      <section aria-labelledby="war-plans" className="mx-auto max-w-7xl px-4 py-8">
        <h2 id="war-plans" className="text-2xl font-bold text-slate-900">
          Warranty Plans
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.name}
              className={`relative rounded-xl border bg-white p-4 shadow-sm ${plan.popular ? 'border-2 border-blue-700' : 'border-slate-200'}`}
            >
              {plan.popular && (
                <p className="absolute -top-3 left-4 rounded-full bg-blue-700 px-3 py-0.5 text-xs font-semibold text-white">
                  Most Popular
                </p>
              )}
              <h3 className="font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-1 text-2xl font-bold text-slate-900">
                {pounds(plan.monthlyPrice)}
                <span className="text-sm font-normal text-slate-700">/month</span>
              </p>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {plan.features.map((f) => (
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
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-4 lg:grid-cols-[minmax(0,1fr)_360px]">
        <Card title="Get a Quote" id="war-form-title">
          <form noValidate onSubmit={onSubmit} aria-labelledby="war-form-title" className="mt-4 space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...bind('make')} label="Make" placeholder="e.g. Volkswagen" />
              <TextField {...bind('model')} label="Model" placeholder="e.g. Golf" />
              <SelectField {...bind('vehicleAge')} label="Vehicle Age" options={AGE_BANDS} />
              <TextField {...bind('mileage')} label="Current Mileage" inputMode="numeric" />
              <SelectField {...bind('length')} label="Warranty Length" options={WARRANTY_LENGTHS} />
            </div>
            <Button type="submit" className="w-full sm:w-auto">
              Get My Quote
            </Button>
          </form>
        </Card>
        <section
          aria-labelledby="war-quote"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="war-quote" ref={result} tabIndex={-1} className="text-lg font-semibold text-slate-900">
            {quoted ? 'Example quote' : 'Your Quote'}
          </h2>
          {quoted ? (
            <>
              <ExampleBadge>
                This is an example quote, not an offer: the same figures for every car. Call us for a real
                price.
              </ExampleBadge>
              <dl className="mt-3 space-y-2 text-sm">
                {(
                  [
                    ['Cover level', QUOTE.coverLevel],
                    ['Monthly', `${pounds(QUOTE.monthlyPrice)}/month`],
                    ['Annual', `${pounds(QUOTE.annualPrice)}/year`],
                    ['Duration', `${QUOTE.durationMonths} months`],
                    ['Excess', pounds(QUOTE.excess)],
                    ['Maximum claim', pounds(QUOTE.maxClaim)],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="flex justify-between gap-4 border-b border-slate-200 pb-1">
                    <dt className="text-slate-700">{label}</dt>
                    <dd className="font-semibold text-slate-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <ul className="mt-3 space-y-1 text-sm text-slate-700">
                {QUOTE.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                    {f}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-slate-700">Example valid for {QUOTE.validDays} days.</p>
            </>
          ) : (
            <p className="mt-3 text-slate-700">Fill in the form and press &lsquo;Get My Quote&rsquo;.</p>
          )}
        </section>
      </div>
      <section aria-labelledby="war-benefits" className="mx-auto max-w-7xl px-4 py-8">
        <h2 id="war-benefits" className="text-2xl font-bold text-slate-900">
          Why Choose Our Warranty
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((b) => (
            <li
              key={b}
              className="flex gap-2 rounded-xl border border-slate-200 bg-white p-4 text-slate-800 shadow-sm"
            >
              <Check aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
              {b}
            </li>
          ))}
        </ul>
      </section>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-4 lg:grid-cols-[minmax(0,1fr)_360px]">
        <section aria-labelledby="war-faq">
          <h2 id="war-faq" className="text-2xl font-bold text-slate-900">
            Frequently Asked Questions
          </h2>
          <div className="mt-4 space-y-3">
            {FAQS.map((f) => (
              <details key={f.q} className="group rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <summary className="cursor-pointer font-semibold text-slate-900">{f.q}</summary>
                <p className="mt-2 text-slate-700">{f.a}</p>
              </details>
            ))}
          </div>
        </section>
        <HelpBlock id="war-help" {...WARRANTY_HELP} />
      </div>
    </>
  );
}
