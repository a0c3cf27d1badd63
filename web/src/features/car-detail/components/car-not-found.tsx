// Shown for an unknown or removed listing and for any failure to load one (000 §2, §8).
import { SearchX } from 'lucide-react';
import { BackToSearch } from './back-to-search';

export function CarNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Car Not Found</h1>
      <p className="mt-2 text-slate-600">The car you're looking for doesn't exist or has been removed.</p>
      <div className="mt-6">
        <BackToSearch />
      </div>
    </div>
  );
}
