// What a signed-in person without the admin role sees at /admin (DECISIONS 5): the page is not for
// them, said plainly, with a way back.
import { Link } from 'react-router-dom';
import { Search } from 'lucide-react';
import { paths } from '../../../config/paths';

export function NotAllowed({ what = 'The data management dashboard' }: { what?: string }) {
  return (
    <section
      aria-labelledby="not-allowed-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"
    >
      <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">Error 403</p>
      <h1
        id="not-allowed-title"
        className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
      >
        You don't have access to this page
      </h1>
      <p className="mt-4 text-base text-slate-600">
        {what} needs admin rights. If you should have them, ask an administrator.
      </p>
      <Link
        to={paths.home.href()}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-blue-700 px-5 py-2.5 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <Search aria-hidden="true" className="size-4" />
        Back to Search
      </Link>
    </section>
  );
}
