// /cookie-policy (001 §2): the preference switches, then the policy: what cookies are, how we use
// them, the table of types, exactly what we store, managing cookies, third parties, rights, updates,
// contact. The lists come from lib/stored-items.ts, which follows what the product really sets.
import { Link } from 'react-router-dom';
import { PRIVACY_CONTACT_EMAIL } from '../lib/legal-constants';
import { CATEGORY_LABELS, COOKIE_TYPES, STORED_ITEMS } from '../lib/stored-items';
import { CookiePreferencesForm } from './cookie-preferences';
import { LegalPage, linkClass, Points, type LegalSection } from './legal-page';

const th = 'px-3 py-2 text-left font-semibold text-slate-900';
const td = 'px-3 py-2 text-left align-top';

function CookieTypesTable() {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">Types of cookies and how long they last</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Type
            </th>
            <th scope="col" className={th}>
              What it is for
            </th>
            <th scope="col" className={th}>
              How long it lasts
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {COOKIE_TYPES.map((row) => (
            <tr key={row.type}>
              <th scope="row" className={`${td} font-medium text-slate-900`}>
                {row.type}
              </th>
              <td className={td}>{row.use}</td>
              <td className={`${td} sm:whitespace-nowrap`}>{row.lasts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every item as a card on narrow screens, where five columns cannot fit; a table from 640 px. */
function StoredItemsList() {
  return (
    <ul className="space-y-3 sm:hidden">
      {STORED_ITEMS.map((item) => (
        <li key={item.name} className="rounded-lg border border-slate-200 p-4 text-sm">
          <p className="font-mono text-xs font-semibold break-all text-slate-900">{item.name}</p>
          <p className="mt-1 text-slate-600">
            {item.kind} · {CATEGORY_LABELS[item.category]}
          </p>
          <p className="mt-2">{item.purpose}</p>
          <p className="mt-1">
            <span className="font-medium text-slate-900">Lasts: </span>
            {item.duration}
          </p>
        </li>
      ))}
    </ul>
  );
}

function StoredItemsTable() {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 sm:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Every cookie and stored item AllMotors uses</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              Name
            </th>
            <th scope="col" className={th}>
              Kind
            </th>
            <th scope="col" className={th}>
              Category
            </th>
            <th scope="col" className={th}>
              Purpose
            </th>
            <th scope="col" className={th}>
              Duration
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {STORED_ITEMS.map((item) => (
            <tr key={item.name}>
              <th scope="row" className={`${td} font-mono text-xs font-medium break-words text-slate-900`}>
                {item.name}
              </th>
              <td className={`${td} whitespace-nowrap`}>{item.kind}</td>
              <td className={td}>{CATEGORY_LABELS[item.category]}</td>
              <td className={td}>{item.purpose}</td>
              <td className={td}>{item.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SECTIONS: LegalSection[] = [
  {
    id: 'what-cookies-are',
    title: 'What cookies are',
    body: (
      <p>
        Cookies are small text files a website asks your browser to keep and send back on later visits. Local
        storage is a similar store that only the website’s own pages can read. In this policy “cookies” means
        both.
      </p>
    ),
  },
  {
    id: 'how-we-use-cookies',
    title: 'How we use cookies',
    body: (
      <>
        <p>
          AllMotors sets few cookies. The necessary ones sign you in, protect your account against forged
          requests and remember your cookie choices; the site does not work without them. One functional item
          remembers your comparison list, and only if you allow it.
        </p>
        <p>
          We set no analytics or marketing cookies, and no advertising or tracking scripts run on our pages.
        </p>
      </>
    ),
  },
  {
    id: 'types-of-cookies',
    title: 'Types of cookies',
    body: (
      <>
        <p>How long each type of cookie may last:</p>
        <CookieTypesTable />
        <p>Exactly what we store:</p>
        <StoredItemsTable />
        <StoredItemsList />
      </>
    ),
  },
  {
    id: 'managing-cookies',
    title: 'Managing cookies',
    body: (
      <>
        <p>
          Use the{' '}
          <a href="#preferences" className={linkClass}>
            preferences above
          </a>{' '}
          to switch functional, analytics and marketing cookies on or off. When you switch a category off,
          what we stored for it is deleted straight away.
        </p>
        <p>
          Your browser’s settings can also block or delete cookies. If you block necessary cookies you will
          not be able to sign in.
        </p>
      </>
    ),
  },
  {
    id: 'third-party-cookies',
    title: 'Third-party cookies',
    body: (
      <p>
        No other company sets cookies through our pages. If you choose to sign in with Google or Facebook, or
        follow a link to another platform’s listing, that site’s own cookie policy applies there.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <Points>
        <li>You can change or withdraw your consent at any time, as easily as you gave it.</li>
        <li>Saying no to optional cookies never stops you searching, saving or messaging.</li>
        <li>
          Your data protection rights are set out in our{' '}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </li>
      </Points>
    ),
  },
  {
    id: 'updates',
    title: 'Updates to this policy',
    body: (
      <p>
        If we add a cookie, we list it here first and update the date at the top. We ask for your consent
        again before setting anything non-essential, and every year.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about cookies: e-mail{' '}
        <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className={linkClass}>
          {PRIVACY_CONTACT_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

export function CookiePolicy() {
  return (
    <LegalPage
      title="Cookie Policy"
      sections={SECTIONS}
      intro={<p>What AllMotors stores in your browser, why, for how long, and how to choose.</p>}
    >
      <CookiePreferencesForm />
    </LegalPage>
  );
}
