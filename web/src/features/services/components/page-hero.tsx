// The blue hero the three service pages share.
import type { ReactNode } from 'react';

export function PageHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-blue-800 to-blue-700 px-4 pt-8 pb-10 text-white">
      <div className="mx-auto max-w-7xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-2 max-w-2xl text-blue-50">{children}</div>
      </div>
    </section>
  );
}

/** A white card section with a heading. */
export function Card({
  title,
  id,
  children,
  className = '',
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The 'example' label on every figure that is not a real offer. */
export function ExampleBadge({ children }: { children: ReactNode }) {
  return (
    <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {children}
    </p>
  );
}
