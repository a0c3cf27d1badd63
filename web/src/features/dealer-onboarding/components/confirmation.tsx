// Step 6 (001 §2, DECISIONS 24): the application is in. What happens next, its number, the
// application as a file, a message to support, and a way to start another application.
import { CheckCircle2, Download, LifeBuoy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { OnboardingState } from '../../../../../bff/plugins/dealers/schemas';
import { Button } from '../../../components/ui/button';
import { applicationDownloadHref } from '../api/keys';
import { useRestartOnboarding } from '../api/move-step';
import { FormAlert } from './fields';
import { SupportDialog } from './support-dialog';

const NEXT_STEPS = [
  'Our team reviews your application within 24-48 hours.',
  'Once approved, you receive an e-mail with your API credentials.',
  'We book a technical onboarding call with you.',
  'We help you set up your integration so your stock goes live.',
];

export function Confirmation({ state, takeFocus = false }: { state: OnboardingState; takeFocus?: boolean }) {
  const [supportOpen, setSupportOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // Just submitted: back to the top of the page, the focus on what happened.
  useEffect(() => {
    if (!takeFocus) return;
    document.documentElement.scrollTop = 0;
    heading.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  const restart = useRestartOnboarding();
  const id = state.applicationId;
  const d = state.draft;
  const name = [d.contactFirstName, d.contactLastName].filter(Boolean).join(' ');
  return (
    <section
      aria-labelledby="confirmation-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <CheckCircle2 aria-hidden="true" className="size-10 text-green-700" />
      <h2
        id="confirmation-title"
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-xl font-semibold text-slate-900 outline-none"
      >
        Application submitted
      </h2>
      {id !== null && (
        <p className="mt-1 text-slate-700">
          Your application number is <strong>#{id}</strong>.
        </p>
      )}
      <h3 className="mt-6 font-semibold text-slate-900">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
        {NEXT_STEPS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {id !== null && (
          <a
            href={applicationDownloadHref(id)}
            download
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          >
            <Download aria-hidden="true" className="size-4" />
            Download Application
          </a>
        )}
        <Button variant="secondary" onClick={() => setSupportOpen(true)}>
          <LifeBuoy aria-hidden="true" className="size-4" />
          Contact Support
        </Button>
        <Button variant="ghost" onClick={() => restart.mutate()} disabled={restart.isPending}>
          Start another application
        </Button>
      </div>
      {restart.isError && (
        <div className="mt-4">
          <FormAlert>Could not start a new application. Please try again.</FormAlert>
        </div>
      )}
      <SupportDialog
        open={supportOpen}
        onOpenChange={setSupportOpen}
        applicationId={id}
        name={name}
        email={d.contactEmail ?? ''}
      />
    </section>
  );
}
