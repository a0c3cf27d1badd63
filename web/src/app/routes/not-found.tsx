// Any path outside the route table (000 §2).
import { Search } from 'lucide-react';
import { Link } from 'react-router-dom';

export function NotFoundRoute() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"
    >
      <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">Error 404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-base text-slate-600">
        The page you're looking for doesn't exist or has been moved.
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-blue-700 px-5 py-2.5 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <Search aria-hidden="true" className="size-4" />
        Back to Search
      </Link>
    </section>
  );
}
