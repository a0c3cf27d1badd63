import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function BackToSearch() {
  return (
    <Link
      to={paths.home.href()}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Search
    </Link>
  );
}
