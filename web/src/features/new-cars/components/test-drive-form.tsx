// Test Drive (DECISIONS 24): a request to the AllMotors team through the support inbox, which admins
// read; they put the visitor in touch with a dealer. Nothing here books a slot, and the copy says so.
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useRequestTestDrive } from '../api/request-test-drive';
import type { NewCar } from '../lib/sample-new-cars';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const input =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-700';

export function TestDriveForm({ car }: { car: NewCar }) {
  const id = useId();
  const send = useRequestTestDrive();
  const [form, setForm] = useState({ name: '', email: '', phone: '', preferredDate: '', notes: '' });
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      ...(form.name.trim().length < 2 ? { name: 'Your name is required' } : {}),
      ...(!EMAIL.test(form.email.trim()) ? { email: 'Valid email required' } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length === 0) send.mutate({ car: car.title, ...form });
  };

  if (send.isSuccess)
    return (
      <div role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-900">
        <p className="font-semibold">Test drive request sent</p>
        <p className="mt-1 text-sm">
          Thank you, {form.name.trim()}. Our team has your request for the {car.title} and will e-mail{' '}
          {form.email.trim()} to arrange it with a dealer near {car.location}.
        </p>
      </div>
    );

  const failure =
    send.error instanceof ApiError && send.error.serverMessage
      ? send.error.serverMessage
      : send.error
        ? 'Your request was not sent. Please try again.'
        : null;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        This is a sample offer: your request goes to the AllMotors team, who reply by e-mail and put you in
        touch with a dealer.
      </p>
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-800">
          Your name
        </label>
        <input
          id={`${id}-name`}
          autoComplete="name"
          value={form.name}
          onChange={set('name')}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          className={input}
        />
        {errors.name && (
          <p id={`${id}-name-error`} className="mt-1 text-sm text-red-700">
            {errors.name}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
          E-mail
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          className={input}
        />
        {errors.email && (
          <p id={`${id}-email-error`} className="mt-1 text-sm text-red-700">
            {errors.email}
          </p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-phone`} className="text-sm font-medium text-slate-800">
            Phone (optional)
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={set('phone')}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-date`} className="text-sm font-medium text-slate-800">
            Preferred date (optional)
          </label>
          <input
            id={`${id}-date`}
            type="date"
            value={form.preferredDate}
            onChange={set('preferredDate')}
            className={input}
          />
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-notes`} className="text-sm font-medium text-slate-800">
          Anything else (optional)
        </label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={2000}
          value={form.notes}
          onChange={set('notes')}
          className={input}
        />
      </div>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send test drive request'}
      </Button>
    </form>
  );
}
