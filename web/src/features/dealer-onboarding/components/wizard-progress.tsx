// The wizard's progress (001 §2): "Step N of 5", a bar screen readers read, and the step names.
import { ONBOARDING_STEPS } from '../../../../../bff/plugins/dealers/schemas';

export function WizardProgress({ step }: { step: number }) {
  const total = ONBOARDING_STEPS.length;
  const name = ONBOARDING_STEPS[step - 1];
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-medium text-slate-900">
          Step {step} of {total}
        </p>
        <p className="text-slate-600 sm:hidden">{name}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${total}: ${name}`}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-blue-700 transition-[width] duration-300"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
      <ol className="mt-3 hidden grid-cols-5 gap-2 text-xs sm:grid">
        {ONBOARDING_STEPS.map((title, i) => (
          <li
            key={title}
            aria-current={i + 1 === step ? 'step' : undefined}
            className={
              i + 1 === step
                ? 'font-semibold text-blue-800'
                : i + 1 < step
                  ? 'text-slate-700'
                  : 'text-slate-500'
            }
          >
            {title}
          </li>
        ))}
      </ol>
    </div>
  );
}
