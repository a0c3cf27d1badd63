// Footer (000 §2): brand, tagline, the marketing and legal links in three groups, logo download, copyright.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../components/ui/toast';
import { BrandMark } from './brand-logo';
import { BRAND, FOOTER_GROUPS, LOGO_FILE_NAME } from './nav-links';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

function DownloadLogoButton() {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      // The drawing code loads only for the few who ask for the logo.
      const { downloadLogo } = await import('./download-logo');
      await downloadLogo();
    } catch {
      toast({
        title: 'Could not download the logo',
        description: 'Your browser could not create the image.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      title={`Save the logo as ${LOGO_FILE_NAME}`}
      className={`inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:text-slate-500 ${focusRing}`}
    >
      <Download aria-hidden="true" className="size-4" />
      Download logo
    </button>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="space-y-4">
          <BrandMark showTagline={false} />
          <p className="text-base font-semibold text-blue-800">{BRAND.motto}</p>
          <p className="max-w-xs text-sm text-slate-600">
            {BRAND.tagline}: used cars, motorcycles and vans from across the UK in one place.
          </p>
          <DownloadLogoButton />
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title.toLowerCase()}`}>
            <h2
              id={`footer-${group.title.toLowerCase()}`}
              className="text-sm font-semibold tracking-wide text-slate-900 uppercase"
            >
              {group.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={`rounded text-sm text-slate-600 hover:text-blue-800 hover:underline ${focusRing}`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-slate-600 sm:px-6 lg:px-8">
          © {year} {BRAND.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
