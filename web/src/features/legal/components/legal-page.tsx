// The frame of the three legal pages (001 §2): title, last-updated line, an introduction, a contents
// list linking to each numbered section, then the sections.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LAST_UPDATED } from '../lib/legal-constants';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export function LegalPage({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Shown between the introduction and the sections (the cookie preferences). */
  children?: ReactNode;
}) {
  // A link from another page to a section (the banner's '/cookie-policy#preferences') arrives after
  // this lazily loaded page renders, so the browser's own jump to the fragment has nothing to find.
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <article aria-labelledby="legal-title" className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-b border-slate-200 pb-6">
        <h1 id="legal-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-2 text-sm text-slate-600">Last updated: {LAST_UPDATED}</p>
        <div className="mt-4 space-y-3 text-base leading-7 text-slate-700">{intro}</div>
      </header>
      {children}
      <nav
        aria-labelledby="legal-contents"
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
          Contents
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, i) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
              >
                {i + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, i) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="mt-10 scroll-mt-24"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold text-slate-900">
            {i + 1}. {section.title}
          </h2>
          <div className="mt-3 space-y-3 text-base leading-7 text-slate-700">{section.body}</div>
        </section>
      ))}
    </article>
  );
}

/** A bulleted list in a legal section. */
export function Points({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-6 marker:text-slate-400">{children}</ul>;
}

export const linkClass =
  'rounded font-medium text-blue-800 underline underline-offset-2 hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
