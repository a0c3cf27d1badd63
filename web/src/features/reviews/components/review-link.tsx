// A link to the whole review: ours open in the app, a publisher's in a new tab.
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isInternalUrl } from '../lib/links';

export function ReviewLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  if (isInternalUrl(url)) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalLink aria-hidden="true" className="ml-1 inline h-3.5 w-3.5" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export const linkClass =
  'font-medium text-blue-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
