import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Card } from '#web/components/ui/card';
import type { FormIn, FormOut } from './event-form-values';

/** What each section of the event editor is handed: the one form they all fill. */
export type EventFormApi = UseFormReturn<FormIn, unknown, FormOut>;

/** A titled card of the event editor. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-bold text-deep dark:text-white">{title}</h2>
        {hint && <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      </div>
      {children}
    </Card>
  );
}
