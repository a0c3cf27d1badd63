// What someone who is not an approved dealer sees on the marketing pages (issue 13 item 1): the
// server's own reason, and the two ways to become a dealer.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

const primaryLink =
  'inline-flex items-center justify-center rounded-lg bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
const secondaryLink =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

export function BecomeDealer({ message }: { message: string | undefined }) {
  return (
    <section
      aria-labelledby="become-dealer-title"
      className="mt-6 rounded-2xl border border-blue-100 bg-blue-50 p-5 sm:p-8"
    >
      <h2 id="become-dealer-title" className="text-xl font-semibold text-slate-900">
        Become a dealer to use the marketing tools
      </h2>
      <p className="mt-2 text-slate-800">
        {message ?? 'The marketing tools are for approved dealers. Apply to become a dealer to use them.'}
      </p>
      <p className="mt-2 text-slate-700">
        Dealers join free. Apply with the onboarding wizard or connect your dealer API; once your application
        is approved, your dealer account opens the short-video generator and the social media toolkit for your
        own stock.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.dealerOnboarding.href()} className={primaryLink}>
          Apply to become a dealer
        </Link>
        <Link to={paths.dealerApplication.href()} className={secondaryLink}>
          Connect your dealer API
        </Link>
      </div>
    </section>
  );
}
