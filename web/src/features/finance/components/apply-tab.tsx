// The Apply tab (000 §2 'Apply', §3; DECISIONS 23): the application form, checked here with the
// server's schema and stored by POST /api/finance/applications with the carried quote, then a message
// saying what happens next. A signed-in person's names and e-mail are filled in for them.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { REPRESENTATIVE_APR, type QuoteInput } from '../../../../../bff/plugins/finance/calculator';
import {
  CREDIT_SCORE_BANDS,
  EMPLOYMENT_STATUSES,
  FINANCE_CONTACT,
  type FinanceApplication,
} from '../../../../../bff/plugins/finance/schemas';
import { Button } from '../../../components/ui/button';
import { useUser } from '../../../lib/auth';
import { useApplyForFinance } from '../api/apply-for-finance';
import {
  APPLICATION_FIELDS,
  EMPTY_APPLICATION,
  applicationBody,
  checkApplication,
  serverErrors,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationForm,
} from '../lib/application-form';
import { fieldId, SelectField, TextField } from './fields';
import { HelpBlock } from './help-block';
import { QuoteSummary } from './quote-summary';

export function ApplyTab({
  quote,
  listingId,
  carTitle,
  onChangeQuote,
  onRemoveQuote,
}: {
  quote: QuoteInput | null;
  listingId?: number | undefined;
  carTitle?: string | undefined;
  onChangeQuote: () => void;
  onRemoveQuote: () => void;
}) {
  const [values, setValues] = useState<ApplicationForm>(EMPTY_APPLICATION);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<FinanceApplication | null>(null);
  const apply = useApplyForFinance();
  const { user } = useUser();
  const prefilled = useRef(false);

  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setValues((s) => ({
      ...s,
      firstName: s.firstName || user.firstName || '',
      lastName: s.lastName || user.lastName || '',
      email: s.email || user.email || '',
    }));
  }, [user]);

  const bind = (name: ApplicationField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => {
      setValues((s) => ({ ...s, [name]: value }));
      setErrors((e) => ({ ...e, [name]: undefined }));
    },
  });
  const showErrors = (found: ApplicationErrors) => {
    setErrors(found);
    const first = APPLICATION_FIELDS.find((name) => found[name]);
    if (first) setTimeout(() => document.getElementById(fieldId(first))?.focus());
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkApplication(applicationBody(values, { quote, listingId }));
    if (!checked.ok) {
      if (checked.rest.length) setFormError(checked.rest.join(' '));
      return showErrors(checked.errors);
    }
    setErrors({});
    apply.mutate(checked.input, {
      onSuccess: (application) => setSent(application),
      onError: (error) => {
        const found = serverErrors(error);
        showErrors(found.errors);
        setFormError(
          found.rest.length || Object.keys(found.errors).length
            ? `Please check your application: ${[...Object.values(found.errors), ...found.rest].join(' ')}`
            : `Your application could not be sent. Please try again, or call us on ${FINANCE_CONTACT.phone}.`,
        );
      },
    });
  };

  if (sent) return <ApplicationSent application={sent} />;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <div className="space-y-6">
        {quote && (
          <QuoteSummary quote={quote} carTitle={carTitle} onChange={onChangeQuote} onRemove={onRemoveQuote} />
        )}
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Finance application"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 className="text-lg font-semibold text-slate-900">Apply for finance</h2>
          {!quote && (
            <p className="text-sm text-slate-700">
              Tip: use the Calculator tab and press &lsquo;Get This Quote&rsquo; to send your figures with
              your application.
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField {...bind('firstName')} label="First Name" autoComplete="given-name" />
            <TextField {...bind('lastName')} label="Last Name" autoComplete="family-name" />
            <TextField
              {...bind('email')}
              label="Email Address"
              type="email"
              inputMode="email"
              autoComplete="email"
            />
            <TextField {...bind('phone')} label="Phone Number" type="tel" autoComplete="tel" />
            <TextField
              {...bind('annualIncome')}
              label="Annual Income"
              prefix="£"
              inputMode="decimal"
              autoComplete="off"
              hint="Before tax, in pounds"
            />
            <SelectField
              {...bind('employmentStatus')}
              label="Employment Status"
              options={EMPLOYMENT_STATUSES}
              placeholder="Choose…"
            />
            <SelectField
              {...bind('creditScore')}
              label="Estimated Credit Score"
              options={CREDIT_SCORE_BANDS}
              placeholder="Choose…"
              className="sm:col-span-2"
            />
          </div>
          {formError && (
            <div
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              {formError}
            </div>
          )}
          <Button type="submit" className="w-full sm:w-auto" disabled={apply.isPending}>
            {apply.isPending ? 'Sending…' : 'Apply Now'}
          </Button>
          <p className="text-xs text-slate-600">
            By applying, you agree to our{' '}
            <Link to="/terms-of-service" className="text-blue-700 underline underline-offset-2">
              terms and conditions
            </Link>
            . Representative example: {REPRESENTATIVE_APR}% APR typical.
          </p>
        </form>
      </div>
      <HelpBlock />
    </div>
  );
}

function ApplicationSent({ application }: { application: FinanceApplication }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="finance-sent"
      className="rounded-2xl border border-green-200 bg-green-50 p-4 text-slate-800 sm:p-8"
    >
      <h2 id="finance-sent" ref={heading} tabIndex={-1} className="text-xl font-bold text-green-900">
        Application received
      </h2>
      <p className="mt-2">
        Thank you, {application.firstName}. Your reference is{' '}
        <strong className="font-semibold">{application.reference}</strong>. A receipt is on its way to your
        inbox.
      </p>
      <h3 className="mt-4 font-semibold text-slate-900">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>Our finance team reviews your application{application.quote ? ' and your quote' : ''}.</li>
        <li>
          We contact you at <strong className="font-semibold">{application.email}</strong> within{' '}
          {FINANCE_CONTACT.replyWithin} ({FINANCE_CONTACT.hours}) to go through the next steps.
        </li>
        <li>Nothing is agreed until you accept a finance offer.</li>
      </ol>
      <p className="mt-4 text-sm">
        Questions? Call {FINANCE_CONTACT.phone} and quote {application.reference}.
      </p>
    </section>
  );
}
