import { useEffect, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  EventInputSchema,
  type EventInput,
  type RuleSet,
  type SeriesList,
} from '@tightlines/domain/tournaments/events-contract';
import type { Person } from '@tightlines/domain/social/people';
import { Button } from '#web/components/ui/button';
import { ApiRequestError } from '#web/lib/api-client';
import { useOwnActionBar } from '#web/lib/own-action-bar';
import { tidyScoring } from '#web/components/rules/scoring-fields';
import { DirectorsField } from './directors-field';
import { EventBasicsSection } from './event-basics-section';
import { EventCodesSection, EventTranslationsSection } from './event-codes-section';
import { Section } from './event-form-section';
import type { FormIn, FormOut } from './event-form-values';
import { EventDivisionsSection, EventMoneySection } from './event-money-section';
import { EventRulesSection } from './event-rules-section';
import { EventScheduleSection } from './event-schedule-section';
import { EventLocationSection } from './event-location-section';
import { EventSectionIndex, EventSectionJump } from './event-section-index';

/** The director's event editor: one form, saved in one request (and one transaction on the server). */
export function EventForm({
  initial,
  directors = [],
  series,
  templates,
  submitLabel,
  busy,
  serverError,
  onSubmit,
}: {
  initial: FormIn;
  /** The last save's error: a 400's field messages are shown at their fields (e.g. a co-director refused). */
  serverError?: unknown;
  /** The co-directors already on the event, to show by name. */
  directors?: Person[];
  series?: SeriesList;
  templates?: RuleSet[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: EventInput) => void;
}) {
  const { t } = useTranslation(['director', 'tournaments', 'errors']);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(EventInputSchema),
    defaultValues: initial,
  });
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const { setError } = form;
  useEffect(() => {
    if (!(serverError instanceof ApiRequestError) || serverError.status !== 400 || !serverError.fields)
      return;
    for (const [name, message] of Object.entries(serverError.fields))
      setError(name as FieldPath<FormIn>, { type: 'server', message });
  }, [serverError, setError]);

  return (
    <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-8">
      <EventSectionIndex />
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) => onSubmit({ ...values, scoring: tidyScoring(values.scoring) }))(event)
        }
        className="space-y-6"
      >
        <EventSectionJump />
        <EventBasicsSection form={form} initial={initial} series={series} />
        <EventLocationSection form={form} />
        <EventMoneySection form={form} />
        <EventDivisionsSection form={form} />
        <EventScheduleSection form={form} />
        <EventRulesSection form={form} templates={templates} />
        <Section id="directors" title={t('directors.title')} hint={t('directors.hint')}>
          <DirectorsField control={control} initial={directors} />
        </Section>
        <EventCodesSection form={form} />
        <EventTranslationsSection form={form} />

        <SaveBar>
          {Object.keys(errors).length > 0 && (
            <p role="alert" className="me-auto self-center text-sm font-medium text-danger">
              {t('form.fixErrors')}
            </p>
          )}
          <Button type="submit" busy={busy}>
            {submitLabel}
          </Button>
        </SaveBar>
      </form>
    </div>
  );
}

/**
 * The save bar: on phones it stands in for the bottom bar (hidden meanwhile) at the very bottom of the screen,
 * so the two bars do not stack over the last fields; from the large width up it floats at the form's foot.
 */
function SaveBar({ children }: { children: ReactNode }) {
  useOwnActionBar();
  return (
    <div
      data-action-bar
      className="sticky bottom-0 z-30 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:rounded-[var(--radius-card)] sm:border sm:p-3 sm:shadow-lg lg:bottom-4 dark:border-slate-800 dark:bg-slate-900/95"
    >
      {children}
    </div>
  );
}
