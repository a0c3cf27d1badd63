// /privacy-policy (001 §2): what AllMotors collects, why, for how long and the visitor's rights.
// Written to match what the product really records (db/migrations, bff/plugins); keep it so.
import { Link } from 'react-router-dom';
import {
  DELETE_DATA_PATH,
  LEGAL_RECORD_YEARS,
  PRIVACY_CONTACT_EMAIL,
  SESSION_IDLE_DAYS,
} from '../lib/legal-constants';
import { LegalPage, linkClass, Points, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        AllMotors is a UK marketplace that brings used and new cars, motorcycles and vans from many platforms
        into one search, and lets private sellers and dealers list vehicles. AllMotors is the controller of
        the personal data described here under the UK General Data Protection Regulation (UK GDPR) and the
        Data Protection Act 2018.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>You can search and read listings without an account. We collect:</p>
        <Points>
          <li>
            <strong>Your account:</strong> username, e-mail address, first and last name and account type.
            Your password is stored only as an Argon2id hash, never as you typed it. Dealer accounts also hold
            the company name and any API or webhook address you give us.
          </li>
          <li>
            <strong>Google or Facebook sign-in,</strong> if you use it: which provider, the account number it
            gives us and the e-mail address it shares.
          </li>
          <li>
            <strong>Sign-in sessions:</strong> when you signed in and were last active, your IP address and
            your browser’s description (user agent), so you and we can spot sign-ins that are not yours.
          </li>
          <li>
            <strong>What you add:</strong> vehicles you list (details, photos, town and postcode), cars you
            save to your Dream Garage with your notes, and the messages you send sellers or receive from them.
          </li>
          <li>
            <strong>Dealer applications:</strong> company and contact details, business profile and
            integration details. API keys and secrets you give us are stored encrypted.
          </li>
          <li>
            <strong>Views of listings:</strong> that a car’s page was viewed and when, with your account
            number if you are signed in, or otherwise a one-way code made from your IP address and browser
            with a secret we replace every day, so a view counts once a day. We do not store your address, and
            the code cannot be traced back to it. Sellers see only the totals.
          </li>
          <li>
            <strong>Data deletion requests</strong> you make, and what we did about them.
          </li>
          <li>
            <strong>Server logs:</strong> requests to our server with IP addresses, kept to run and secure the
            service. Passwords, cookies and keys are removed from logs.
          </li>
        </Points>
        <p>
          Listings gathered from other platforms describe vehicles and the dealers who advertise them, as
          those platforms publish them.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it and why we may',
    body: (
      <Points>
        <li>
          <strong>To provide the service you ask for</strong> (our contract with you): your account, listings,
          saved cars, messages between buyers and sellers, and dealer applications and their review.
        </li>
        <li>
          <strong>Legitimate interests:</strong> keeping accounts secure (limits on sign-in attempts, sessions
          you can end), preventing fraud and misuse, and giving sellers honest view counts.
        </li>
        <li>
          <strong>Legal obligations:</strong> keeping the records the law requires and answering lawful
          requests.
        </li>
        <li>
          <strong>Consent:</strong> functional cookies, and news by e-mail for dealers who agree to it when
          they apply. You can withdraw consent at any time.
        </li>
      </Points>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <Points>
          <li>The seller or dealer you message receives your messages and your name.</li>
          <li>Listings you publish, with their town, are public.</li>
          <li>Google or Facebook, only if you choose to sign in with them.</li>
          <li>Companies that host and run our service for us, bound to use the data only on our behalf.</li>
          <li>Police, regulators or courts, when the law requires it.</li>
        </Points>
        <p>We do not sell your personal data and we do not share it with advertisers.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <Points>
        <li>
          Your account and what you added: while your account is open, or until you ask us to delete it.
        </li>
        <li>A sign-in session: until you sign out, or {SESSION_IDLE_DAYS} days after you last used it.</li>
        <li>Counted views: as long as the listing’s figures are shown to its seller.</li>
        <li>
          Legal records (for example records of deletion requests and of decisions on dealer applications): up
          to {LEGAL_RECORD_YEARS} years, then deleted.
        </li>
      </Points>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You may ask for a copy of your data, have it corrected, erased or limited, object to how we use it,
          or receive it in a portable format. You can change your cookie choices at any time on our{' '}
          <Link to="/cookie-policy" className={linkClass}>
            Cookie Policy
          </Link>
          .
        </p>
        <p>
          If you are unhappy with how we handle your data, you can complain to the Information Commissioner’s
          Office (ico.org.uk). We would appreciate the chance to put things right first.
        </p>
      </>
    ),
  },
  {
    id: 'delete-your-data',
    title: 'Deleting your data',
    body: (
      <>
        <p>
          You can ask us to delete your data on the{' '}
          <Link to={DELETE_DATA_PATH} className={linkClass}>
            Delete your data
          </Link>{' '}
          page. We then delete or anonymise your account, listings, saved cars and messages.
        </p>
        <p>
          Some records must be kept by law. We keep those legal records for up to {LEGAL_RECORD_YEARS} years
          and use them for nothing else.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <p>
        We use cookies to sign you in and protect your account, and, only if you allow it, your browser’s
        storage to remember your comparison list. The{' '}
        <Link to="/cookie-policy" className={linkClass}>
          Cookie Policy
        </Link>{' '}
        lists each one, what it does and how long it lasts.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Keeping your data safe',
    body: (
      <p>
        Passwords are hashed, session cookies cannot be read by scripts, keys are stored encrypted, and
        requests that change anything are checked against forgery. No system is perfectly secure; if a breach
        puts you at risk, we will tell you and the regulator as the law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>AllMotors is for people aged 18 or over. We do not knowingly collect children’s data.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of this page. If a change affects how we use
        data you have already given us, we will tell you before it applies.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about your data or this policy: e-mail{' '}
        <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className={linkClass}>
          {PRIVACY_CONTACT_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      sections={SECTIONS}
      intro={
        <p>
          This policy explains what personal data AllMotors collects when you search, save, list or message
          about vehicles, why, how long we keep it and the choices you have.
        </p>
      }
    />
  );
}
