// The AllMotors wordmark: car tile, name, and the tagline where there is room.
import { CarFront } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from './nav-links';

export function BrandMark({ showTagline = true }: { showTagline?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-blue-700 text-white"
      >
        <CarFront className="size-5" strokeWidth={2.25} />
      </span>
      <span className="flex flex-col leading-tight">
        <span className="text-lg font-bold tracking-tight text-slate-900">{BRAND.name}</span>
        {showTagline && (
          <span className="hidden text-xs font-medium text-slate-600 sm:block md:hidden lg:block">
            {BRAND.tagline}
          </span>
        )}
      </span>
    </span>
  );
}

/** The header logo; links home. onClick lets the header close its mobile menu (000 §2). */
export function BrandLogo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-blue-700"
    >
      <BrandMark />
    </Link>
  );
}
