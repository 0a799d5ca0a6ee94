import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Card } from '#web/components/ui/card';
import type { FormIn, FormOut } from './event-form-values';

/** What each section of the event editor is handed: the one form they all fill. */
export type EventFormApi = UseFormReturn<FormIn, unknown, FormOut>;

/** The editor's sections in order, for the side index and the phone's jump menu. */
export const SECTION_IDS = [
  'basics',
  'where',
  'money',
  'divisions',
  'schedule',
  'rules',
  'directors',
  'codes',
  'translations',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** A titled card of the event editor, an anchor of its index. */
export function Section({
  id,
  title,
  hint,
  children,
}: {
  id: SectionId;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section id={`event-${id}`} aria-labelledby={`event-${id}-title`} className="scroll-mt-24">
      <Card className="space-y-4 p-5">
        <div>
          <h2 id={`event-${id}-title`} className="text-lg font-bold text-deep dark:text-white">
            {title}
          </h2>
          {hint && <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
        </div>
        {children}
      </Card>
    </section>
  );
}
