// The true monthly cost on the car page (issue 14): every input shown and changeable, each line with
// how it was worked out, the insurance band, clean air zones near the postcode, every source dated.
// The postcode and mileage are remembered (with functional consent) for the next car.
import { useId, useState, type FormEvent } from 'react';
import { FINANCE_TERMS } from '../../../../../bff/plugins/finance/calculator';
import type { PriceUsed, RunningCosts } from '../../../../../bff/plugins/running-costs/schemas';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/form-fields';
import { ApiError } from '../../../lib/api-client';
import { consentedStorage } from '../../../lib/consent';
import { RUNNING_COSTS_STORAGE_KEY, readRunningCostInputs } from '../../../lib/running-costs-inputs';
import { useRunningCosts, type RunningCostInputs } from '../api/get-running-costs';

export { RUNNING_COSTS_STORAGE_KEY };

const money = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const gbp = (pence: number) => money.format(pence / 100);
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

const remembered = readRunningCostInputs;

const errorMessage = (error: unknown) => {
  if (error instanceof ApiError && error.status === 400) {
    try {
      return (JSON.parse(error.body) as { message?: string }).message ?? error.message;
    } catch {
      return error.message;
    }
  }
  return 'The monthly cost is not available just now. Please try again later.';
};

interface Fields {
  postcode: string;
  deposit: string;
  termMonths: string;
  apr: string;
  annualMiles: string;
}

function toInputs(f: Fields): RunningCostInputs {
  const num = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(/[,£\s]/g, '')));
  const deposit = num(f.deposit);
  return {
    postcode: f.postcode.trim() || undefined,
    deposit: deposit === undefined || Number.isNaN(deposit) ? undefined : Math.round(deposit * 100),
    termMonths: num(f.termMonths),
    apr: num(f.apr),
    annualMiles: num(f.annualMiles),
  };
}

export function RunningCostsPanel({ carId }: { carId: number }) {
  const titleId = useId();
  const [inputs, setInputs] = useState<RunningCostInputs>(() => remembered());
  // What the buyer typed; a field they have not touched is undefined and shows the figure the
  // answer used (derived at render, so the inputs never lag the answer).
  const [edits, setEdits] = useState<Partial<Fields>>(() => {
    const r = remembered();
    return {
      ...(r.postcode === undefined ? {} : { postcode: r.postcode }),
      ...(r.annualMiles === undefined ? {} : { annualMiles: String(r.annualMiles) }),
    };
  });
  const query = useRunningCosts(String(carId), inputs);
  const data = query.data;
  const used = data?.inputs;
  const fields: Fields = {
    postcode: edits.postcode ?? '',
    deposit: edits.deposit ?? (used ? String(used.deposit / 100) : ''),
    termMonths: edits.termMonths ?? (used ? String(used.termMonths) : ''),
    apr: edits.apr ?? (used ? String(used.apr) : ''),
    annualMiles: edits.annualMiles ?? (used ? String(used.annualMiles) : ''),
  };

  const set = (name: keyof Fields) => (value: string) => setEdits((f) => ({ ...f, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = toInputs(fields);
    setInputs(next);
    // A field left empty goes back to showing the figure the next answer uses.
    setEdits((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== '')));
    consentedStorage('functional')?.setItem(
      RUNNING_COSTS_STORAGE_KEY,
      JSON.stringify({ postcode: next.postcode, annualMiles: next.annualMiles }),
    );
  };

  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        True monthly cost
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Finance, road tax and fuel or charging for this car, worked out from your figures. Change any of them.
      </p>
      <form onSubmit={submit} aria-label="Monthly cost inputs" className="mt-4 grid gap-3 sm:grid-cols-2">
        <TextField
          form="running-costs"
          name="postcode"
          label="Your postcode or town"
          value={fields.postcode}
          onChange={set('postcode')}
          autoComplete="postal-code"
          hint="For clean air zones near you"
        />
        <TextField
          form="running-costs"
          name="annualMiles"
          label="Miles a year"
          value={fields.annualMiles}
          onChange={set('annualMiles')}
          inputMode="numeric"
        />
        <TextField
          form="running-costs"
          name="deposit"
          label="Deposit"
          prefix="£"
          value={fields.deposit}
          onChange={set('deposit')}
          inputMode="decimal"
        />
        <SelectField
          form="running-costs"
          name="termMonths"
          label="Loan term"
          value={fields.termMonths}
          onChange={set('termMonths')}
          options={FINANCE_TERMS.map((t) => [String(t), `${t} months`] as const)}
        />
        <TextField
          form="running-costs"
          name="apr"
          label="Interest rate (% APR)"
          value={fields.apr}
          onChange={set('apr')}
          inputMode="decimal"
        />
        <div className="flex items-end">
          <Button type="submit">Update monthly cost</Button>
        </div>
      </form>
      {query.isError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(query.error)}
        </p>
      )}
      {query.isPending && <p className="mt-4 text-sm text-slate-600">Working out the monthly cost…</p>}
      {data && !query.isError && <Breakdown costs={data} />}
    </section>
  );
}

function Line({
  label,
  pence,
  children,
}: {
  label: string;
  pence: number | null;
  children: React.ReactNode;
}) {
  return (
    <div className="border-t border-slate-100 py-3">
      <dt className="flex justify-between gap-3 font-medium text-slate-900">
        <span>{label}</span>
        <span>{pence === null ? 'No figure' : `${gbp(pence)} a month`}</span>
      </dt>
      <dd className="mt-1 text-sm text-slate-600">{children}</dd>
    </div>
  );
}

const priceText = (p: PriceUsed) => `${p.pence}p a ${p.unit}: ${p.source}, ${longDate(p.asOf)}`;

function Breakdown({ costs }: { costs: RunningCosts }) {
  const { finance, roadTax, energy, insurance, cleanAir, total, inputs } = costs;
  const energyLabel =
    energy.kind === 'electricity'
      ? 'Charging'
      : energy.kind === 'fuel and electricity'
        ? 'Fuel and charging'
        : 'Fuel';
  return (
    <div className="mt-5">
      <p className="text-3xl font-bold text-slate-900">
        <span className="sr-only">Total: </span>
        {gbp(total.monthly)}
        <span className="text-base font-normal text-slate-600"> a month</span>
      </p>
      <p className="text-sm text-slate-600">
        Includes {total.includes.join(', ')}. Not included: {total.excludes.join('; ')}.
      </p>
      <dl className="mt-3">
        <Line label="Finance" pence={finance.monthly}>
          {gbp(inputs.deposit)} deposit, {inputs.termMonths} months at {inputs.apr}% APR;{' '}
          {gbp(finance.amountFinanced)} borrowed. {finance.note}
        </Line>
        <Line label="Road tax" pence={roadTax.monthly}>
          {roadTax.annual === null ? roadTax.note : `${gbp(roadTax.annual)} a year. ${roadTax.note}`} Source:{' '}
          {roadTax.source}.
        </Line>
        <Line label={energyLabel} pence={energy.monthly}>
          {energy.consumption ? (
            <>
              {inputs.annualMiles.toLocaleString('en-GB')} miles a year
              {energy.consumption.mpg !== null && ` at ${energy.consumption.mpg} mpg`}
              {energy.consumption.milesPerKwh !== null &&
                ` at ${energy.consumption.milesPerKwh} miles per kWh`}{' '}
              ({energy.consumption.engine}; {energy.consumption.source}).{' '}
            </>
          ) : null}
          {energy.note}
          {energy.fuelPrice && <span className="block">Fuel price: {priceText(energy.fuelPrice)}.</span>}
          {energy.electricityPrice && (
            <span className="block">Electricity price: {priceText(energy.electricityPrice)}.</span>
          )}
        </Line>
      </dl>

      <h3 className="mt-4 font-semibold text-slate-900">Insurance</h3>
      <p className="text-sm text-slate-700">
        {insurance.group === null
          ? insurance.note
          : `Group ${insurance.group}: ${insurance.band} on the ${insurance.scale} scale. ${insurance.note}`}
      </p>

      <h3 className="mt-4 font-semibold text-slate-900">Clean air zones</h3>
      <p className="text-sm text-slate-700">
        Meets the ULEZ/CAZ standard{cleanAir.standard ? ` (${cleanAir.standard})` : ''}:{' '}
        <strong>
          {cleanAir.compliant === 'yes' ? 'Yes' : cleanAir.compliant === 'no' ? 'No' : 'Not sure'}
        </strong>
        . {cleanAir.reason} We judge from the model year because listings carry no registration date.
      </p>
      {cleanAir.zones === null ? (
        <p className="mt-1 text-sm text-slate-600">Enter your postcode to see the zones near you.</p>
      ) : cleanAir.zones.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          No charging clean air zone near {inputs.postcode?.label}.
        </p>
      ) : (
        <ul aria-label="Clean air zones near you" className="mt-2 space-y-2 text-sm">
          {cleanAir.zones.map((zone) => (
            <li key={zone.id} className="rounded-lg bg-slate-50 p-3">
              <span className="font-medium text-slate-900">
                {zone.name} ({zone.scheme}), {zone.distanceMiles} miles:
              </span>{' '}
              {zone.dailyCharge > 0 ? `${gbp(zone.dailyCharge)} a day. ` : 'No daily charge. '}
              <span className="text-slate-600">
                {zone.note} Source: {zone.source}.
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-xs text-slate-600">
        Clean air zone charges as published, checked {longDate(cleanAir.asOf)}.
      </p>
    </div>
  );
}
