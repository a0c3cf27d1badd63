// The Apply tab's help block (000 §2 'Apply', §9 'Marketing copy').
import { Mail, MapPin, Phone } from 'lucide-react';
import { FINANCE_CONTACT } from '../../../../../bff/plugins/finance/schemas';

const link =
  'font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 rounded';

export function HelpBlock() {
  return (
    <aside
      aria-labelledby="finance-help"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700 sm:p-6"
    >
      <h2 id="finance-help" className="text-lg font-semibold text-slate-900">
        Need help with finance?
      </h2>
      <p className="mt-1">Our finance team can talk you through your options.</p>
      <ul className="mt-4 space-y-3">
        <li className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <span>
            <a href={`tel:${FINANCE_CONTACT.phone.replace(/\s+/g, '')}`} className={link}>
              <span className="sr-only">Call </span>
              {FINANCE_CONTACT.phone}
            </a>
            <br />
            {FINANCE_CONTACT.hours}
          </span>
        </li>
        <li className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <span>
            <a href={`mailto:${FINANCE_CONTACT.email}`} className={link}>
              {FINANCE_CONTACT.email}
            </a>
            <br />
            We reply within {FINANCE_CONTACT.replyWithin}
          </span>
        </li>
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <span>{FINANCE_CONTACT.address}</span>
        </li>
      </ul>
    </aside>
  );
}
