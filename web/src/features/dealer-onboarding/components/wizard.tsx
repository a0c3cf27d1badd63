// The five steps of the wizard (001 §2, §5). The server keeps the step and the saved values: Next checks
// the step in the browser with the server's own schema, then saves it (PUT …/steps/{n}) and shows the
// step the server answers; Previous asks the server to step back. Step 5 submits the whole application.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ONBOARDING_STEPS,
  type OnboardingState,
  type StepNumber,
} from '../../../../../bff/plugins/dealers/schemas';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { dealerOnboardingKeys } from '../api/keys';
import { useSaveStep, useStepBack } from '../api/move-step';
import { useSubmitOnboarding } from '../api/submit-onboarding';
import { focusFirstInvalid, serverFieldErrors, type FieldErrors } from '../lib/form-errors';
import { FIELD_LABELS, SAVE_FAILED, SUBMIT_FAILED } from '../lib/labels';
import {
  ALL_FIELDS,
  checkApplication,
  checkStep,
  STEP_FIELDS,
  stepOf,
  valuesFromDraft,
  type WizardField,
  type WizardValues,
} from '../lib/wizard-values';
import { FormAlert } from './fields';
import { CompanyStep, ContactStep, ProfileStep, type StepProps } from './step-details';
import { IntegrationStep } from './step-integration';
import { ReviewStep } from './step-review';
import { WizardProgress } from './wizard-progress';

const STEP_SCREENS: Record<StepNumber, (props: StepProps) => ReactNode> = {
  1: CompanyStep,
  2: ContactStep,
  3: ProfileStep,
  4: IntegrationStep,
  5: ReviewStep,
};

const isField = (name: string): name is WizardField => (ALL_FIELDS as string[]).includes(name);

/** Problems on fields of earlier steps, found at submit: named, with the step to go back to. */
function problemList(errors: FieldErrors): ReactNode {
  const rows = Object.entries(errors).filter(([name]) => isField(name) && stepOf(name) !== 5);
  if (!rows.length) return null;
  return (
    <ul className="mt-1 list-disc pl-5">
      {rows.map(([name, message]) => (
        <li key={name}>
          {FIELD_LABELS[name as WizardField]} (step {stepOf(name)}, {ONBOARDING_STEPS[stepOf(name)! - 1]}):{' '}
          {message}
        </li>
      ))}
    </ul>
  );
}

export function Wizard({ state }: { state: OnboardingState }) {
  const step = Math.min(Math.max(state.step, 1), 5) as StepNumber;
  const [values, setValues] = useState<WizardValues>(() => valuesFromDraft(state.draft));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<ReactNode>();
  const [focusRequest, setFocusRequest] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const queryClient = useQueryClient();
  const save = useSaveStep();
  const back = useStepBack();
  const submit = useSubmitOnboarding();
  const busy = save.isPending || back.isPending || submit.isPending;

  // Focus follows the mistakes once they are on screen.
  useEffect(() => {
    if (focusRequest) focusFirstInvalid(ALL_FIELDS, errors);
  }, [focusRequest]);
  // A new step moves focus to its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (step !== shownStep.current) heading.current?.focus();
    shownStep.current = step;
  }, [step]);

  const set: StepProps['set'] = (name) => (value) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setFocusRequest((n) => n + 1);
  };

  const onNext = () => {
    const checked = checkStep(step, values);
    if (!checked.ok) return showErrors(checked.errors);
    setErrors({});
    setAlert(undefined);
    save.mutate(
      { step, body: checked.body },
      {
        // The secret is saved (encrypted): it need not stay in the page.
        onSuccess: () => step === 4 && setValues((v) => ({ ...v, apiSecret: '' })),
        onError: (error) => {
          const failure = serverFieldErrors(error, STEP_FIELDS[step]);
          if (Object.keys(failure.fields).length) showErrors(failure.fields);
          else if (error instanceof ApiError && error.status === 409) {
            // The wizard moved on elsewhere (another tab): show the step the server has.
            setAlert(error.serverMessage ?? SAVE_FAILED);
            void queryClient.invalidateQueries({ queryKey: dealerOnboardingKeys.onboarding() });
          } else setAlert(failure.rest ?? SAVE_FAILED);
        },
      },
    );
  };

  const onSubmitApplication = () => {
    setAlert(undefined);
    const checked = checkApplication(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return setAlert(
        <>
          {SUBMIT_FAILED}
          {problemList(checked.errors)}
        </>,
      );
    }
    submit.mutate(checked.body, {
      onError: (error) => {
        const failure = serverFieldErrors(error, ALL_FIELDS);
        showErrors(failure.fields);
        setAlert(
          <>
            {SUBMIT_FAILED}
            {problemList(failure.fields)}
          </>,
        );
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step === 5) onSubmitApplication();
    else onNext();
  };

  const onPrevious = () => {
    setErrors({});
    setAlert(undefined);
    back.mutate(undefined, { onError: () => setAlert('Could not go back. Please try again.') });
  };

  const Screen = STEP_SCREENS[step];
  const canSubmit = values.termsAccepted && values.dataProtectionAccepted;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="wizard-step-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
    >
      <WizardProgress step={step} />
      <h2
        id="wizard-step-title"
        ref={heading}
        tabIndex={-1}
        className="mt-6 text-xl font-semibold text-slate-900 outline-none"
      >
        {ONBOARDING_STEPS[step - 1]}
      </h2>
      <div className="mt-4 space-y-4">
        <FormAlert>{alert}</FormAlert>
        <Screen values={values} set={set} errors={errors} state={state} />
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onPrevious} disabled={step === 1 || busy}>
          Previous
        </Button>
        {step < 5 ? (
          <Button type="submit" disabled={busy}>
            {save.isPending ? 'Saving…' : 'Next'}
          </Button>
        ) : (
          <Button type="submit" disabled={!canSubmit || busy}>
            {submit.isPending ? 'Submitting…' : 'Submit Application'}
          </Button>
        )}
      </div>
    </form>
  );
}
