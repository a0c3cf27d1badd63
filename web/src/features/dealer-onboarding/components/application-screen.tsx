// /dealer/upload-api (001 §2): the simple dealer API application. The spec's "Instant AI Approval"
// title is not claimed: approval at once follows a real automatic test of the dealer's API.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/auth';
import { dealerOnboardingKeys } from '../api/keys';
import { ApplicationForm } from './application-form';
import { ApplicationStatus } from './application-status';
import { SignInPrompt } from './sign-in-prompt';

export function ApplicationScreen() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const [submitted, setSubmitted] = useState<{ id: number; contactEmail: string } | null>(null);

  const reset = () => {
    // The answer may hold a key shown once: it goes with the view.
    if (submitted) queryClient.removeQueries({ queryKey: dealerOnboardingKeys.application(submitted.id) });
    setSubmitted(null);
  };

  let body;
  if (user === null) body = <SignInPrompt next={paths.dealerApplication.href()} action="apply" />;
  else if (user === undefined)
    body = (
      <p role="status" className="text-slate-600">
        Loading…
      </p>
    );
  else if (submitted)
    body = <ApplicationStatus id={submitted.id} contactEmail={submitted.contactEmail} onReset={reset} />;
  else body = <ApplicationForm onSubmitted={setSubmitted} />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Connect your dealer API
      </h1>
      <p className="mt-2 text-slate-600">
        Applications whose API passes our automatic test with a quality score of 85% or more are approved at
        once; others are reviewed by our team within 24-48 hours.
      </p>
      <div className="mt-6">{body}</div>
    </div>
  );
}
