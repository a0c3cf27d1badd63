// /dealer-onboarding (001 §2): the five-step wizard for a signed-in person, resumed where they left it;
// the confirmation once submitted; and for a visitor, why to join and a way to sign in.
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { useOnboarding } from '../api/get-onboarding';
import { Confirmation } from './confirmation';
import { SignInPrompt } from './sign-in-prompt';
import { Wizard } from './wizard';

export function OnboardingScreen() {
  const { user } = useUser();
  const onboarding = useOnboarding({ enabled: Boolean(user) });
  // A confirmation that follows the wizard on screen takes the focus: Submit was at the foot of a long
  // page, and the confirmation is at its top (on a phone the page was left showing the footer).
  const [fromWizard, setFromWizard] = useState(false);
  const step = onboarding.data?.step;
  useEffect(() => {
    if (step !== undefined && step < 6) setFromWizard(true);
  }, [step]);

  let body;
  if (user === null) {
    body = <SignInPrompt next={paths.dealerOnboarding.href()} action="start your application" />;
  } else if (user === undefined || onboarding.isPending) {
    body = (
      <p role="status" className="text-slate-600">
        Loading your application…
      </p>
    );
  } else if (onboarding.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">Your application could not be loaded.</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void onboarding.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (onboarding.data.step >= 6) {
    body = <Confirmation state={onboarding.data} takeFocus={fromWizard} />;
  } else {
    body = <Wizard state={onboarding.data} />;
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Dealer Onboarding</h1>
      <p className="mt-2 text-slate-600">
        List your stock with us free: no monthly fees, no setup costs, no commissions.
      </p>
      <div className="mt-6">{body}</div>
    </div>
  );
}
