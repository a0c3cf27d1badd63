// After the simple application is in: its id, then what the automatic API test decided, read every
// 1.5 s until it has (api/get-my-application.ts): approved at once (with the key, shown this once),
// waiting for our team (with the test's score and issues), or rejected.
import { CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import type { MyApplication } from '../../../../../bff/plugins/dealers/schemas';
import { Button } from '../../../components/ui/button';
import { awaitingTest, useMyApplication } from '../api/get-my-application';
import { KeyBox } from './key-box';

function TestSummary({ result }: { result: NonNullable<MyApplication['testResult']> }) {
  return (
    <div className="mt-3 text-sm">
      <p>
        Test score: <strong>{Math.round(result.dataQualityScore)}%</strong> · {result.vehicleCount} vehicles
        found
      </p>
      {result.issues.length > 0 && (
        <>
          <p className="mt-2 font-medium">Issues found</p>
          <ul className="mt-1 list-disc pl-5">
            {result.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Outcome({ application, contactEmail }: { application: MyApplication; contactEmail: string }) {
  if (application.status === 'approved')
    return (
      <div className="rounded-xl border border-green-200 bg-green-50 p-4 text-green-950">
        <p className="flex items-center gap-2 font-semibold">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
          Approved instantly: your API passed our automatic test.
        </p>
        {application.dealerId !== null && (
          <p className="mt-2 text-sm">
            Dealer ID: <strong className="font-mono">{application.dealerId}</strong>
          </p>
        )}
        <div className="mt-3 text-sm">
          {application.apiKeyOnce ? (
            <KeyBox apiKey={application.apiKeyOnce} />
          ) : (
            <p>Your API key has been e-mailed to {contactEmail}.</p>
          )}
        </div>
      </div>
    );
  if (application.status === 'rejected')
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-950">
        <p className="flex items-center gap-2 font-semibold">
          <XCircle aria-hidden="true" className="size-5 shrink-0" />
          Your application was not approved.
        </p>
        {application.reviewNotes && <p className="mt-2 text-sm">{application.reviewNotes}</p>}
        {application.testResult && <TestSummary result={application.testResult} />}
      </div>
    );
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <Clock aria-hidden="true" className="size-5 shrink-0" />
        Waiting for review: our team will look at your application within 24-48 hours.
      </p>
      {application.testResult && <TestSummary result={application.testResult} />}
    </div>
  );
}

export function ApplicationStatus({
  id,
  contactEmail,
  onReset,
}: {
  id: number;
  contactEmail: string;
  onReset: () => void;
}) {
  const application = useMyApplication(id);
  let outcome;
  if (application.isError)
    outcome = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>We could not check your application just now.</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void application.refetch()}>
          Check again
        </Button>
      </div>
    );
  else if (application.isPending || awaitingTest(application.data))
    outcome = (
      <p className="flex items-center gap-2 text-slate-700">
        <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin" />
        Testing your API… this usually takes less than a minute.
      </p>
    );
  else outcome = <Outcome application={application.data} contactEmail={contactEmail} />;

  return (
    <section
      aria-labelledby="application-submitted"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="application-submitted" className="text-xl font-semibold text-slate-900">
        Application submitted
      </h2>
      <p className="text-slate-700">
        Your application ID is <strong>#{id}</strong>.
      </p>
      <div role="status" aria-live="polite">
        {outcome}
      </div>
      <Button variant="secondary" onClick={onReset}>
        Submit Another Application
      </Button>
    </section>
  );
}
