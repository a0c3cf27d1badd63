// The Options tab: HP, PCP and Personal Loan cards; each 'Learn More' opens its explanation in place
// (DECISIONS 24), as a disclosure button tied to the section it shows.
import { useState } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FINANCE_OPTIONS, type FinanceOption } from '../lib/finance-options';

export function OptionsTab() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {FINANCE_OPTIONS.map((option) => (
        <OptionCard key={option.id} option={option} />
      ))}
    </div>
  );
}

function OptionCard({ option }: { option: FinanceOption }) {
  const [open, setOpen] = useState(false);
  const detailsId = `finance-option-${option.id}`;
  return (
    <article
      aria-labelledby={`${detailsId}-name`}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${detailsId}-name`} className="text-lg font-semibold text-slate-900">
        {option.name}
      </h2>
      <p className="mt-2 text-slate-700">{option.summary}</p>
      <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
        {option.points.map((point) => (
          <li key={point} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
            {point}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-4">
        <Button
          variant="secondary"
          className="w-full"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={`${open ? 'Show Less' : 'Learn More'} about ${option.name}`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Show Less' : 'Learn More'}
          <ChevronDown
            aria-hidden="true"
            className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </Button>
      </div>
      <section
        id={detailsId}
        hidden={!open}
        aria-label={`${option.name} explained`}
        className="mt-4 space-y-3 border-t border-slate-200 pt-4 text-sm text-slate-700"
      >
        {option.details.map((d) => (
          <div key={d.heading}>
            <h3 className="font-semibold text-slate-900">{d.heading}</h3>
            <p className="mt-1">{d.body}</p>
          </div>
        ))}
      </section>
    </article>
  );
}
