// A guide's text, section by section, and the table of contents shown for long guides.
import type { GuideSection } from '../lib/guide-model';

/** Guides with at least this many headed sections get a table of contents. */
export const TOC_MIN_SECTIONS = 4;

export const headedSections = (sections: GuideSection[]) => sections.filter((s) => s.heading);

export function GuideContents({ sections }: { sections: GuideSection[] }) {
  return (
    <nav aria-labelledby="guide-contents-title" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="guide-contents-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Contents
      </h2>
      <ol className="mt-2 space-y-1.5 text-sm">
        {headedSections(sections).map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`} className="text-blue-800 hover:underline">
              {s.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function GuideBody({ sections }: { sections: GuideSection[] }) {
  return (
    <div className="space-y-8">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.heading ? section.id : undefined}>
          {section.heading && (
            <h2 id={section.id} className="scroll-mt-24 text-xl font-bold text-slate-900 sm:text-2xl">
              {section.heading}
            </h2>
          )}
          <div className={`space-y-4 text-base leading-7 text-slate-800 ${section.heading ? 'mt-3' : ''}`}>
            {section.blocks.map((block, i) =>
              block.kind === 'paragraph' ? (
                <p key={i}>{block.text}</p>
              ) : (
                <ul key={i} className="list-disc space-y-2 pl-6 marker:text-blue-700">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
