// /terms-of-service (001 §2): the 16 sections of the terms for buyers, private sellers and dealers.
import { Link } from 'react-router-dom';
import { PRIVACY_CONTACT_EMAIL } from '../lib/legal-constants';
import { LegalPage, linkClass, Points, type LegalSection } from './legal-page';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        These terms apply whenever you use AllMotors, with or without an account. By using the site you accept
        them. If you do not agree, please do not use AllMotors.
      </p>
    ),
  },
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        AllMotors runs a UK marketplace for used and new cars, motorcycles and vans. We bring listings from
        many platforms into one search and let private sellers and dealers list vehicles with us.
      </p>
    ),
  },
  {
    id: 'our-role',
    title: 'Our role',
    body: (
      <p>
        We are not the seller of any vehicle shown. A sale is a contract between the buyer and the seller. We
        do not inspect vehicles, and we do not handle payments for them.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <Points>
        <li>You must be 18 or over and give accurate details when you register.</li>
        <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
        <li>Sign out on shared devices. Tell us at once if you think someone else has used your account.</li>
      </Points>
    ),
  },
  {
    id: 'listings-from-platforms',
    title: 'Listings from other platforms',
    body: (
      <p>
        Many listings come from other platforms. We show each platform’s price and link, lowest first. Prices,
        details and availability are as those platforms publish them and can change or be wrong. Check with
        the seller before you buy.
      </p>
    ),
  },
  {
    id: 'buying',
    title: 'Buying a vehicle',
    body: (
      <Points>
        <li>Inspect the vehicle and its documents, and check its history, before you pay.</li>
        <li>Your rights against a dealer under consumer law are not affected by these terms.</li>
        <li>Never pay a deposit to anyone who will not let you see the vehicle.</li>
      </Points>
    ),
  },
  {
    id: 'selling',
    title: 'Selling as a private seller',
    body: (
      <Points>
        <li>List only vehicles you own or are allowed to sell.</li>
        <li>Describe the vehicle honestly: its price, mileage, history and condition.</li>
        <li>Use photos you took or have the right to use.</li>
        <li>Remove a listing once the vehicle is sold.</li>
      </Points>
    ),
  },
  {
    id: 'dealers',
    title: 'Dealers',
    body: (
      <>
        <p>
          Dealers join free: no monthly fees, no setup costs and no commission. We review each application
          before approving it.
        </p>
        <Points>
          <li>Keep your stock accurate and up to date, whether by our dealer API, a feed or by hand.</li>
          <li>Keep your API key secret. Anything done with it is treated as done by you.</li>
          <li>You must hold any licences your business needs, including for finance you offer.</li>
        </Points>
      </>
    ),
  },
  {
    id: 'messages',
    title: 'Enquiries and messages',
    body: (
      <p>
        Messages you send about a vehicle are stored and delivered to its seller. An immediate reply labelled
        as automatic comes from us, not the seller. Be polite, and do not use messages for spam or to arrange
        anything unlawful.
      </p>
    ),
  },
  {
    id: 'quotes-and-valuations',
    title: 'Quotes, valuations and finance information',
    body: (
      <p>
        Finance figures, lease deals, insurance and warranty quotes and part-exchange valuations are estimates
        to help you compare. They are not offers, advice or guarantees, except as the page says. A
        part-exchange valuation, for example, holds for 7 days subject to inspection.
      </p>
    ),
  },
  {
    id: 'marketing-tools',
    title: 'Marketing tools',
    body: (
      <p>
        Dealers can make short videos and social media posts from their listings. You are responsible for what
        you publish and for following each social network’s rules.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <Points>
        <li>Do not post anything false, unlawful, offensive or that infringes someone else’s rights.</li>
        <li>Do not try to break into accounts or our systems, or to disrupt the service.</li>
        <li>Do not copy listings in bulk by automated means. Dealers use the dealer API.</li>
      </Points>
    ),
  },
  {
    id: 'content',
    title: 'Content and intellectual property',
    body: (
      <p>
        You keep the rights in what you upload. You allow us to show it on AllMotors and in the posts and
        videos you make with our tools. The AllMotors name, logo and site belong to us.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <p>
        We work to keep AllMotors accurate and available but cannot promise it will always be so. We are not
        responsible for vehicles, prices or statements made by sellers or other platforms. Nothing in these
        terms limits liability that the law does not allow us to limit, such as for death or personal injury
        caused by negligence, or fraud.
      </p>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspending or closing accounts',
    body: (
      <p>
        You can stop using AllMotors at any time and ask us to{' '}
        <Link to="/delete-data" className={linkClass}>
          delete your data
        </Link>
        . We may remove listings or suspend accounts that break these terms, and we will tell you why unless
        the law prevents it.
      </p>
    ),
  },
  {
    id: 'changes-and-law',
    title: 'Changes, law and contact',
    body: (
      <>
        <p>
          When we change these terms we update the date at the top of this page. These terms are governed by
          the law of England and Wales; if you live elsewhere in the UK you may also bring claims in your own
          courts.
        </p>
        <p>
          Questions:{' '}
          <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`} className={linkClass}>
            {PRIVACY_CONTACT_EMAIL}
          </a>
          . How we use your data is in our{' '}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </>
    ),
  },
];

export function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      sections={TERMS_SECTIONS}
      intro={<p>The rules for using AllMotors to search, buy, sell and advertise vehicles.</p>}
    />
  );
}
