import { Check, Info } from 'lucide-react';
import { anchorId, type Section } from '#web/features/pages/content/page-content';

/** Renders `sections` from the JSON: heading, paragraphs, a checklist and an optional callout. */
export function ContentSections({ sections }: { sections: Record<string, Section> }) {
  return (
    <div className="space-y-12">
      {Object.entries(sections).map(([key, section]) => (
        <SectionBlock key={key} id={anchorId(key)} section={section} />
      ))}
    </div>
  );
}

function SectionBlock({ id, section }: { id: string; section: Section }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-deep sm:text-2xl dark:text-white">
        {section.heading}
      </h2>
      {section.body?.map((paragraph, index) => (
        <p key={index} className="mt-4 text-base leading-relaxed text-slate-700 dark:text-slate-300">
          {paragraph}
        </p>
      ))}
      {section.items && section.items.length > 0 && (
        <ul className="mt-4 space-y-3">
          {section.items.map((item, index) => (
            <li
              key={index}
              className="flex gap-3 text-base leading-relaxed text-slate-700 dark:text-slate-300"
            >
              <Check className="mt-1 h-4 w-4 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      )}
      {section.note && (
        <p className="mt-5 flex gap-3 rounded-[var(--radius-control)] border-s-4 border-open bg-shallows px-4 py-3 text-sm leading-relaxed text-deep dark:bg-slate-900 dark:text-slate-200">
          <Info className="mt-0.5 h-4 w-4 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
          <span>{section.note}</span>
        </p>
      )}
    </section>
  );
}
