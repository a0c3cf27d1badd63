// The contact help block of the insurance and warranty pages (001 §2).
import { Mail, Phone } from 'lucide-react';

export function HelpBlock({
  id,
  phone,
  email,
  hours,
}: {
  id: string;
  phone: string;
  email: string;
  hours: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        Need Help?
      </h2>
      <p className="mt-1 text-sm text-slate-700">Our team answers {hours}.</p>
      <ul className="mt-3 space-y-2 text-sm">
        <li className="flex items-center gap-2">
          <Phone aria-hidden className="h-4 w-4 text-blue-700" />
          <a className="text-blue-800 underline underline-offset-2" href={`tel:${phone.replace(/\s/g, '')}`}>
            {phone}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Mail aria-hidden className="h-4 w-4 text-blue-700" />
          <a className="text-blue-800 underline underline-offset-2" href={`mailto:${email}`}>
            {email}
          </a>
        </li>
      </ul>
    </section>
  );
}
