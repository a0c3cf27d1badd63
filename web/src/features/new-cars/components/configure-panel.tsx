// Configure & Price (DECISIONS 24): choose a trim, a colour and options from the sample data and see
// the on-the-road price change; then work out a monthly payment in the finance calculator, prefilled.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { pounds } from '../../../lib/format';
import { configuredPrice, defaultConfiguration, type NewCar } from '../lib/sample-new-cars';
import { CarIllustration } from './car-illustration';

const plus = (pence: number) => (pence ? `+${pounds(pence)}` : 'Included');

export function ConfigurePanel({ car, onTestDrive }: { car: NewCar; onTestDrive: () => void }) {
  const [config, setConfig] = useState(() => defaultConfiguration(car));
  const price = configuredPrice(car, config);
  const paint = car.colours.find((c) => c.name === config.colour) ?? car.colours[0]!;
  const choice =
    'flex cursor-pointer items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700';

  return (
    <div className="space-y-5">
      <div className="mx-auto aspect-[16/10] max-w-sm overflow-hidden rounded-lg">
        <CarIllustration colour={paint.hex} label={`Illustration of the ${car.title} in ${paint.name}`} />
      </div>
      <fieldset>
        <legend className="font-semibold text-slate-900">Trim</legend>
        <div className="mt-2 grid gap-2">
          {car.trims.map((t) => (
            <label key={t.name} className={choice}>
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="trim"
                  value={t.name}
                  checked={config.trim === t.name}
                  onChange={() => setConfig({ ...config, trim: t.name })}
                />
                {t.name}
              </span>
              <span className="text-slate-700">{plus(t.price)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-slate-900">Colour</legend>
        <div className="mt-2 grid gap-2">
          {car.colours.map((c) => (
            <label key={c.name} className={choice}>
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="colour"
                  value={c.name}
                  checked={config.colour === c.name}
                  onChange={() => setConfig({ ...config, colour: c.name })}
                />
                <span
                  aria-hidden="true"
                  className="h-4 w-4 rounded-full border border-slate-400"
                  style={{ backgroundColor: c.hex }}
                />
                {c.name}
              </span>
              <span className="text-slate-700">{plus(c.price)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-slate-900">Options</legend>
        <div className="mt-2 grid gap-2">
          {car.options.map((o) => (
            <label key={o.name} className={choice}>
              <span className="flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={config.options.includes(o.name)}
                  onChange={(e) =>
                    setConfig({
                      ...config,
                      options: e.target.checked
                        ? [...config.options, o.name]
                        : config.options.filter((x) => x !== o.name),
                    })
                  }
                />
                {o.name}
              </span>
              <span className="text-slate-700">{plus(o.price)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="rounded-lg bg-slate-50 p-4">
        <p className="text-sm text-slate-700">Your sample configuration</p>
        <p aria-live="polite" className="text-3xl font-bold text-slate-900" data-testid="configured-price">
          {pounds(price)}
        </p>
        <p className="text-xs text-slate-600">
          On-the-road list price of this sample offer; a dealer's quote may differ.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Link
            to={paths.finance.href({ price })}
            className="inline-flex items-center rounded-lg bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            Work out finance for {pounds(price)}
          </Link>
          <button
            type="button"
            onClick={onTestDrive}
            className="inline-flex items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            Request a test drive
          </button>
        </div>
      </div>
    </div>
  );
}
